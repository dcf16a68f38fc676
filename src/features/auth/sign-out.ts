import { getDatabase } from '../../db/database';
import { trackLoggedOut } from '../../lib/analytics';
import { stopSync } from '../../lib/sync-client';
import { hasUnsavedDraft } from '../../lib/question-draft';
import { setCurrentUser } from './auth-store';
import { logtoClient } from './logto';

/** SPEC 8: what cancelling a logout to keep a draft raises. */
export class LogoutCancelledError extends Error {
  constructor() {
    super('User cancelled logout to preserve unsaved draft');
    this.name = 'LogoutCancelledError';
  }
}

// Configuration that is not anyone's data survives a logout.
const KEPT = new Set(['meetverse.clientConfig']);

function clearPrefixed(storage: Storage) {
  for (const key of Object.keys(storage)) if (key.startsWith('meetverse.') && !KEPT.has(key)) storage.removeItem(key);
}

/**
 * SPEC 4: wipes stored auth and app state, the local database (cached chats, the offline queue,
 * everything synced), profile notes, modal flags and session markers: the next member on this
 * phone sees nothing of the last one.
 */
export async function wipeLocalData(): Promise<void> {
  setCurrentUser(null);
  await stopSync().catch(() => {});
  await getDatabase()
    .then((db) => db.remove())
    .catch((error: unknown) => console.warn('Could not remove the local database', error));
  clearPrefixed(localStorage);
  clearPrefixed(sessionStorage);
}

export { hasUnsavedDraft };

/**
 * Logs out: local clean-up first, then sign-out at the issuer, which comes back to /logout-callback.
 * If the issuer cannot be reached the tokens are dropped locally and the member goes to / (SPEC 4, 8).
 */
export async function logOut(navigateHome: () => void): Promise<void> {
  trackLoggedOut();
  await wipeLocalData();
  const client = logtoClient();
  try {
    if (!client) throw new Error('sign-in is not ready');
    await client.signOut(`${location.origin}/logout-callback`);
  } catch (error) {
    console.warn('Sign-out at the issuer failed; signed out on this device', error);
    await client?.clearAllTokens().catch(() => {});
    navigateHome();
  }
}
