import { Anchor, Container, Group, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SyncIndicator } from './sync-indicator';

/** A page with a title bar; the full header of SPEC 2 replaces this bar screen by screen. */
export function Screen({ title, back, children }: { title: string; back?: string; children: ReactNode }) {
  return (
    <Container size="sm" py="md">
      <Group justify="space-between" mb="lg" component="header">
        <Group gap="sm">
          {back && (
            <Anchor component={Link} to={back} aria-label="Back">
              ←
            </Anchor>
          )}
          <Title order={1} size="h3">{title}</Title>
        </Group>
        <SyncIndicator />
      </Group>
      <main>{children}</main>
    </Container>
  );
}
