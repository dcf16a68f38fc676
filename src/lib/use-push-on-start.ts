import { useEffect } from 'react';
import { ApiError } from './api-client';
import { checkPushAtStart } from './push';
import { useOnline } from './use-online';

/** 'waiting' until the check has run in this start of the app (or failed for want of a network). */
let check: 'waiting' | 'running' | 'done' = 'waiting';

/**
 * Once per start of the app, signed in and online: the server gets this device's push subscription
 * again if it changed (`checkPushAtStart`). Started offline, it runs when the network comes back; a
 * failure for another reason waits for the next start, so nothing is sent over and over.
 */
export function usePushOnStart(): void {
  const online = useOnline();
  useEffect(() => {
    if (!online || check !== 'waiting') return;
    check = 'running';
    checkPushAtStart().then(
      () => {
        check = 'done';
      },
      (error: unknown) => {
        const offline = (error instanceof ApiError && error.offline) || !navigator.onLine;
        check = offline ? 'waiting' : 'done';
        console.warn('Push subscription not checked at start', error);
      },
    );
  }, [online]);
}

