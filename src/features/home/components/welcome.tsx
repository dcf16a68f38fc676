import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Avatar } from '../../../components/avatar/avatar';

export type WelcomeProps = { fullName: string; picture?: string | undefined; onLogout: () => void };

/** The top of /home: who is signed in, and the way out. */
export function Welcome({ fullName, picture, onLogout }: WelcomeProps) {
  return (
    <Stack gap="md">
      <Group>
        <Avatar name={fullName} src={picture} size="lg" />
        <div>
          <Title order={1} size="h3">Hi, {fullName.split(' ')[0]}</Title>
          <Text c="dimmed">Good to see you.</Text>
        </div>
      </Group>
      <Group>
        <Anchor component={Link} to="/events">Browse events</Anchor>
        <Button variant="default" size="xs" onClick={onLogout}>Log out</Button>
      </Group>
    </Stack>
  );
}
