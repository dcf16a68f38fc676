import { apiRequest, type ApiAnswer, type ApiBody } from '../../../lib/api-client';
import type { CurrentUser } from '../../../member/member-store';

/** The signup payload of POST /users/me. */
export type SignupPayload = {
  step1: { fields_of_expertise: string[]; professional_background: string; can_help_with: string };
  step2: { interests: string[] };
  step3: { full_name: string; linkedin_url: string };
  auth_id: string;
  email?: string;
  /** The identity provider's ID token: the server's source for the member's verified email. */
  id_token?: string;
  profile_picture?: string;
};

/** What creating a user without the identity provider's subject id raises (the server's refusal says the same). */
export const SUB_REQUIRED = 'Logto sub (user ID) is required';

export async function createUser(payload: SignupPayload, request: typeof apiRequest = apiRequest): Promise<CurrentUser> {
  // Creating the user requires the identity provider's subject id.
  if (!payload.auth_id.trim()) throw new Error(SUB_REQUIRED);
  const { data } = await request<ApiAnswer<'/users/me', 'post'>>('POST', '/users/me', { body: payload satisfies ApiBody<'/users/me', 'post'> });
  return data;
}
