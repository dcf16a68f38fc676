import { liveUrl, parseLiveSnapshot, type LiveFollow, type LiveSnapshot } from './live-snapshot';

/** 'live' while the stream is open and has answered; 'down' once it dropped, until it answers again. */
export type LiveConnectionState = 'connecting' | 'live' | 'down';

export type LiveCallbacks = {
  onSnapshot: (snapshot: LiveSnapshot) => void;
  onState: (state: LiveConnectionState) => void;
  /** The server says the event does not exist (any more). */
  onGone: () => void;
};

export type LiveEnvironment = {
  EventSource: { new (url: string): EventSource; readonly CLOSED: number };
  fetch: typeof fetch;
  /** Where 'online' and 'offline' are announced. */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** How long to wait before asking again after the stream gave up. */
  recheckMs: number;
};

/** After an answer that is not a stream (a proxy's error page, say), the screen asks again this often. */
export const LIVE_RECHECK_MS = 5_000;

/**
 * Keeps an event's live stream open for as long as the screen shows it: EventSource reconnects by
 * itself after a drop (at the server's retry delay), the browser coming back online reconnects at
 * once, and when the stream gives up for good (an answer that is not a stream) the snapshot is asked
 * for plainly every few seconds until the stream can open again. Returns what stops it all.
 */
export function connectLive(slugOrId: string, callbacks: LiveCallbacks, environment?: Partial<LiveEnvironment>, follow?: LiveFollow): () => void {
  // The browser's own, unless a test gives others.
  const env: LiveEnvironment = {
    EventSource: environment?.EventSource ?? EventSource,
    fetch: environment?.fetch ?? ((...args) => fetch(...args)),
    events: environment?.events ?? window,
    recheckMs: environment?.recheckMs ?? LIVE_RECHECK_MS,
  };
  let source: EventSource | undefined;
  let recheck: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // The first plain ask after the stream gave up goes at once (a 404 shows without waiting).
  let asked = false;
  let state: LiveConnectionState = 'connecting';

  const setState = (next: LiveConnectionState) => {
    if (next === state) return;
    state = next;
    callbacks.onState(next);
  };

  const take = (data: unknown): boolean => {
    try {
      callbacks.onSnapshot(parseLiveSnapshot(data));
      return true;
    } catch (error) {
      console.warn('The big screen ignored a live update it cannot read', error);
      return false;
    }
  };

  function open() {
    clearTimeout(recheck);
    recheck = undefined;
    source?.close();
    const current = new env.EventSource(liveUrl(slugOrId, true, follow));
    source = current;
    current.addEventListener('snapshot', (event) => {
      if (source !== current) return;
      let data: unknown;
      try {
        data = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        data = undefined;
      }
      if (!take(data)) return;
      asked = false;
      setState('live');
    });
    current.addEventListener('gone', () => {
      if (source !== current) return;
      stop();
      callbacks.onGone();
    });
    current.addEventListener('error', () => {
      if (source !== current) return;
      setState('down');
      if (current.readyState === env.EventSource.CLOSED) scheduleRecheck();
    });
  }

  function scheduleRecheck() {
    if (stopped || recheck !== undefined) return;
    recheck = setTimeout(() => void check(), asked ? env.recheckMs : 0);
    asked = true;
  }

  async function check() {
    recheck = undefined;
    try {
      const response = await env.fetch(liveUrl(slugOrId, false, follow), { headers: { accept: 'application/json' }, cache: 'no-store' });
      if (stopped) return;
      if (response.status === 404) {
        stop();
        callbacks.onGone();
        return;
      }
      if (!response.ok) throw new Error(`The live snapshot answered ${response.status}`);
      take(((await response.json()) as { data?: unknown }).data);
      if (!stopped) open();
    } catch {
      scheduleRecheck();
    }
  }

  const onOnline = () => {
    if (!stopped && state !== 'live') open();
  };
  const onOffline = () => setState('down');

  function stop() {
    stopped = true;
    clearTimeout(recheck);
    recheck = undefined;
    source?.close();
    source = undefined;
    env.events.removeEventListener('online', onOnline);
    env.events.removeEventListener('offline', onOffline);
  }

  env.events.addEventListener('online', onOnline);
  env.events.addEventListener('offline', onOffline);
  open();
  return stop;
}
