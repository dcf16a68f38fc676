import { useEffect, useRef, useState } from 'react';
import { connectLive, type LiveConnectionState, type LiveEnvironment } from './live-connection';
import type { LiveFollow, LiveSnapshot } from './live-snapshot';
import { readCachedSnapshot, writeCachedSnapshot, type CachedSnapshot } from './snapshot-cache';
import { firstVisitLive } from '../hooks/first-visit';

export type LiveSnapshotState = {
  /** The latest snapshot: from the stream, or kept on this device from the last time. */
  snapshot: LiveSnapshot | null;
  /** Until when the snapshot was known to be current (received, or the stream was still open). */
  confirmedAt: number | null;
  connection: LiveConnectionState;
  /** The server said there is no such event. */
  gone: boolean;
};

/** `follow`: 'agenda' shows the questions of the session on now (the organiser's choice, in the screen's address). */
type Options = { environment?: Partial<LiveEnvironment>; storage?: Storage; now?: () => number; follow?: LiveFollow | undefined };

/**
 * An event's big-screen data, live: the kept snapshot at once (so a reload with no network shows the
 * room what it last saw), then the stream's, each kept again for next time.
 */
export function useLiveSnapshot(slugOrId: string, { environment, storage, now = Date.now, follow }: Options = {}): LiveSnapshotState {
  const [state, setState] = useState<LiveSnapshotState>(() => {
    const kept = readCachedSnapshot(slugOrId, storage);
    // Else a first visit's page brings the snapshot the server rendered it with.
    return { snapshot: kept?.snapshot ?? firstVisitLive(slugOrId) ?? null, confirmedAt: kept?.confirmedAt ?? null, connection: 'connecting', gone: false };
  });
  // The options are read when the connection opens; a new object each render must not reconnect.
  const options = useRef({ environment, storage, now });

  useEffect(() => {
    const { environment: env, storage: store, now: clock } = options.current;
    let kept: CachedSnapshot | null = readCachedSnapshot(slugOrId, store);
    let connection: LiveConnectionState = 'connecting';
    const keep = (entry: CachedSnapshot) => {
      kept = entry;
      writeCachedSnapshot(slugOrId, entry, store);
    };
    return connectLive(
      slugOrId,
      {
        onSnapshot(snapshot) {
          const entry = { snapshot, confirmedAt: clock() };
          keep(entry);
          setState((before) => ({ ...before, ...entry, gone: false }));
        },
        onState(next) {
          // Up to the moment the stream dropped, what it said was current.
          if (connection === 'live' && next !== 'live' && kept) keep({ ...kept, confirmedAt: clock() });
          connection = next;
          const confirmedAt = kept?.confirmedAt ?? null;
          setState((before) => ({ ...before, connection: next, confirmedAt }));
        },
        onGone() {
          setState((before) => ({ ...before, gone: true, connection: 'down' }));
        },
      },
      env,
      follow,
    );
  }, [slugOrId, follow]);

  return state;
}
