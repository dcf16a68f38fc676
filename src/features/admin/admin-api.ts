import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';
import { ApiError, apiRequest, type ApiAnswer } from '../../lib/api-client';
import { isOffline } from '../../lib/api-errors';

export type RoleChange = 'admin' | 'champion';
export type ChangedMember = ApiAnswer<'/admin/promote-by-email', 'post'>['data'];
export type ListedSuggestion = ApiAnswer<'/feature-suggestions', 'get'>['data'][number];

/** A member with a role; `fixed` when the server's ADMIN_EMAILS names them (only its configuration changes that). */
export type RoleHolder = ApiAnswer<'/admin/roles', 'get'>['data'][number];

const PATHS: Record<RoleChange | 'member', string> = {
  admin: '/admin/promote-by-email',
  champion: '/admin/make-champion-by-email',
  member: '/admin/demote-by-email',
};

const messages = defineMessages({
  nowAdmin: { id: 'admin.roles.nowAdmin', defaultMessage: '{name} is now an admin' },
  nowAdminUnnamed: { id: 'admin.roles.nowAdminUnnamed', defaultMessage: 'The member is now an admin' },
  nowChampion: { id: 'admin.roles.nowChampion', defaultMessage: '{name} is now a champion' },
  nowChampionUnnamed: { id: 'admin.roles.nowChampionUnnamed', defaultMessage: 'The member is now a champion' },
  offline: { id: 'admin.roles.offline', defaultMessage: 'Connect to the internet to change roles' },
  noMember: { id: 'admin.roles.noMember', defaultMessage: 'No member with that email' },
  adminOnly: { id: 'admin.roles.adminOnly', defaultMessage: 'Only an admin may change roles' },
  enterEmail: { id: 'admin.roles.enterEmail', defaultMessage: 'Enter an email address' },
  signIn: { id: 'admin.roles.signIn', defaultMessage: 'Authentication required' },
  failed: { id: 'admin.roles.failed', defaultMessage: 'The role could not be changed. Try again.' },
  suggestionsOffline: { id: 'admin.suggestions.offline', defaultMessage: 'Connect to the internet to read the suggestions' },
  suggestionsAdminOnly: { id: 'admin.suggestions.adminOnly', defaultMessage: 'Only an admin may read the suggestions' },
  suggestionsFailed: { id: 'admin.suggestions.failed', defaultMessage: 'The suggestions could not be loaded. Try again.' },
});

/** Every admin and champion, admins first; the server refuses anyone but an admin. */
export async function listRoleHolders(): Promise<RoleHolder[]> {
  const { data } = await apiRequest<ApiAnswer<'/admin/roles', 'get'>>('GET', '/admin/roles');
  return data;
}

/** Makes an admin or a champion a member again; the server refuses the last admin and those of ADMIN_EMAILS. */
export async function makeMember(email: string): Promise<ChangedMember> {
  const { data } = await apiRequest<ApiAnswer<'/admin/demote-by-email', 'post'>>('POST', PATHS.member, { body: { email: email.trim() } });
  return data;
}

/** Gives the member with this email a role; the server checks that the caller is an admin. */
export async function changeRole(role: RoleChange, email: string): Promise<ChangedMember> {
  const { data } = await apiRequest<ApiAnswer<'/admin/promote-by-email' | '/admin/make-champion-by-email', 'post'>>('POST', PATHS[role], { body: { email: email.trim() } });
  return data;
}

/** What the admin reads when a role change worked. */
export function roleChanged(role: RoleChange, member: ChangedMember): string {
  const name = member.full_name;
  if (role === 'admin') return appIntl().formatMessage(name ? messages.nowAdmin : messages.nowAdminUnnamed, { name });
  return appIntl().formatMessage(name ? messages.nowChampion : messages.nowChampionUnnamed, { name });
}

/** What the admin reads when it did not. */
export function roleChangeError(error: unknown): string {
  const intl = appIntl();
  if (isOffline(error)) {
    return intl.formatMessage(messages.offline);
  }
  if (error instanceof ApiError) {
    if (error.status === 404) return intl.formatMessage(messages.noMember);
    if (error.status === 403) return intl.formatMessage(messages.adminOnly);
    if (error.status === 400) return intl.formatMessage(messages.enterEmail);
    if (error.status === 401) return intl.formatMessage(messages.signIn);
    if (error.status === 409) return error.message;
  }
  return intl.formatMessage(messages.failed);
}

/** What the admin reads when the suggestions cannot be listed. */
export function suggestionsError(error: unknown): string {
  if (isOffline(error)) {
    return appIntl().formatMessage(messages.suggestionsOffline);
  }
  if (error instanceof ApiError && error.status === 403) return appIntl().formatMessage(messages.suggestionsAdminOnly);
  return appIntl().formatMessage(messages.suggestionsFailed);
}

/** Every member's suggestions, newest first, a page at a time. */
export async function listSuggestions(page: number, perPage = 20): Promise<ApiAnswer<'/feature-suggestions', 'get'>> {
  return apiRequest('GET', '/feature-suggestions', { query: { page, per_page: perPage } });
}
