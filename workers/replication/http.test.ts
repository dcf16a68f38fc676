import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRequestTimed, requestJson } from './http';

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
