import type { TokenGetter } from './http';

const EARLY_MS = 60_000;
const GUEST_MS = 5_000;

function expiresAt(token: string): number {
  try {
    const payload = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/**
 * Keeps the access token in the worker until a minute before it expires, so a sync of thousands of
 * documents does not wait on the (busy) main thread before every request.
 */
export function cachedTokens(source: { getToken: TokenGetter; refresh: TokenGetter }, now: () => number = Date.now) {
  let cached: { token: string | null; until: number } | undefined;
  const remember = (token: string | null) => {
    cached = { token, until: token ? expiresAt(token) - EARLY_MS : now() + GUEST_MS };
    return token;
  };
  return {
    getToken: async () => (cached && cached.until > now() ? cached.token : remember(await source.getToken())),
    refresh: async () => remember(await source.refresh()),
    forget: () => {
      cached = undefined;
    },
  };
}
