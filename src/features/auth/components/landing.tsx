import { Box, Button, Center, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Redirect } from '../../../components/redirect/redirect';
import { defineMessages } from '../../../i18n/define-messages';
import { trackAppLaunched } from '../../../lib/analytics';
import { useEarlyTap } from '../../../lib/server-markup';
import { useAuth } from '../hooks/use-auth';
import { StartSignIn } from './start-sign-in';
import classes from './landing.module.css';

/** What the front door says the app is for: one line each, read before anyone signs in. */
const FRONT_DOOR = defineMessages({
  tagline: { id: 'auth.landing.tagline', defaultMessage: 'The app for the people in the room at events and communities.' },
  useAsk: { id: 'auth.landing.useAsk', defaultMessage: 'Ask the crowd a question, and see who can help' },
  useReact: { id: 'auth.landing.useReact', defaultMessage: 'React: can help, me too, uplift' },
  useCheckIn: { id: 'auth.landing.useCheckIn', defaultMessage: 'Check in, and meet the people around you' },
  useChat: { id: 'auth.landing.useChat', defaultMessage: 'Chat with the people you met' },
  offline: { id: 'auth.landing.offline', defaultMessage: 'Works offline at the venue: what you do is sent when the connection comes back.' },
  signIn: { id: 'auth.landing.signIn', defaultMessage: 'Sign in' },
  browse: { id: 'auth.landing.browse', defaultMessage: 'Browse events' },
  newHere: { id: 'auth.landing.newHere', defaultMessage: 'New here? Signing in with an email you have not used creates your account.' },
});

const USES = [FRONT_DOOR.useAsk, FRONT_DOOR.useReact, FRONT_DOOR.useCheckIn, FRONT_DOOR.useChat];

/**
 * The landing screen (/hi), the app's front door: what the app is for, 'Browse events' for guests and
 * 'Sign in'. Sign-in starts from the button, never by itself; a member signed in on this device goes
 * home. The server renders it for a first visit; there the page's sign-in start (src/landing.ts)
 * answers the button before the app's code has loaded.
 */
export function Landing({ source }: { source: string | undefined }) {
  const intl = useIntl();
  const auth = useAuth();
  const [signingIn, setSigningIn] = useState(false);
  const signIn = useRef<HTMLButtonElement>(null);
  useEffect(() => trackAppLaunched(source), [source]);
  // Tapped on the server's page before the app had taken it over: sign-in starts now.
  useEarlyTap(signIn, () => setSigningIn(true));

  if (auth.ready && auth.isAuthenticated) return <Redirect to="/home" />;
  if (signingIn) {
    return (
      <Box className={classes.landing}>
        <StartSignIn fullScreen />
      </Box>
    );
  }
  return (
    <Box className={classes.landing}>
      <Center mih="100dvh" p="md">
        <Stack align="center" gap="md" maw={520} ta="center">
          <img src="/logo.svg" alt="" width={88} height={88} />
          <Title order={1}>{__PRODUCT_NAME__}</Title>
          <Text size="lg" fw={500}>{intl.formatMessage(FRONT_DOOR.tagline)}</Text>
          <List spacing={6} ta="start" className={classes.uses}>
            {USES.map((use) => (
              <List.Item key={use.id}>{intl.formatMessage(use)}</List.Item>
            ))}
          </List>
          <Text c="dimmed">{intl.formatMessage(FRONT_DOOR.offline)}</Text>
          <Group justify="center" gap="sm" mt="xs" className={classes.actions}>
            <Button ref={signIn} size="md" data-sign-in="" onClick={() => setSigningIn(true)}>
              {intl.formatMessage(FRONT_DOOR.signIn)}
            </Button>
            <Button component={Link} to="/events" size="md" variant="default">
              {intl.formatMessage(FRONT_DOOR.browse)}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">{intl.formatMessage(FRONT_DOOR.newHere)}</Text>
        </Stack>
      </Center>
    </Box>
  );
}
