import { Container, Group, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useShell } from './app-shell/shell-context';
import { SyncIndicator } from './sync-indicator';
import classes from './screen.module.css';

export type ScreenProps = {
  /** The page's heading; left out when the screen brings its own. */
  title?: string;
  children: ReactNode;
  /** A desktop's wider page, for a screen with a pane beside its content. */
  wide?: boolean;
};

/**
 * A page's body and heading. Inside the app shell with a header, the header carries the bar and the
 * sync indicator; where the shell hides the header (/events), or outside a shell, the screen draws its
 * own title bar with them.
 */
export function Screen({ title, children, wide = false }: ScreenProps) {
  const shell = useShell();
  if (shell?.headerShown) {
    const repeated = title !== undefined && title === shell.headerTitle;
    return (
      <Container size="sm" pt="sm" pb="md" className={classes.page} data-wide={wide || undefined}>
        {repeated && (
          <VisuallyHidden>
            <Title order={1}>{title}</Title>
          </VisuallyHidden>
        )}
        {title && !repeated && (
          <Group gap="sm" mb="lg">
            <Title order={1} size="h3">
              {title}
            </Title>
          </Group>
        )}
        {children}
      </Container>
    );
  }
  const bar = (
    <Group justify="space-between" mb="lg">
      <Group gap="sm">
        {title && (
          <Title order={1} size="h3">
            {title}
          </Title>
        )}
      </Group>
      <SyncIndicator />
    </Group>
  );
  // Inside a shell the page already sits in its <main>; alone, the screen makes its own landmarks.
  if (shell) {
    return (
      <Container size="sm" py="md" className={classes.page}>
        {bar}
        {children}
      </Container>
    );
  }
  return (
    <Container size="sm" py="md" className={classes.page}>
      <header>{bar}</header>
      <main>{children}</main>
    </Container>
  );
}
