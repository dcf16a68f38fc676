import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { unauthorized } from '../http-error';
import { verifiedEmail, type TokenVerifier } from './tokens';
import type { Viewer } from './viewer';
import type { Role } from '../../schemas/user.schema';
import { DEMO_AUTH_PREFIX } from './demo-accounts';

export type Authenticator = (request: FastifyRequest) => Promise<Viewer>;

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
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer ([A-Za-z0-9\-_.]+)$/.exec(header);
    if (!match?.[1]) throw unauthorized('Malformed authorization header');
    let sub: string;
    let tokenEmail: string | null = null;
    try {
      const claims = await verify(match[1]);
      sub = claims.sub;
      tokenEmail = verifiedEmail(claims);
    } catch {
      throw unauthorized('Invalid or expired token');
    }
    const user = (await findBySub(sub)) ?? (tokenEmail ? await claimDemoProfile(sub, tokenEmail) : undefined);
    // A deleted profile's member is gone: their tokens, still unexpired, act for nobody.
    if (user && Boolean(user._deleted)) throw unauthorized('This account has been deleted');
    const email = (user?.email as string | null | undefined) ?? tokenEmail;
    const role: Role = email && adminEmails.includes(email.toLowerCase()) ? 'admin' : ((user?.role as Role | null) ?? 'member');
    return { userId: (user?.id as string | undefined) ?? null, sub, email, role };
  };
}
