import { describe, expect, it, vi } from 'vitest';
import { RequestError, retryAfterMs } from './http';
import { ProtocolMismatchError } from './protocol';
import { isPermanentFailure, retryDelay, withRetries } from './retry';

describe('the retry rules', () => {
  it('waits 1 s, then 2 s, doubling and never above 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it.each([
    [400, true], [403, true], [404, true], [409, true], [413, true], [422, true],
    [401, false], [408, false], [429, false], [500, false], [502, false], [503, false], [0, false],
  ])('a %i is permanent: %s', (status, permanent) => {
    expect(isPermanentFailure(new RequestError(status, 'x'))).toBe(permanent);
  });

  it('does not try again when the server refuses the protocol version', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const work = vi.fn(async () => {
      throw new ProtocolMismatchError('This app is out of date');
    });
    await expect(withRetries(work, { sleep })).rejects.toBeInstanceOf(ProtocolMismatchError);
    expect(work).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('makes 3 attempts in all on a server error, sleeping 1 s and 2 s between them', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const work = vi.fn(async () => {
      throw new RequestError(503, 'down');
    });
    await expect(withRetries(work, { sleep })).rejects.toMatchObject({ status: 503 });
    expect(work).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);
  });

  it('backs off as long as a 429 asks (Retry-After) and keeps the write for later instead of failing it', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const work = vi.fn().mockRejectedValueOnce(new RequestError(429, 'Too many changes at once', 7000)).mockResolvedValueOnce('ok');
    expect(await withRetries(work, { sleep })).toBe('ok');
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([7000]);
    expect(isPermanentFailure(new RequestError(429, 'slow down', 7000))).toBe(false);
  });

  it('reads Retry-After in seconds or as a date', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(retryAfterMs('12', now)).toBe(12_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });

  it('does not retry a 400', async () => {
    const work = vi.fn(async () => {
      throw new RequestError(400, 'bad');
    });
    await expect(withRetries(work, { sleep: async () => {} })).rejects.toMatchObject({ status: 400 });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('gets a fresh token after a 401 and tries again at once', async () => {
    const onUnauthorized = vi.fn(async () => {});
    const sleep = vi.fn(async (_ms: number) => {});
    const work = vi.fn().mockRejectedValueOnce(new RequestError(401, 'expired')).mockResolvedValueOnce('ok');
    expect(await withRetries(work, { sleep, onUnauthorized })).toBe('ok');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries a network failure (offline) like a server error', async () => {
    const work = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('ok');
    expect(await withRetries(work, { sleep: async () => {} })).toBe('ok');
  });
});
