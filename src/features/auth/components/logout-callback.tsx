import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { StartSignIn } from './start-sign-in';

/** /logout-callback: where the issuer sends a member after sign-out, and where an offline logout ends. */
export function LogoutCallback() {
  const [signingIn, setSigningIn] = useState(false);
  if (signingIn) return <StartSignIn />;
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" ta="center" maw={420}>
        <img src="/logo.svg" alt="" width={64} height={64} />
        <Title order={1} size="h3">You are signed out</Title>
        <Text c="dimmed">Nothing of your account is left on this device.</Text>
        <Button onClick={() => setSigningIn(true)}>Sign in again</Button>
        <Anchor component={Link} to="/events">Browse events</Anchor>
      </Stack>
    </Center>
  );
}
