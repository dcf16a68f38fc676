import { ApiError, apiRequest, type ApiAnswer } from '../../../lib/api-client';
import type { CurrentUser } from '../../../member/member-store';

// The current user is retried up to 3 times, never on a 404, 1 s doubling to a 30 s cap.
export const CURRENT_USER_RETRIES = 3;
export const retryDelayMs = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export type CurrentUserResult = { kind: 'found'; user: CurrentUser } | { kind: 'needs-signup' } | { kind: 'failed'; error: unknown };

/** GET /users/me with the retries above; a 404 means this account has no profile yet. */
export async function fetchCurrentUser(
  request: typeof apiRequest = apiRequest,
  sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<CurrentUserResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { data } = await request<ApiAnswer<'/users/me', 'get'>>('GET', '/users/me');
      return { kind: 'found', user: data };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return { kind: 'needs-signup' };
      // 401s were refreshed and retried once by the client already; offline waits for the network.
      const final = (error instanceof ApiError && (error.status === 401 || error.offline)) || attempt >= CURRENT_USER_RETRIES;
      if (final) return { kind: 'failed', error };
      await sleep(retryDelayMs(attempt));
    }
  }
}

/** GET /users/is_new/{sub}: reads data.user; a failed check counts as false (not new). */
export async function checkIsNew(sub: string, request: typeof apiRequest = apiRequest): Promise<boolean> {
  try {
    const { data } = await request<ApiAnswer<'/users/is_new/{sub}', 'get'>>('GET', `/users/is_new/${encodeURIComponent(sub)}`);
    return !data.user;
  } catch {
    return false;
  }
}
