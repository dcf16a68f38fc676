import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { profileErrorMessage, userCreationErrorMessage } from './api-errors';

afterEach(() => vi.unstubAllGlobals());

describe('profile fetch messages', () => {
  it.each([
    [new ApiError(404, 'x'), 'User profile not found'],
    [new ApiError(403, 'x'), 'Access denied to user profile'],
    [new ApiError(401, 'x'), 'Authentication required'],
    [new ApiError(500, 'x'), 'Server error occurred while fetching profile'],
    [new ApiError(503, 'x'), 'Server error occurred while fetching profile'],
    [new ApiError(0, 'x', true), 'No internet connection'],
    [new ApiError(418, 'x'), 'Failed to fetch user profile'],
    [new Error('boom'), 'Failed to fetch user profile'],
  ])('%s reads %j', (error, message) => {
    expect(profileErrorMessage(error)).toBe(message);
  });
});

describe('user creation messages', () => {
  it.each([
    [new ApiError(400, 'x'), 'Invalid user data provided'],
    [new ApiError(500, 'x'), 'Server error occurred while creating/fetching user'],
    [new ApiError(0, 'x', true), 'No internet connection'],
    [new ApiError(409, 'x'), 'Failed to get current user'],
    [new TypeError('x'), 'Failed to get current user'],
  ])('%s reads %j', (error, message) => {
    expect(userCreationErrorMessage(error)).toBe(message);
  });

  it('says there is no connection whenever the browser is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(userCreationErrorMessage(new ApiError(500, 'x'))).toBe('No internet connection');
    expect(profileErrorMessage(new ApiError(404, 'x'))).toBe('No internet connection');
  });
});
