import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_HEADER, PROTOCOL_MISMATCH, PROTOCOL_VERSION } from '../../schemas/api';
import { forgetProtocolRefusal, onProtocolMismatch } from './protocol';
import { openStream } from './stream';

const handlers = () => ({ onMessage: vi.fn(), onConnected: vi.fn(), onDisconnected: vi.fn() });

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
    const close = openStream('http://x/stream', async () => 't', on);
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
    const close = openStream('http://x/stream', async () => 't', on);
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
    const close = openStream('http://x/stream', async () => 't', handlers());
    await vi.advanceTimersByTimeAsync(10_000);
    close();
    expect(fetchMock.mock.calls.length).toBeGreaterThan(2);
  });
});
