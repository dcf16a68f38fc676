import type { ApiError, StreamMessage } from '../../schemas/api';
import type { TokenGetter } from './http';
import { isProtocolMismatch, ProtocolMismatchError, protocolHeader, refuseProtocol, throwIfProtocolRefused } from './protocol';
import { createSseParser } from './sse';

export type StreamHandlers = {
  onMessage: (message: StreamMessage) => void;
  /** Called on every (re)connect: whatever happened while we were away must be pulled. */
  onConnected: () => void;
  onDisconnected: () => void;
};

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000; // Reconnecting backs off, never above 30 s

/**
 * Keeps the live stream open with fetch, so the token travels in a header and never in a URL.
 * Reconnects with doubling delays; returns a function that closes it for good.
 */
export function openStream(url: string, getToken: TokenGetter, handlers: StreamHandlers): () => void {
  let stopped = false;
  let controller: AbortController | undefined;
  let delay = FIRST_DELAY_MS;
  let wake: (() => void) | undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const onOnline = () => {
    delay = FIRST_DELAY_MS;
    wake?.();
  };
  globalThis.addEventListener?.('online', onOnline);

  async function connectOnce() {
    throwIfProtocolRefused();
    controller = new AbortController();
    const token = await getToken();
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...protocolHeader, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal: controller.signal,
      cache: 'no-store',
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as ApiError | null;
      if (isProtocolMismatch(body)) throw refuseProtocol(body?.message ?? 'This app is out of date');
    }
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
    delay = FIRST_DELAY_MS;
    handlers.onConnected();
    const parse = createSseParser((data) => handlers.onMessage(JSON.parse(data) as StreamMessage));
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parse(value);
    }
  }

  void (async () => {
    while (!stopped) {
      try {
        await connectOnce();
      } catch (error) {
        // Another protocol version: no reconnection can succeed until the app is reloaded.
        if (error instanceof ProtocolMismatchError) return;
        // Offline, server gone or stream cut: try again after the delay.
      }
      if (stopped) break;
      handlers.onDisconnected();
      await sleep(delay);
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  })();

  return () => {
    stopped = true;
    globalThis.removeEventListener?.('online', onOnline);
    controller?.abort();
    wake?.();
  };
}
