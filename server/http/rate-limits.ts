import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { HttpError } from '../http-error';

export type Limit = { max: number; windowMs: number };

export type ApiLimits = {
  /** Write requests (REST writes and replication pushes, a push carrying up to 100 documents) per member. */
  writes: Limit;
  /** Requests whose token was refused, per address: beyond it, every request with a token waits. */
  failedAuth: Limit;
};

export const API_LIMITS: ApiLimits = {
  writes: { max: 60, windowMs: 10_000 },
  failedAuth: { max: 20, windowMs: 60_000 },
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The member a token names, read without checking it: only to count their requests, never to trust them. */
function memberKey(request: FastifyRequest): string {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (token) {
    try {
      const { sub } = decodeJwt(token);
      if (typeof sub === 'string' && sub) return `member:${sub}`;
    } catch {
      // Not a token at all: counted by address, and refused by the checks after this.
    }
  }
  return `ip:${request.ip}`;
}

/** A 429 with the seconds to wait, in Retry-After and in words. */
export function tooManyRequests(reply: FastifyReply, ttlMs: number, what: string): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  reply.header('retry-after', String(seconds));
  return new HttpError(429, 'too_many_requests', `${what}. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`);
}

/**
 * Rate limits of the API: writes per member, and requests with refused tokens per address (a client
 * guessing tokens is slowed down, a member whose token expired refreshes long before the limit).
 */
export async function apiRateLimits(api: FastifyInstance, limits: ApiLimits = API_LIMITS): Promise<void> {
  await api.register(rateLimit, { global: false });
  const writes = api.createRateLimit({ max: limits.writes.max, timeWindow: limits.writes.windowMs, keyGenerator: memberKey });
  const failedAuth = api.createRateLimit({ max: limits.failedAuth.max, timeWindow: limits.failedAuth.windowMs, keyGenerator: (request) => `ip:${request.ip}` });

  api.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization) {
      const refused = await failedAuth(request, { increment: false });
      if (!refused.isAllowed && refused.remaining === 0) throw tooManyRequests(reply, refused.ttl, 'Too many requests with an invalid sign-in from this address');
    }
    if (WRITES.has(request.method)) {
      const status = await writes(request);
      if (!status.isAllowed && status.isExceeded) throw tooManyRequests(reply, status.ttl, 'Too many changes at once');
    }
  });
  api.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 401 && request.headers.authorization) await failedAuth(request);
  });
}
