import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_HEADER, PROTOCOL_MISMATCH, PROTOCOL_VERSION } from '../../schemas/api';
import { forgetProtocolRefusal, onProtocolMismatch } from './protocol';
import { requestJson } from './http';
import { CONNECT_TIMEOUT_MS, openStream, SILENCE_MS } from './stream';

const handlers = () => ({ onMessage: vi.fn(), onConnected: vi.fn(), onDisconnected: vi.fn() });
const tokens = () => ({ getToken: async () => 't', refresh: async () => 't' });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  forgetProtocolRefusal();
});

describe('the live stream', () => {
  it('names the protocol version when it connects', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response('data: {"collection":"events","documents":[]}\n\n'));
    vi.stubGlobal('fetch', fetchMock);
    const on = handlers();
    const close = openStream('http://x/stream', tokens(), on);
    await vi.waitFor(() => expect(on.onMessage).toHaveBeenCalled());
    close();
    expect(new Headers(fetchMock.mock.calls[0]?.[1].headers).get(PROTOCOL_HEADER)).toBe(String(PROTOCOL_VERSION));
  });

  it('stops reconnecting for good when the server refuses its protocol version, and says so', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => Response.json({ error: PROTOCOL_MISMATCH, message: 'This app is out of date' }, { status: 409 }));
    vi.stubGlobal('fetch', fetchMock);
    const heard = vi.fn();
    onProtocolMismatch(heard);
    const on = handlers();
    const close = openStream('http://x/stream', tokens(), on);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('This app is out of date'));
    await vi.advanceTimersByTimeAsync(120_000);
    close();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(on.onConnected).not.toHaveBeenCalled();
  });

  it('keeps reconnecting after other failures', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => Response.json({ error: 'internal', message: 'down' }, { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    const close = openStream('http://x/stream', tokens(), handlers());
    await vi.advanceTimersByTimeAsync(10_000);
    close();
    expect(fetchMock.mock.calls.length).toBeGreaterThan(2);
  });

  /** A fetch whose body sends `: connected` and then nothing, or that never answers at all. */
  const silentServer = (answers: boolean) =>
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          if (!answers) return;
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode(': connected\n\n'));
              init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
            },
          });
          resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
        }),
    );

  it('drops a stream that stops hearing heartbeats, and connects again', async () => {
    vi.useFakeTimers();
    const fetchMock = silentServer(true);
    vi.stubGlobal('fetch', fetchMock);
    const on = handlers();
    const close = openStream('http://x/stream', tokens(), on);
    await vi.advanceTimersByTimeAsync(SILENCE_MS - 1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(on.onDisconnected).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000 + 1_000);
    close();
    expect(on.onDisconnected).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(on.onConnected).toHaveBeenCalledTimes(2);
  });

  it('gives up on a connection that never answers and tries again', async () => {
    vi.useFakeTimers();
    const fetchMock = silentServer(false);
    vi.stubGlobal('fetch', fetchMock);
    const on = handlers();
    const close = openStream('http://x/stream', tokens(), on);
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS + 1_500);
    close();
    expect(on.onDisconnected).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  /** A stream the server keeps open, sending `: connected` and then nothing. */
  const openBody = () => new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode(': connected\n\n')) });
  const bearerOf = (fetchMock: { mock: { calls: unknown[][] } }, call: number) => new Headers((fetchMock.mock.calls[call]?.[1] as RequestInit).headers).get('authorization');

  it('reconnects at once with a fresh token, and shows no break, when the server ends the stream because its token no longer holds', async () => {
    vi.useFakeTimers();
    const refused = ': connected\n\nevent: unauthorized\ndata: {"error":"unauthorized","message":"Token expired"}\n\n';
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(fetchMock.mock.calls.length === 1 ? refused : openBody()));
    vi.stubGlobal('fetch', fetchMock);
    const stale = { getToken: vi.fn(async () => 'expired'), refresh: vi.fn(async () => 'fresh') };
    const on = handlers();
    const close = openStream('http://x/stream', stale, on);
    await vi.advanceTimersByTimeAsync(10);
    close();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect([bearerOf(fetchMock, 0), bearerOf(fetchMock, 1)]).toEqual(['Bearer expired', 'Bearer fresh']);
    expect(stale.refresh).toHaveBeenCalledTimes(1);
    expect(on.onConnected).toHaveBeenCalledTimes(2);
    expect(on.onDisconnected).not.toHaveBeenCalled();
    expect(on.onMessage).not.toHaveBeenCalled();
  });

  it('asks for a fresh token when the server refuses the one it connected with', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      fetchMock.mock.calls.length === 1 ? Response.json({ error: 'unauthorized', message: 'Invalid or expired token' }, { status: 401 }) : new Response(openBody()),
    );
    vi.stubGlobal('fetch', fetchMock);
    const stale = { getToken: vi.fn(async () => 'expired'), refresh: vi.fn(async () => 'fresh') };
    const on = handlers();
    const close = openStream('http://x/stream', stale, on);
    await vi.advanceTimersByTimeAsync(1_500);
    close();
    expect([bearerOf(fetchMock, 0), bearerOf(fetchMock, 1)]).toEqual(['Bearer expired', 'Bearer fresh']);
    expect(on.onConnected).toHaveBeenCalledTimes(1);
  });

  it('keeps its token, and reports the break, when the server ends the stream for any other reason', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(fetchMock.mock.calls.length === 1 ? ': connected\n\n' : openBody()));
    vi.stubGlobal('fetch', fetchMock);
    const kept = { getToken: vi.fn(async () => 't'), refresh: vi.fn(async () => 'fresh') };
    const on = handlers();
    const close = openStream('http://x/stream', kept, on);
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(on.onDisconnected).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    close();
    expect(bearerOf(fetchMock, 1)).toBe('Bearer t');
    expect(kept.refresh).not.toHaveBeenCalled();
  });

  it('reconnects at once, not after its backed-off delay, when another request gets an answer from the server', async () => {
    vi.useFakeTimers();
    let streamUp = false;
    const fetchMock = vi.fn(async (url: string) => {
      if (url.endsWith('/pull')) return Response.json({ documents: [] });
      return streamUp ? new Response(': connected\n\n') : Response.json({ error: 'internal', message: 'down' }, { status: 503 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const on = handlers();
    const close = openStream('http://x/stream', tokens(), on);
    await vi.advanceTimersByTimeAsync(40_000); // failures back off towards 30 s between tries
    const triesBefore = fetchMock.mock.calls.length;
    streamUp = true;
    await requestJson('http://x/pull', async () => 't');
    await vi.advanceTimersByTimeAsync(50);
    close();
    expect(fetchMock.mock.calls.length).toBe(triesBefore + 2);
    expect(on.onConnected).toHaveBeenCalled();
  });
});
