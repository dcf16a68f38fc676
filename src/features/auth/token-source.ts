import type { TokenSource } from '../../lib/api-client';
import { saveReturnPath } from './return-path';
import { isInvalidGrant, logtoClient } from './logto';
import { forgetIssuerSessionOpen, signInOptions } from './sign-in-options';

const RESTARTED_KEY = 'meetverse.signInRestarted';

/** Starts sign-in at the issuer, registration screen first. */
export async function startSignIn(returnPath?: string): Promise<void> {
  if (returnPath) saveReturnPath(returnPath);
  await logtoClient()?.signIn(signInOptions());
}

/**
 * Starts sign-in from the page on screen, which the member comes back to afterwards. The address is read
 * at the tap: a screen that offered sign-in need not follow the address (and draw itself again on every
 * navigation away) to know it.
 */
export function startSignInHere(): Promise<void> {
  return startSignIn(location.pathname + location.search + location.hash);
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
  forgetIssuerSessionOpen();
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
