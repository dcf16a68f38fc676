import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useHandleSignInCallback } from '@logto/react';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { LoadingScreen } from '../../../components/loading-screen/loading-screen';
import { defineMessages } from '../../../i18n/define-messages';
import { setCurrentUser } from '../../../member/member-store';
import { checkIsNew, fetchCurrentUser } from '../api/get-current-user';
import { logtoClient } from '../logto';
import { isReturnableIn } from '../../../components/app-shell/screen-facts';
import { peekReturnPath, takeReturnPath } from '../return-path';
import { markSignInCompleted } from '../token-source';
import { nextTask } from '../../../../local-store/next-task';
import { preloadScreen } from '../screen-files';

const messages = defineMessages({
  failed: { id: 'auth.callback.failed', defaultMessage: 'Sign-in did not finish' },
  retry: { id: 'auth.callback.retry', defaultMessage: 'Try again' },
});

/** /callback: finishes sign-in, then signup for a new account or back to where the member was going. */
export function SignInCallback() {
  const intl = useIntl();
  const navigate = useNavigate();
  const router = useRouter();
  const afterSignIn = useCallback(async () => {
    markSignInCompleted();
    const returnable = (path: string) => isReturnableIn(router, path);
    // Each step in a task of its own after the tokens' handling: asking for the landing screen's files
    // adds a link to the page for each (about 20 for /home), and reading the ID token verifies it; in
    // one task with the tokens' handling they held a phone's main thread for over 100 ms.
    await nextTask();
    // The screen the member lands on loads its code while the profile is asked for, so the landing
    // itself renders without fetching it. Its files are asked for a few per task first: the router's
    // preload asks for all it has not yet in one task.
    const to = peekReturnPath({ returnable }) ?? '/home';
    await preloadScreen(new URL(to, location.origin).pathname);
    const landing = router.preloadRoute({ to }).catch(() => undefined);
    await nextTask();
    const claims = await logtoClient()?.getIdTokenClaims();
    if (claims?.sub && (await checkIsNew(claims.sub))) {
      await navigate({ to: '/signup', replace: true });
      return;
    }
    const result = await fetchCurrentUser();
    if (result.kind === 'needs-signup') {
      await navigate({ to: '/signup', replace: true });
      return;
    }
    await landing;
    // The member and the landing screen each render in a task of their own: both render at once, as
    // stores do, and together they held a phone's main thread for over 50 ms.
    if (result.kind === 'found') {
      setCurrentUser(result.user);
      await nextTask();
    }
    await navigate({ to: takeReturnPath({ returnable }) ?? '/home', replace: true });
  }, [navigate, router]);
  const { error } = useHandleSignInCallback(() => void afterSignIn());

  if (error) {
    return (
      <Center mih="100dvh" p="md">
        <Stack align="center" ta="center" maw={420}>
          <Title order={1} size="h3">{intl.formatMessage(messages.failed)}</Title>
          <Text role="alert">{error.message}</Text>
          <Anchor component={Link} to="/hi">{intl.formatMessage(messages.retry)}</Anchor>
        </Stack>
      </Center>
    );
  }
  return <LoadingScreen callToAction fullScreen />;
}
