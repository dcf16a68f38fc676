import { defineMessages } from '../i18n/define-messages';
import { appIntl } from '../i18n/i18n-provider';
import { ApiError, apiClientMessages } from './api-client';
import { deviceOffline } from './device-offline';

/** The words of a failure, for a screen that tells the member what they can do about one. */
export const API_ERROR_MESSAGES = defineMessages({
  profileNotFound: { id: 'lib.apiErrors.profileNotFound', defaultMessage: 'User profile not found' },
  profileDenied: { id: 'lib.apiErrors.profileDenied', defaultMessage: 'Access denied to user profile' },
  signInRequired: { id: 'lib.apiErrors.signInRequired', defaultMessage: 'Authentication required' },
  profileServerError: { id: 'lib.apiErrors.profileServerError', defaultMessage: 'Server error occurred while fetching profile' },
  profileFailed: { id: 'lib.apiErrors.profileFailed', defaultMessage: 'Failed to fetch user profile' },
  userInvalid: { id: 'lib.apiErrors.userInvalid', defaultMessage: 'Invalid user data provided' },
  userServerError: { id: 'lib.apiErrors.userServerError', defaultMessage: 'Server error occurred while creating/fetching user' },
  userFailed: { id: 'lib.apiErrors.userFailed', defaultMessage: 'Failed to get current user' },
});

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : -1);
/** A call that failed for want of a network: the client said so, or the device says it is offline. */
export const isOffline = (error: unknown): boolean => (error instanceof ApiError && error.offline) || deviceOffline();

/** What a member is told when a profile cannot be fetched, in the language on screen. */
export function profileErrorMessage(error: unknown): string {
  const intl = appIntl();
  if (isOffline(error)) return intl.formatMessage(apiClientMessages.offline);
  const status = statusOf(error);
  if (status === 404) return intl.formatMessage(API_ERROR_MESSAGES.profileNotFound);
  if (status === 403) return intl.formatMessage(API_ERROR_MESSAGES.profileDenied);
  if (status === 401) return intl.formatMessage(API_ERROR_MESSAGES.signInRequired);
  if (status >= 500) return intl.formatMessage(API_ERROR_MESSAGES.profileServerError);
  return intl.formatMessage(API_ERROR_MESSAGES.profileFailed);
}

/** What a member is told when their account cannot be created, in the language on screen. */
export function userCreationErrorMessage(error: unknown): string {
  const intl = appIntl();
  if (isOffline(error)) return intl.formatMessage(apiClientMessages.offline);
  const status = statusOf(error);
  if (status === 400) return intl.formatMessage(API_ERROR_MESSAGES.userInvalid);
  if (status >= 500) return intl.formatMessage(API_ERROR_MESSAGES.userServerError);
  return intl.formatMessage(API_ERROR_MESSAGES.userFailed);
}
