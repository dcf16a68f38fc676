import { useEffect, useState } from 'react';
import { useLanguage } from '../i18n/i18n-provider';
import { ApiError } from './api-client';
import { onIdle } from './on-idle';
import { checkPushAtStart } from './push';
import { useOnline } from './use-online';

/** 'waiting' until the check has run in this start of the app (or failed for want of a network). */
let check: 'waiting' | 'running' | 'done' = 'waiting';
/** The language the app showed when the check last ran: the pushes are written in it. */
let checkedIn: string | undefined;

/**
 * Once per start of the app, signed in and online, and again when the member picks another language:
 * the server gets this device's push subscription again if it changed, or if its pushes are written
 * in another language than the app shows (`checkPushAtStart`). Started offline, it runs when the
 * network comes back; a failure for another reason waits for the next start (or language), so nothing
 * is sent over and over.
 */
export function usePushOnStart(): void {
  const online = useOnline();
  const { tag } = useLanguage();
  // Counts the checks that ended: a language chosen while one ran gets its own after it.
  const [ended, setEnded] = useState(0);
  useEffect(() => {
    if (!online || check === 'running' || (check === 'done' && checkedIn === tag)) return;
    check = 'running';
    checkedIn = tag;
    // At an idle moment: it reads the device's storage and calls the server, and the screen the member
    // opened (the first protected one) comes first.
    onIdle(
      () =>
        void checkPushAtStart().then(
          () => {
            check = 'done';
            setEnded((count) => count + 1);
          },
          (error: unknown) => {
            const offline = (error instanceof ApiError && error.offline) || !navigator.onLine;
            check = offline ? 'waiting' : 'done';
            console.warn('Push subscription not checked at start', error);
            // Offline, it runs again when the network comes back (not at once, which would fail again).
            if (!offline) setEnded((count) => count + 1);
          },
        ),
      1_000,
    );
  }, [online, tag, ended]);
}
