import type { TokenSource } from '../../lib/api-client';
import { saveReturnPath } from './return-path';
import { Prompt } from '@logto/browser';
import { isInvalidGrant, logtoClient } from './logto';

const RESTARTED_KEY = 'meetverse.signInRestarted';
// Set when a logout could not reach the issuer: its session there may still be open, and the next
// sign-in on this device must ask who is signing in rather than let the last member straight back in.
const ISSUER_SESSION_OPEN_KEY = 'meetverse.issuerSessionOpen';

export function markIssuerSessionOpen(): void {
  localStorage.setItem(ISSUER_SESSION_OPEN_KEY, '1');
}

export const redirectUri = () => `${location.origin}/callback`;

/** Starts sign-in at the issuer, registration screen first. */
export async function startSignIn(returnPath?: string): Promise<void> {
  if (returnPath) saveReturnPath(returnPath);
  const forceLogin = localStorage.getItem(ISSUER_SESSION_OPEN_KEY) !== null;
  await logtoClient()?.signIn({
    redirectUri: redirectUri(),
    firstScreen: 'register',
    interactionMode: 'signUp',
    ...(forceLogin ? { prompt: [Prompt.Login, Prompt.Consent] } : {}),
  });
}

/** An invalid refresh grant clears the tokens and restarts sign-in, once. */
async function restartSignInOnce(): Promise<void> {
  const client = logtoClient();
  await client?.clearAllTokens();
  if (sessionStorage.getItem(RESTARTED_KEY)) return;
  sessionStorage.setItem(RESTARTED_KEY, String(Date.now()));
  await startSignIn(location.pathname + location.search);
}

export function markSignInCompleted(): void {
  sessionStorage.removeItem(RESTARTED_KEY);
  localStorage.removeItem(ISSUER_SESSION_OPEN_KEY);
}

/**
 * Access tokens for the API resource. Any token error lets the request go ahead without a token
 * ('Not authenticated' or any other): offline, a failed refresh never signs anyone out; the request simply waits for a token.
 */
export function createTokenSource(apiResource: string): TokenSource {
  const getToken = async () => {
    const client = logtoClient();
    if (!client || !(await client.isAuthenticated())) return null;
    try {
      return await client.getAccessToken(apiResource);
    } catch (error) {
      if (isInvalidGrant(error)) await restartSignInOnce();
      return null;
    }
  };
  return {
    getToken,
    refresh: async () => {
      await logtoClient()?.clearAccessToken();
      return getToken();
    },
  };
}
