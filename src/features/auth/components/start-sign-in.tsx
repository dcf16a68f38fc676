import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadingScreen } from '../../../components/loading-screen/loading-screen';
import { defineMessages } from '../../../i18n/define-messages';
import { startSignIn } from '../token-source';

const messages = defineMessages({
  offlineTitle: { id: 'auth.signInStart.offlineTitle', defaultMessage: 'You need a connection to sign in' },
  failedTitle: { id: 'auth.signInStart.failedTitle', defaultMessage: 'Sign-in could not start' },
  offline: {
    id: 'auth.signInStart.offline',
    defaultMessage: 'Connect to the internet and we will take you to sign-in. Events you have already seen work offline.',
  },
  failed: { id: 'auth.signInStart.failed', defaultMessage: 'Please try again in a moment. ({reason})' },
  retry: { id: 'auth.signInStart.retry', defaultMessage: 'Try again' },
  browse: { id: 'auth.signInStart.browse', defaultMessage: 'Browse events' },
});

export type SignInStart = { state: 'starting' } | { state: 'offline' } | { state: 'failed'; message: string };

/** A network failure reaching the issuer, as fetch reports it in the browsers we support. */
const isNetworkError = (error: unknown) => error instanceof TypeError || !navigator.onLine;

/**
 * Starts sign-in at once, or says why it cannot: with no connection the issuer cannot be reached,
 * and spinning would look like it is trying. It tries again by itself when the browser is back online.
 */
export function useSignInStart(returnPath?: string): { start: SignInStart; retry: () => void } {
  const [start, setStart] = useState<SignInStart>(() => (navigator.onLine ? { state: 'starting' } : { state: 'offline' }));
  const returnTo = useRef(returnPath);
  const attempt = useCallback(() => {
    if (!navigator.onLine) {
      setStart({ state: 'offline' });
      return;
    }
    setStart({ state: 'starting' });
    startSignIn(returnTo.current).catch((error: unknown) => {
      console.warn('Sign-in could not start', error);
      setStart(isNetworkError(error) ? { state: 'offline' } : { state: 'failed', message: error instanceof Error ? error.message : String(error) });
    });
  }, []);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    attempt();
  }, [attempt]);
  useEffect(() => {
    if (start.state === 'starting') return undefined;
    addEventListener('online', attempt);
    return () => removeEventListener('online', attempt);
  }, [attempt, start.state]);
  return { start, retry: attempt };
}

/** What a visitor sees when sign-in cannot start: the reason, a retry, and the pages that work offline. */
export function SignInUnavailable({ start, retry, fullScreen = true }: { start: Exclude<SignInStart, { state: 'starting' }>; retry: () => void; fullScreen?: boolean }) {
  const intl = useIntl();
  return (
    <Center mih={fullScreen ? '100dvh' : undefined} p="md">
      <Stack align="center" ta="center" maw={420} gap="sm" data-testid="sign-in-unavailable">
        <img src="/logo.svg" alt="" width={64} height={64} />
        <Title order={2} size="h3">{intl.formatMessage(start.state === 'offline' ? messages.offlineTitle : messages.failedTitle)}</Title>
        <Text role="alert" c="dimmed">
          {start.state === 'offline' ? intl.formatMessage(messages.offline) : intl.formatMessage(messages.failed, { reason: start.message })}
        </Text>
        <Button onClick={retry}>{intl.formatMessage(messages.retry)}</Button>
        <Anchor component={Link} to="/events">{intl.formatMessage(messages.browse)}</Anchor>
      </Stack>
    </Center>
  );
}

/** Sends a signed-out visitor to the issuer, registration first, keeping where they wanted to go. */
export function StartSignIn({ returnPath, fullScreen = true }: { returnPath?: string; fullScreen?: boolean }) {
  const { start, retry } = useSignInStart(returnPath);
  if (start.state === 'starting') return <LoadingScreen context="auth" fullScreen={fullScreen} />;
  return <SignInUnavailable start={start} retry={retry} fullScreen={fullScreen} />;
}
