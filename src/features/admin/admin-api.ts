import { ApiError, apiRequest, type ApiAnswer } from '../../lib/api-client';

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

/** What a champion is, said where admins make one. */
export const CHAMPION_MEANS =
  'A champion is a member people can turn to for help: their avatar wears a champion badge on their questions, chats and profile. Champions have no admin powers.';

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
export const roleChanged = (role: RoleChange, member: ChangedMember) =>
  `${member.full_name || 'The member'} is now ${role === 'admin' ? 'an admin' : 'a champion'}`;

/** What the admin reads when it did not. */
export function roleChangeError(error: unknown): string {
  if ((error instanceof ApiError && error.offline) || (typeof navigator !== 'undefined' && !navigator.onLine)) {
    return 'Connect to the internet to change roles';
  }
  if (error instanceof ApiError) {
    if (error.status === 404) return 'No member with that email';
    if (error.status === 403) return 'Only an admin may change roles';
    if (error.status === 400) return 'Enter an email address';
    if (error.status === 401) return 'Authentication required';
    if (error.status === 409) return error.message;
  }
  return 'The role could not be changed. Try again.';
}

/** What the admin reads when the suggestions cannot be listed. */
export function suggestionsError(error: unknown): string {
  if ((error instanceof ApiError && error.offline) || (typeof navigator !== 'undefined' && !navigator.onLine)) {
    return 'Connect to the internet to read the suggestions';
  }
  if (error instanceof ApiError && error.status === 403) return 'Only an admin may read the suggestions';
  return 'The suggestions could not be loaded. Try again.';
}

/** Every member's suggestions, newest first, a page at a time. */
export async function listSuggestions(page: number, perPage = 20): Promise<ApiAnswer<'/feature-suggestions', 'get'>> {
  return apiRequest('GET', '/feature-suggestions', { query: { page, per_page: perPage } });
}
