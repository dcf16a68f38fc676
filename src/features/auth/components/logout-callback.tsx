import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/define-messages';
import { StartSignIn } from './start-sign-in';

const messages = defineMessages({
  title: { id: 'auth.logoutCallback.title', defaultMessage: 'You are signed out' },
  nothingLeft: { id: 'auth.logoutCallback.nothingLeft', defaultMessage: 'Nothing of your account is left on this device.' },
  signInAgain: { id: 'auth.logoutCallback.signInAgain', defaultMessage: 'Sign in again' },
  browse: { id: 'auth.logoutCallback.browse', defaultMessage: 'Browse events' },
});

/** /logout-callback: where the issuer sends a member after sign-out, and where an offline logout ends. */
export function LogoutCallback() {
  const intl = useIntl();
  const [signingIn, setSigningIn] = useState(false);
  if (signingIn) return <StartSignIn />;
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" ta="center" maw={420}>
        <img src="/logo.svg" alt="" width={64} height={64} />
        <Title order={1} size="h3">{intl.formatMessage(messages.title)}</Title>
        <Text c="dimmed">{intl.formatMessage(messages.nothingLeft)}</Text>
        <Button onClick={() => setSigningIn(true)}>{intl.formatMessage(messages.signInAgain)}</Button>
        <Anchor component={Link} to="/events">{intl.formatMessage(messages.browse)}</Anchor>
      </Stack>
    </Center>
  );
}
