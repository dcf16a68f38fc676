import { ApiError, apiRequest } from '../../lib/api-client';

export type RoleChange = 'admin' | 'champion';
export type ChangedMember = { id: string; full_name: string; role: string };
export type ListedSuggestion = { id: string; user_id: string; title: string; details: string; created_at: string; author_name: string };

const PATHS: Record<RoleChange, string> = { admin: '/admin/promote-by-email', champion: '/admin/make-champion-by-email' };

/** Gives the member with this email a role; the server checks that the caller is an admin. */
export async function changeRole(role: RoleChange, email: string): Promise<ChangedMember> {
  const { data } = await apiRequest<{ data: ChangedMember }>('POST', PATHS[role], { body: { email: email.trim() } });
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
export async function listSuggestions(page: number, perPage = 20): Promise<{ data: ListedSuggestion[]; total: number }> {
  return apiRequest('GET', '/feature-suggestions', { query: { page, per_page: perPage } });
}
