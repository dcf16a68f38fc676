import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentScreen } from '../../../components/app-shell/screen-facts';
import { useShell } from '../../../components/app-shell/shell-context';
import { LoadingScreen } from '../../../components/loading-screen/loading-screen';
import { Redirect } from '../../../components/redirect/redirect';
import { defineMessages } from '../../../i18n/define-messages';
import { profileErrorMessage } from '../../../lib/api-errors';
import { useMountedInTransition } from '../../../lib/use-mounted-in-transition';
import { useAuth } from '../hooks/use-auth';
import { useCurrentUser } from '../hooks/use-current-user';
import { StartSignIn } from './start-sign-in';

const messages = defineMessages({
  unavailable: { id: 'auth.gate.unavailable', defaultMessage: 'We could not load your profile' },
  retry: { id: 'auth.gate.retry', defaultMessage: 'Try again' },
});

let persistenceAsked = false;

/** Asks once per load, when a member is signed in, that the browser keep our storage. */
function useRequestPersistentStorage(active: boolean) {
  useEffect(() => {
    if (!active || persistenceAsked || !navigator.storage?.persist) return;
    persistenceAsked = true;
    void navigator.storage.persist().catch(() => false);
  }, [active]);
}

/**
 * Sign-in, back to this page afterwards where its screen allows. Reads the location here, not in the
 * gate: a signed-in member's gate would otherwise render again as each navigation starts.
 */
function SignInHere() {
  const href = useLocation({ select: (location) => location.href });
  const { savable } = useCurrentScreen();
  return <StartSignIn returnPath={savable ? href : undefined} />;
}

/** Everything behind it needs a signed-in member with a profile; guests see only the public pages. */
export function AuthGate({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const auth = useAuth();
  const current = useCurrentUser(auth.ready && auth.isAuthenticated);
  useRequestPersistentStorage(auth.isAuthenticated);
  // The protected screens' first render (after signing in, while the first sync starts) goes in a
  // transition once the shell's header and navigation are on screen, so the two commit apart; the
  // loading screen stays until then. Later changes render as usual. A member already in the app (a
  // link from a public page, the event's, to a protected one) gets the screen in the navigation's own
  // render: a loading screen between the two would be a flash, and a render more before it paints.
  const framed = useShell()?.framed ?? true;
  const shown = useMountedInTransition(auth.ready && auth.isAuthenticated && current.status === 'ready' && framed, true);

  if (!auth.ready) return <LoadingScreen context="auth" fullScreen />;
  if (!auth.isAuthenticated) return <SignInHere />;
  if (current.status === 'needs-signup') return <Redirect to="/signup" />;
  if (current.status === 'loading') return <LoadingScreen context="own-profile" fullScreen />;
  if (current.status === 'unavailable') {
    return (
      <Center mih="100dvh" p="md">
        <Stack align="center" ta="center" maw={420}>
          <Title order={1} size="h3">{intl.formatMessage(messages.unavailable)}</Title>
          <Text role="alert">{profileErrorMessage(current.error)}</Text>
          <Button onClick={current.retry}>{intl.formatMessage(messages.retry)}</Button>
        </Stack>
      </Center>
    );
  }
  if (!shown) return <LoadingScreen context="own-profile" fullScreen />;
  return children;
}
