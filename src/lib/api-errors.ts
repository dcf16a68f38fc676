import { ApiError } from './api-client';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : -1);
const isOffline = (error: unknown) => (error instanceof ApiError && error.offline) || (typeof navigator !== 'undefined' && !navigator.onLine);

/** What a member is told when a profile cannot be fetched. */
export function profileErrorMessage(error: unknown): string {
  if (isOffline(error)) return 'No internet connection';
  const status = statusOf(error);
  if (status === 404) return 'User profile not found';
  if (status === 403) return 'Access denied to user profile';
  if (status === 401) return 'Authentication required';
  if (status >= 500) return 'Server error occurred while fetching profile';
  return 'Failed to fetch user profile';
}

/** What a member is told when their account cannot be created. */
export function userCreationErrorMessage(error: unknown): string {
  if (isOffline(error)) return 'No internet connection';
  const status = statusOf(error);
  if (status === 400) return 'Invalid user data provided';
  if (status >= 500) return 'Server error occurred while creating/fetching user';
  return 'Failed to get current user';
}
