import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifyAhead } from '../auth/authenticate';
import type { TokenVerifier } from '../auth/tokens';
import { HttpError } from '../http-error';

export type Limit = { max: number; windowMs: number };

export type ApiLimits = {
  /** Write requests (REST writes and replication pushes, a push carrying up to 100 documents) per member whose token holds, or per address of guests. */
  writes: Limit;
  /** Requests whose token does not hold, per address: beyond it, such requests get a 429 rather than a 401. */
  failedAuth: Limit;
};

export const API_LIMITS: ApiLimits = {
  writes: { max: 60, windowMs: 10_000 },
  failedAuth: { max: 20, windowMs: 60_000 },
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A 429 with the seconds to wait, in Retry-After and in words. */
export function tooManyRequests(reply: FastifyReply, ttlMs: number, what: string): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  reply.header('retry-after', String(seconds));
  return new HttpError(429, 'too_many_requests', `${what}. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`);
}

/**
 * Rate limits of the API. A request's token is verified before anything is counted, so only what a
 * client did itself counts against it:
 * - writes count per member whose token holds, and per address for guests (no token);
 * - requests whose token does not hold count per address and never against the member they name;
 *   beyond the limit they get a 429 rather than a 401, which slows a client guessing tokens, while a
 *   request on the same address whose token holds is answered as usual (at a venue everyone shares
 *   one address). A member whose token expired refreshes long before the limit.
 */
export async function apiRateLimits(api: FastifyInstance, verify: TokenVerifier, limits: ApiLimits = API_LIMITS): Promise<void> {
  await api.register(rateLimit, { global: false });
  // The member whose token verified, set before the write is counted; a guest counts by address.
  const writers = new WeakMap<FastifyRequest, string>();
  const writes = api.createRateLimit({
    max: limits.writes.max,
    timeWindow: limits.writes.windowMs,
    keyGenerator: (request) => writers.get(request) ?? `ip:${request.ip}`,
  });
  const failedAuth = api.createRateLimit({ max: limits.failedAuth.max, timeWindow: limits.failedAuth.windowMs, keyGenerator: (request) => `ip:${request.ip}` });

  api.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization) {
      const checked = await verifyAhead(verify, request);
      // Ours but out of time: its route answers 401 and the app refreshes; nothing to count.
      if (checked === 'expired') return;
      if (!checked) {
        // It acts for nobody (its route answers 401), so it spends no member's write budget.
        const refused = await failedAuth(request);
        if (!refused.isAllowed && refused.isExceeded) throw tooManyRequests(reply, refused.ttl, 'Too many requests with an invalid sign-in from this address');
        return;
      }
      writers.set(request, `member:${checked.sub}`);
    }
    if (WRITES.has(request.method)) {
      const status = await writes(request);
      if (!status.isAllowed && status.isExceeded) throw tooManyRequests(reply, status.ttl, 'Too many changes at once');
    }
  });
}
