import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { unauthorized } from '../http-error';
import { verifiedEmail, type TokenVerifier } from './tokens';
import type { Viewer } from './viewer';
import type { Role } from '../../schemas/user.schema';
import { DEMO_AUTH_PREFIX } from './demo-accounts';

export type Authenticator = (request: FastifyRequest) => Promise<Viewer>;

type Claims = Awaited<ReturnType<TokenVerifier>>;

/** The token of an `Authorization: Bearer …` header; null for any other header, undefined for none. */
function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return /^Bearer ([A-Za-z0-9\-_.]+)$/.exec(header)?.[1] ?? null;
}

const verifiedAhead = new WeakMap<FastifyRequest, { verify: TokenVerifier; token: string; claims: Promise<Claims> }>();

/** What the token of a request is, checked: the member it names, one of ours that has expired, or one that does not hold. */
export type TokenCheck = { sub: string } | 'expired' | null;

/**
 * Verifies a request's token before its route runs (the rate limits count by whether it holds). The
 * route's first authentication takes this verification rather than repeating it; any later one (a
 * stream checking its token again) verifies anew. A token whose signature, issuer and audience hold but
 * whose time is up (the verifier checks those first) is 'expired': a member's app that refreshes late,
 * not a client guessing tokens.
 */
export async function verifyAhead(verify: TokenVerifier, request: FastifyRequest): Promise<TokenCheck> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = verify(token);
  verifiedAhead.set(request, { verify, token, claims });
  return claims.then(
    (verified) => ({ sub: verified.sub }),
    (error: unknown) => ((error as { code?: unknown } | null)?.code === 'ERR_JWT_EXPIRED' ? 'expired' : null),
  );
}

function verifyOnce(verify: TokenVerifier, request: FastifyRequest, token: string): Promise<Claims> {
  const ahead = verifiedAhead.get(request);
  verifiedAhead.delete(request);
  return ahead?.verify === verify && ahead.token === token ? ahead.claims : verify(token);
}

/**
 * Reads the bearer token, if any. No token: a guest. A token that fails any check, or names a
 * member whose profile was deleted: 401, so a client learns at once that it must refresh. Tokens are
 * never logged.
 */
export function createAuthenticator(verify: TokenVerifier, database: Database, adminEmails: string[]): Authenticator {
  const findBySub = (sub: string) =>
    database.db.selectFrom('users').select(['id', 'email', 'role', '_deleted']).where('auth_id', '=', sub).executeTakeFirst();

  /** Demo profiles (seeded by server/db/seed.ts) belong to whoever first signs in with their email. */
  async function claimDemoProfile(sub: string, email: string) {
    const claimed = await database.db
      .updateTable('users')
      .set({ auth_id: sub })
      .where('email', '=', email)
      .where('auth_id', 'like', `${DEMO_AUTH_PREFIX}%`)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) > 0 ? findBySub(sub) : undefined;
  }

  return async (request) => {
    const token = bearerToken(request);
    if (token === undefined) return null;
    if (!token) throw unauthorized('Malformed authorization header');
    let sub: string;
    let tokenEmail: string | null = null;
    let expiresAt: number;
    try {
      const claims = await verifyOnce(verify, request, token);
      sub = claims.sub;
      tokenEmail = verifiedEmail(claims);
      // The verifier requires `exp`, in seconds.
      expiresAt = (claims.exp as number) * 1000;
    } catch {
      throw unauthorized('Invalid or expired token');
    }
    const user = (await findBySub(sub)) ?? (tokenEmail ? await claimDemoProfile(sub, tokenEmail) : undefined);
    // A deleted profile's member is gone: their tokens, still unexpired, act for nobody.
    if (user && Boolean(user._deleted)) throw unauthorized('This account has been deleted');
    const email = (user?.email as string | null | undefined) ?? tokenEmail;
    const role: Role = email && adminEmails.includes(email.toLowerCase()) ? 'admin' : ((user?.role as Role | null) ?? 'member');
    return { userId: (user?.id as string | undefined) ?? null, sub, email, role, expiresAt };
  };
}
