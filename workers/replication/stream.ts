import { STREAM_HEARTBEAT_MS, STREAM_UNAUTHORIZED_EVENT as UNAUTHORIZED_EVENT, type ApiError, type StreamMessage } from '../../schemas/api';
import { onServerAnswered, type TokenGetter } from './http';
import { isProtocolMismatch, ProtocolMismatchError, protocolHeader, refuseProtocol, throwIfProtocolRefused } from './protocol';
import { createSseParser } from './sse';

/** A token for each connection, and a fresh one once the server said the last one no longer holds. */
export type StreamTokens = { getToken: TokenGetter; refresh: TokenGetter };

export type StreamHandlers = {
  onMessage: (message: StreamMessage) => void;
  /** Called on every (re)connect: whatever happened while we were away must be pulled. */
  onConnected: () => void;
  onDisconnected: () => void;
};

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000; // Reconnecting backs off, never above 30 s
/** A stream that has not answered within this is dropped and tried again. */
export const CONNECT_TIMEOUT_MS = 15_000;
/** The server sends a heartbeat every STREAM_HEARTBEAT_MS: two missed ones mean the stream is dead. */
export const SILENCE_MS = STREAM_HEARTBEAT_MS * 2 + 5_000;

/**
 * Keeps the live stream open with fetch, so the token travels in a header and never in a URL.
 * Reconnects with doubling delays, at once when the browser comes online or another request gets an
 * answer from the server; drops a stream that stops hearing heartbeats (a connection a network left
 * half open reads nothing, for ever). A token the server refused, at connection or by ending the
 * stream, is never sent again: the next connection asks for a fresh one; a stream the server ended
 * for its token reconnects at once, and the member sees no break. Returns a function that closes it
 * for good.
 */
export function openStream(url: string, tokens: StreamTokens, handlers: StreamHandlers): () => void {
  let stopped = false;
  let controller: AbortController | undefined;
  let delay = FIRST_DELAY_MS;
  let wake: (() => void) | undefined;
  let refused = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const reconnectNow = () => {
    delay = FIRST_DELAY_MS;
    wake?.();
  };
  globalThis.addEventListener?.('online', reconnectNow);
  // Only a sleeping loop has a `wake`; a connected stream is left alone.
  const stopHearing = onServerAnswered(reconnectNow);

  /** One connection, until it ends: true when the server ended it for its token. */
  async function connectOnce(): Promise<boolean> {
    throwIfProtocolRefused();
    const attempt = new AbortController();
    controller = attempt;
    let watchdog = setTimeout(() => attempt.abort(), CONNECT_TIMEOUT_MS);
    const heard = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => attempt.abort(), SILENCE_MS);
    };
    try {
      const token = await (refused ? tokens.refresh() : tokens.getToken());
      refused = false;
      const response = await fetch(url, {
        headers: { accept: 'text/event-stream', ...protocolHeader, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        signal: attempt.signal,
        cache: 'no-store',
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as ApiError | null;
        if (isProtocolMismatch(body)) throw refuseProtocol(body?.message ?? 'This app is out of date');
        refused = response.status === 401;
      }
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      heard();
      delay = FIRST_DELAY_MS;
      handlers.onConnected();
      const parse = createSseParser((data, event) => {
        if (event === UNAUTHORIZED_EVENT) refused = true;
        else handlers.onMessage(JSON.parse(data) as StreamMessage);
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return refused;
        heard();
        parse(value);
      }
    } finally {
      clearTimeout(watchdog);
    }
  }

  void (async () => {
    while (!stopped) {
      let endedForToken = false;
      try {
        endedForToken = await connectOnce();
      } catch (error) {
        // Another protocol version: no reconnection can succeed until the app is reloaded.
        if (error instanceof ProtocolMismatchError) return;
        // Offline, server gone or stream cut: try again after the delay.
      }
      if (stopped) break;
      // Only a failure to reconnect shows: the connection with a fresh token resyncs what it missed.
      if (endedForToken) continue;
      handlers.onDisconnected();
      await sleep(delay);
      wake = undefined;
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  })();

  return () => {
    stopped = true;
    globalThis.removeEventListener?.('online', reconnectNow);
    stopHearing();
    controller?.abort();
    wake?.();
  };
}
