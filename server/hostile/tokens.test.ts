import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateIssuerKeys } from '../auth/keys';
import { COLLECTIONS } from '../replication/collections';
import { mintAccessToken, mintIdToken } from '../test-support';
import { methodOf, pathOf, ROUTES, type RouteCase } from './routes';
import { call, expectRefused, signUp, startWorld, type Call, type World } from './world';

let w: World;
let issuerKey: JWK;
let leaver: { id: string; token: string; sub: string };

// A server on port 0 names itself so (test-support's tokens say the same).
const ISSUER = 'http://127.0.0.1:0/oidc';
const AUDIENCE = 'http://127.0.0.1:0/api';

beforeAll(async () => {
  w = await startWorld();
  [issuerKey] = (await loadOrCreateIssuerKeys(w.server.dataDir)).signing as [JWK];
  // A member who deletes their own profile; their token stays valid for its hour.
  leaver = await signUp(w.server, 'leaver@example.com', 'Lee Aver');
  const found = await call(w.server, { method: 'GET', path: `/replication/users/docs?ids=${leaver.id}`, token: leaver.token });
  const [profile] = (found.body as { documents: Record<string, unknown>[] }).documents;
  const gone = await call(w.server, {
    method: 'POST',
    path: '/replication/users/push',
    token: leaver.token,
    body: [{ newDocumentState: { ...profile, _deleted: true, sync_state: 'pending' }, assumedMasterState: profile }],
  });
  expect(gone).toMatchObject({ status: 200, body: [] });
});
afterAll(() => w.server.close());

type Forgery = { key?: JWK; alg?: string; typ?: string; sub?: string; iss?: string; aud?: string; exp?: number | null; nbf?: number };

/** A token as the issuer makes them, with one thing changed; by default for the admin. */
async function forge(change: Forgery = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const alg = change.alg ?? 'RS256';
  const jwt = new SignJWT({ scope: 'openid profile email' })
    .setProtectedHeader({ alg, typ: change.typ ?? 'at+jwt', kid: issuerKey.kid })
    .setSubject(change.sub ?? w.sub.admin)
    .setIssuer(change.iss ?? ISSUER)
    .setAudience(change.aud ?? AUDIENCE)
    .setIssuedAt(now - 60);
  if (change.exp !== null) jwt.setExpirationTime(change.exp ?? now + 600);
  if (change.nbf !== undefined) jwt.setNotBefore(change.nbf);
  return jwt.sign(await importJWK(change.key ?? issuerKey, alg));
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Every way a request claims to be someone it is not; each gets a 401 wherever an identity is read. */
const ATTACKS: [string, () => Promise<Pick<Call, 'token' | 'authorization'>>][] = [
  ['an empty bearer token', async () => ({ authorization: 'Bearer ' })],
  ['another authorization scheme', async () => ({ authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` })],
  ['a garbage token', async () => ({ token: 'not.a.token' })],
  ["a token with alg 'none'", async () => {
    const now = Math.floor(Date.now() / 1000);
    return { token: `${part({ alg: 'none', typ: 'at+jwt' })}.${part({ sub: w.sub.admin, iss: ISSUER, aud: AUDIENCE, iat: now, exp: now + 600 })}.` };
  }],
  ["a token signed by another key under the issuer's key id", async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    return { token: await forge({ key: { ...(await exportJWK(privateKey)), kid: issuerKey.kid } }) };
  }],
  ["a member's token whose subject was changed to the admin's", async () => {
    const [header, payload, signature] = w.token.member.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    return { token: `${header}.${part({ ...claims, sub: w.sub.admin })}.${signature}` };
  }],
  ['a token signed with HS256 and the public key as the secret', async () => {
    const secret = new TextEncoder().encode(JSON.stringify({ kty: issuerKey.kty, n: issuerKey.n, e: issuerKey.e }));
    const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: issuerKey.kid }).setSubject(w.sub.admin).setIssuer(ISSUER).setAudience(AUDIENCE).setExpirationTime('10m').sign(secret);
    return { token };
  }],
  ['a token for another audience', async () => ({ token: await mintAccessToken(w.server.dataDir, { sub: w.sub.admin, aud: 'https://other.example/api' }) })],
  ['a token from another issuer', async () => ({ token: await mintAccessToken(w.server.dataDir, { sub: w.sub.admin, iss: 'https://evil.example/oidc' }) })],
  ['an expired token', async () => ({ token: await forge({ exp: Math.floor(Date.now() / 1000) - 120 }) })],
  ['a token not valid yet', async () => ({ token: await forge({ nbf: Math.floor(Date.now() / 1000) + 3600 }) })],
  ['a token without an expiry', async () => ({ token: await forge({ exp: null }) })],
  ['an ID token instead of an access token', async () => ({ token: await mintIdToken(w.server.dataDir, { sub: w.sub.admin, email: 'katherine@example.com', aud: AUDIENCE }) })],
  ["a deleted member's token", async () => ({ token: leaver.token })],
];

async function request(route: RouteCase, credentials: Pick<Call, 'token' | 'authorization'>): Promise<Call> {
  const params = (await route.params?.(w)) ?? {};
  return { method: methodOf(route), path: pathOf(route, params, route.query?.(w)), body: route.body?.(w), ...credentials };
}

/** Each attack's credentials, made once: signing and key generation are slow next to a request. */
const made = new Map<string, Promise<Pick<Call, 'token' | 'authorization'>>>();
const credentialsOf = (attack: string, make: () => Promise<Pick<Call, 'token' | 'authorization'>>) => {
  if (!made.has(attack)) made.set(attack, make());
  return made.get(attack)!;
};

const table = ATTACKS.flatMap(([attack, make]) => ROUTES.map((route) => [route.route, attack, route, () => credentialsOf(attack, make)] as const));

describe('token attacks on every route', () => {
  it.each(table)('%s, sent %s, gets no further than a guest', async (_name, _attack, route, make) => {
    const sent = await request(route, await make());
    if (route.anonymous) {
      // Nothing here depends on who asks: the answer is the guest's.
      const answer = await call(w.server, sent);
      expect(answer.status).toBe(route.access.guest);
      return;
    }
    await expectRefused(w.server, sent, 401);
  });
});

describe("a deleted member's token", () => {
  it('reads as a refused sign-in, with a message that says why', async () => {
    const answer = await call(w.server, { method: 'GET', path: '/users/me', token: leaver.token });
    expect(answer).toMatchObject({ status: 401, body: { error: 'unauthorized', message: 'This account has been deleted' } });
  });

  it('cannot bring the profile back through a push or a signup', async () => {
    const found = await w.server.store.get(COLLECTIONS.users, leaver.id);
    const restore = [{ newDocumentState: { ...found, _deleted: false, sync_state: 'pending' }, assumedMasterState: found }];
    await expectRefused(w.server, { method: 'POST', path: '/replication/users/push', token: leaver.token, body: restore }, 401);
    await expectRefused(w.server, { method: 'POST', path: '/users/me', token: leaver.token, body: { step1: {}, step2: {}, step3: { full_name: 'Lee Aver' } } }, 401);
  });
});
