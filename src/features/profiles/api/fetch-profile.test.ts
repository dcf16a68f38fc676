// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchProfile } from './fetch-profile';

const answer = (status: number, body: unknown = { message: 'no' }) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetching a profile that is not on this device', () => {
  it('asks the server for it by slug or id, URL-encoded', async () => {
    const fetchImpl = answer(200, { data: { id: 'grace-id', full_name: 'Grace Hopper', updatedAt: 1 } });
    expect(await fetchProfile('grace hopper', fetchImpl)).toEqual({ kind: 'found', user: { id: 'grace-id', full_name: 'Grace Hopper', updatedAt: 1 } });
    expect(String((fetchImpl.mock.calls[0] as unknown[])[0])).toMatch(/\/api\/v1\/resolve\/profiles\/grace%20hopper$/);
  });

  it.each([
    [404, 'User profile not found'],
    [403, 'Access denied to user profile'],
    [401, 'Authentication required'],
    [500, 'Server error occurred while fetching profile'],
    [503, 'Server error occurred while fetching profile'],
    [400, 'Failed to fetch user profile'],
    [418, 'Failed to fetch user profile'],
  ])('answers %i with %j', async (status, message) => {
    expect(await fetchProfile('grace-hopper', answer(status))).toEqual({ kind: 'error', message });
  });

  it("says 'No internet connection' when the device is offline", async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await fetchProfile('grace-hopper', fetchImpl)).toEqual({ kind: 'error', message: 'No internet connection' });
  });

  it('answers an answer without a profile with the generic message', async () => {
    expect(await fetchProfile('grace-hopper', answer(200, { data: null }))).toEqual({ kind: 'error', message: 'Failed to fetch user profile' });
  });

  it.each(['', '   '])("answers an empty id %j with 'User ID is required', asking nobody", async (id) => {
    const fetchImpl = answer(200);
    expect(await fetchProfile(id, fetchImpl)).toEqual({ kind: 'error', message: 'User ID is required' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
