import type { UserDoc } from '../../../../schemas/user.schema';
import { defineMessages } from '../../../i18n/define-messages';
import { appIntl } from '../../../i18n/i18n-provider';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client';
import { profileErrorMessage } from '../../../lib/api-errors';

/** A profile needs a non-empty id or slug to be fetched. */
export const FETCH_PROFILE_MESSAGES = defineMessages({
  idRequired: { id: 'profiles.fetch.idRequired', defaultMessage: 'User ID is required' },
});

/** What a member is told when a profile is asked for by no id or slug, in the language on screen. */
export const userIdRequired = () => appIntl().formatMessage(FETCH_PROFILE_MESSAGES.idRequired);

export type FetchedProfile = { kind: 'found'; user: UserDoc } | { kind: 'error'; message: string };

/**
 * A profile that is not on this device, asked of the server by slug or id. Never throws: a failure
 * comes back as the message the member is shown.
 */
export async function fetchProfile(slugOrId: string, fetchImpl?: typeof fetch): Promise<FetchedProfile> {
  const key = slugOrId.trim();
  if (!key) return { kind: 'error', message: userIdRequired() };
  try {
    const { data } = await apiRequest<ApiAnswer<'/resolve/profiles/{id}', 'get'>>('GET', `/resolve/profiles/${encodeURIComponent(key)}`, { fetchImpl });
    if (!data || typeof data.id !== 'string') return { kind: 'error', message: profileErrorMessage(new Error('An answer without a profile')) };
    return { kind: 'found', user: data };
  } catch (error) {
    return { kind: 'error', message: profileErrorMessage(error) };
  }
}
