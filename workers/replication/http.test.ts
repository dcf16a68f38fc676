import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRequestTimed, onServerBusy, requestJson } from './http';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('how long replication requests take', () => {
  it('is told for answered and for failed requests, and no longer once the listener is removed', async () => {
    const times: number[] = [];
    const stop = onRequestTimed((ms) => times.push(ms));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.stubGlobal('fetch', async () => {
      vi.advanceTimersByTime(6_000);
      return new Response('[]', { status: 200 });
    });
    await requestJson('http://x/pull', async () => null);
    vi.stubGlobal('fetch', async () => {
      vi.advanceTimersByTime(2_500);
      throw new TypeError('Failed to fetch');
    });
    await expect(requestJson('http://x/pull', async () => null)).rejects.toThrow('Failed to fetch');
    stop();
    await expect(requestJson('http://x/pull', async () => null)).rejects.toThrow();
    expect(times).toEqual([6_000, 2_500]);
  });
});

describe('a server that asks to be tried later', () => {
  it('is told with its message on a 503 or a 429, cleared by the next normal answer, and not told of other refusals', async () => {
    const heard: (string | null)[] = [];
    const stop = onServerBusy((message) => heard.push(message));
    const answer = (status: number, body: unknown) => vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers: { 'retry-after': '5' } }));
    answer(503, { error: 'database_unavailable', message: 'The database is busy: nothing of this request was stored. Try again in a moment.' });
    await expect(requestJson('http://x/push', async () => null)).rejects.toMatchObject({ status: 503, retryAfterMs: 5_000 });
    answer(429, { error: 'rate_limited', message: 'Too many requests' });
    await expect(requestJson('http://x/push', async () => null)).rejects.toMatchObject({ status: 429 });
    answer(403, { error: 'forbidden', message: 'Access denied' });
    await expect(requestJson('http://x/push', async () => null)).rejects.toMatchObject({ status: 403 });
    answer(200, []);
    await requestJson('http://x/push', async () => null);
    stop();
    answer(503, { error: 'database_unavailable', message: 'Busy again' });
    await expect(requestJson('http://x/push', async () => null)).rejects.toMatchObject({ status: 503 });
    expect(heard).toEqual(['The database is busy: nothing of this request was stored. Try again in a moment.', 'Too many requests', null]);
  });
});
