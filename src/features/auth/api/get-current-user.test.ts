import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { checkIsNew, fetchCurrentUser, retryDelayMs } from './get-current-user';
import { createUser } from './create-user';

const noSleep = vi.fn(async () => {});

describe('fetching the current user', () => {
  it('sends a member without a profile to signup after one 404, with no retry', async () => {
    const request = vi.fn().mockRejectedValue(new ApiError(404, 'User profile not found'));
    expect(await fetchCurrentUser(request, noSleep)).toEqual({ kind: 'needs-signup' });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('retries a server error up to 3 times, backing off 1 s, 2 s, 4 s', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const request = vi.fn().mockRejectedValue(new ApiError(503, 'down'));
    expect((await fetchCurrentUser(request, sleep)).kind).toBe('failed');
    expect(request).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000]);
  });

  it('caps the back-off at 30 s', () => {
    expect([0, 1, 4, 5, 9].map(retryDelayMs)).toEqual([1000, 2000, 16000, 30000, 30000]);
  });

  it('gives up at once when offline or still unauthorised, keeping what the device knows', async () => {
    for (const error of [new ApiError(0, 'No internet connection', true), new ApiError(401, 'no')]) {
      const request = vi.fn().mockRejectedValue(error);
      expect(await fetchCurrentUser(request, noSleep)).toEqual({ kind: 'failed', error });
      expect(request).toHaveBeenCalledTimes(1);
    }
  });

  it('returns the profile when the server has it', async () => {
    const request = vi.fn().mockRejectedValueOnce(new ApiError(500, 'x')).mockResolvedValueOnce({ data: { id: 'u1', full_name: 'Ada' } });
    expect(await fetchCurrentUser(request, noSleep)).toEqual({ kind: 'found', user: { id: 'u1', full_name: 'Ada' } });
  });
});

describe('is this account new', () => {
  it('is new when data.user is empty, and not new when the check fails', async () => {
    expect(await checkIsNew('s', vi.fn().mockResolvedValue({ data: { user: null } }))).toBe(true);
    expect(await checkIsNew('s', vi.fn().mockResolvedValue({ data: { user: { id: 'u' } } }))).toBe(false);
    expect(await checkIsNew('s', vi.fn().mockRejectedValue(new ApiError(500, 'x')))).toBe(false);
  });
});

describe('creating the user', () => {
  it('requires the subject id before calling the server', async () => {
    const request = vi.fn();
    const payload = { step1: { fields_of_expertise: [], professional_background: '', can_help_with: '' }, step2: { interests: [] }, step3: { full_name: 'A B', linkedin_url: '' }, auth_id: ' ' };
    await expect(createUser(payload, request)).rejects.toThrow('Logto sub (user ID) is required');
    expect(request).not.toHaveBeenCalled();
  });
});
