import { getDatabase } from '../../db/database';
import { trackLoggedOut } from '../../lib/analytics';
import { stopSync } from '../../lib/sync-client';
import { hasUnsavedDraft } from '../../lib/question-draft';
import { setCurrentUser } from '../../member/member-store';
import { logtoClient } from './logto';
import { markIssuerSessionOpen } from './sign-in-options';
import { PICTURE_CACHE } from '../../lib/picture-cache';
import { forgetRenewal, stopPushAtSignOut } from '../../lib/push';

/** What cancelling a logout to keep a draft raises. */
export class LogoutCancelledError extends Error {
  constructor() {
    super('User cancelled logout to preserve unsaved draft');
    this.name = 'LogoutCancelledError';
  }
}

// Settings of the device, not of the member: the server's client configuration, the chosen region and the device's id (door scans name the phone).
const KEPT = new Set(['meetverse.clientConfig', 'meetverse.region', 'meetverse.deviceId']);

function clearPrefixed(storage: Storage) {
  for (const key of Object.keys(storage)) if (key.startsWith('meetverse.') && !KEPT.has(key)) storage.removeItem(key);
}

/**
 * Wipes stored auth and app state, the local database (cached chats, the offline queue,
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
  // Pictures kept for offline belong to the member's data too.
  await globalThis.caches?.delete(PICTURE_CACHE).catch(() => false);
  // And the proof of this device's push subscription, with which the service worker renews it.
  await forgetRenewal();
}

export { hasUnsavedDraft };

/** A full page load: the sign-in SDK's state in memory still holds the member until the page is new. */
const leaveTo = (path: string) => location.replace(path);

/**
 * Logs out: local clean-up first, then sign-out at the issuer, which comes back to /logout-callback.
 * Offline, or if the issuer cannot be reached, the tokens are dropped here and the member goes to /
 * on a fresh page, so nothing of the signed-in state is left to strand the app.
 */
export async function logOut(leave: (path: string) => void = leaveTo): Promise<void> {
  trackLoggedOut();
  // While the token still holds: this device gets none of the member's pushes from now on.
  await stopPushAtSignOut();
  await wipeLocalData();
  const client = logtoClient();
  try {
    if (!client) throw new Error('sign-in is not ready');
    if (!navigator.onLine) throw new Error('offline');
    await client.signOut(`${location.origin}/logout-callback`);
  } catch (error) {
    console.warn('Sign-out at the issuer failed; signed out on this device', error);
    await client?.clearAllTokens().catch(() => {});
    markIssuerSessionOpen();
    leave('/');
  }
}
