import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { map, of } from 'rxjs';
import type { AppDatabase } from '../../../local-store/open-database';
import { localWrite } from '../../components/local-write/local-write';
import { setInteraction } from '../../db/set-interaction';
import { useLiveQuery } from '../../db/use-live-query';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';
import { trackSessionStarred } from '../../lib/analytics';

const messages = defineMessages({
  notChanged: { id: 'agenda.schedule.notChanged', defaultMessage: 'Your schedule was not changed' },
});

const NONE: ReadonlySet<string> = new Set();
const NOTHING_TAPPED: ReadonlyMap<string, boolean> = new Map();

/** The sessions a member starred (their schedule) as this device stores them, as a set of session ids; empty for a guest. */
export function useStars(memberId: string | undefined) {
  const { data, loading } = useLiveQuery(
    (db) =>
      memberId
        ? db.interactions
            .find({ selector: { user_id: memberId, kind: 'star', active: true } })
            .$.pipe(map((docs) => new Set(docs.map((doc) => doc.target_id)) as ReadonlySet<string>))
        : of(NONE),
    [memberId],
  );
  return { starred: data ?? NONE, loading };
}

/** Stars a session for the member (or takes the star back); says whether it is starred now. */
export async function setStar(db: AppDatabase, memberId: string, sessionId: string, starred: boolean | 'toggle'): Promise<boolean> {
  return (await setInteraction(db, { kind: 'star', userId: memberId, targetId: sessionId, active: starred })).active;
}

/** What a schedule shows: the stored stars, with the taps whose writes are not stored yet laid over them. */
export function withTaps(stored: ReadonlySet<string>, tapped: ReadonlyMap<string, boolean>): ReadonlySet<string> {
  if (tapped.size === 0) return stored;
  const shown = new Set(stored);
  for (const [sessionId, starred] of tapped) {
    if (starred) shown.add(sessionId);
    else shown.delete(sessionId);
  }
  return shown;
}

/**
 * The member's schedule and its star toggle. A tap shows at once: the star changes in the frame of the
 * tap, while the write is stored on the device (and synced later); it stays shown until the stored
 * schedule agrees (or while a full device keeps the write to try again), and goes back, with a message,
 * if the device could not write it at all.
 */
export function useSchedule(memberId: string | undefined) {
  const { starred: stored, loading } = useStars(memberId);
  const [tapped, setTapped] = useState(NOTHING_TAPPED);
  const starred = useMemo(() => withTaps(stored, tapped), [stored, tapped]);
  // Read by taps between renders: the taps and the stored stars as they are now.
  const tapsNow = useRef(tapped);
  const storedNow = useRef(stored);
  storedNow.current = stored;
  const writes = useRef<Promise<unknown>>(Promise.resolve());
  const changeTaps = useCallback((change: (taps: ReadonlyMap<string, boolean>) => ReadonlyMap<string, boolean>) => {
    const next = change(tapsNow.current);
    if (next === tapsNow.current) return;
    tapsNow.current = next;
    setTapped(next);
  }, []);
  const forget = useCallback(
    (sessionId: string, star: boolean) => changeTaps((taps) => (taps.get(sessionId) === star ? new Map([...taps].filter(([id]) => id !== sessionId)) : taps)),
    [changeTaps],
  );
  // A tap is forgotten once the stored schedule says the same.
  useEffect(() => {
    changeTaps((taps) => {
      const settled = [...taps].filter(([sessionId, star]) => stored.has(sessionId) === star);
      return settled.length === 0 ? taps : new Map([...taps].filter(([sessionId, star]) => stored.has(sessionId) !== star));
    });
  }, [stored, changeTaps]);
  const toggle = useCallback(
    async (sessionId: string, eventId: string) => {
      if (!memberId) return undefined;
      // The state the member sees is the one they change: quick taps alternate as shown, and end where the last left it.
      const star = !withTaps(storedNow.current, tapsNow.current).has(sessionId);
      // The tapped button shows it at once (star-button.tsx): what else shows the schedule follows in a transition.
      startTransition(() => changeTaps((taps) => new Map(taps).set(sessionId, star)));
      // One write after another: two at once would both read the star before either wrote it.
      const write = writes.current.then(() => localWrite((db) => setStar(db, memberId, sessionId, star), { failure: appIntl().formatMessage(messages.notChanged) }));
      writes.current = write.then(() => undefined);
      const result = await write;
      if (result.stored) trackSessionStarred(sessionId, eventId, result.value);
      // Not written at all: the star goes back (the member was told). Kept for lack of space, it stays shown
      // while the page tries again. Stored, and the schedule read says so already (quick taps that end where
      // they began are read once, or not at all): nothing is left to wait for.
      if (result.stored ? storedNow.current.has(sessionId) === star : !result.kept) forget(sessionId, star);
      return result;
    },
    [memberId, changeTaps, forget],
  );
  return { starred, loading, toggle };
}
