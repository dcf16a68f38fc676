// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, setTokenSource } from './api-client';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => setTokenSource({ getToken: async () => null, refresh: async () => null }));

describe('the API client', () => {
  it('sends the bearer token and parses the answer', async () => {
    setTokenSource({ getToken: async () => 'token-1', refresh: async () => 'token-2' });
    const fetchImpl = vi.fn(async () => json(200, { data: 1 }));
    expect(await apiRequest('GET', '/users/me', { fetchImpl })).toEqual({ data: 1 });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
  });

  it('on a 401 refreshes the token once and retries once', async () => {
    const refresh = vi.fn(async () => 'fresh');
    setTokenSource({ getToken: async () => 'stale', refresh });
    const fetchImpl = vi.fn().mockResolvedValueOnce(json(401, { message: 'expired' })).mockResolvedValueOnce(json(200, { ok: true }));
    expect(await apiRequest('GET', '/users/me', { fetchImpl })).toEqual({ ok: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    const [, retry] = fetchImpl.mock.calls[1] as [URL, RequestInit];
    expect((retry.headers as Record<string, string>).authorization).toBe('Bearer fresh');
  });

  it('after a second 401 only logs and gives up, with no further refresh', async () => {
    const refresh = vi.fn(async () => 'fresh');
    setTokenSource({ getToken: async () => 'stale', refresh });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchImpl = vi.fn(async () => json(401, { message: 'no' }));
    await expect(apiRequest('GET', '/users/me', { fetchImpl })).rejects.toMatchObject({ status: 401 });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
  });

  it('goes without a token once getting one has taken 10 seconds, so the caller hears of the failure', async () => {
    vi.useFakeTimers();
    try {
      setTokenSource({ getToken: () => new Promise<string | null>(() => {}), refresh: () => new Promise<string | null>(() => {}) });
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const fetchImpl = vi.fn(async () => json(401, { message: 'Authentication required' }));
      const answer = apiRequest('GET', '/users/me', { fetchImpl }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(await answer).toMatchObject({ status: 401, message: 'Authentication required' });
      const [, first] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit];
      expect((first.headers as Record<string, string>).authorization).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns a network failure into an offline error', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiRequest('GET', '/users/me', { fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, offline: true });
  });

  it("carries the server's message on an error", async () => {
    const fetchImpl = vi.fn(async () => json(400, { error: 'bad_request', message: 'Invalid user data provided' }));
    await expect(apiRequest('POST', '/users/me', { fetchImpl, body: {} })).rejects.toMatchObject({ status: 400, message: 'Invalid user data provided' });
  });
});
