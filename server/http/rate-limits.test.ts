import { exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateIssuerKeys } from '../auth/keys';
import { api, mintAccessToken, OTHER_MEMBER_SUB, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';

let server: TestServer;
let m: Members;

beforeAll(async () => {
  // Behind a proxy, so each test's clients share an address of their own (X-Forwarded-For).
  server = await startTestServer({ TRUST_PROXY: 'true' });
  m = await signInDemoMembers(server);
});
afterAll(() => server.close());

type Refusal = { error: string; message: string };

async function raw(method: string, route: string, token?: string, body?: unknown, from?: string) {
  return fetch(`${server.url}/api/v1${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(from ? { 'x-forwarded-for': from } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** A token naming a member, signed by a key that is not the issuer's but carrying the issuer's key id. */
async function signedByAnotherKey(sub: string): Promise<string> {
  const [issuerKey] = (await loadOrCreateIssuerKeys(server.dataDir)).signing;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return new SignJWT({ scope: 'openid profile email' })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: issuerKey?.kid })
    .setSubject(sub)
    .setIssuer('http://127.0.0.1:0/oidc')
    .setAudience('http://127.0.0.1:0/api')
    .setExpirationTime('1h')
    .sign(await importJWK(await exportJWK(privateKey), 'RS256'));
}

describe('rate limits', () => {
  it('answers a member writing faster than 60 times in 10 s with a 429, Retry-After and a clear message, and leaves others alone', async () => {
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let n = 0; n < 70; n++) {
      const response = await raw('POST', '/questions', m.tim.token, { title: `Burst ${n}` });
      statuses.push(response.status);
      if (response.status === 429) refused ??= response;
    }
    expect(statuses.slice(0, 60).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused?.json()) as Refusal).message).toMatch(/^Too many changes at once\. Try again in \d+ seconds?\.$/);
    expect((await api(server, 'POST', '/questions', { token: m.katherine.token, body: { title: 'Someone else' } })).status).toBe(201);
    // Reading is not writing.
    expect((await raw('GET', '/questions', m.tim.token)).status).toBe(200);
  });

  it('answers the 21st refused token from an address within a minute with a 429 and Retry-After, and members on that address as usual', async () => {
    const venue = '203.0.113.7';
    const forged = await mintAccessToken(server.dataDir, { sub: 'demo|grace@example.com', aud: 'https://elsewhere.example/api' });
    for (let n = 0; n < 20; n++) expect((await raw('GET', '/users/me', forged, undefined, venue)).status).toBe(401);
    const blocked = await raw('GET', '/users/me', forged, undefined, venue);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await blocked.json()) as Refusal).message).toContain('Too many requests with an invalid sign-in from this address');
    // Grace herself, on the same address: her token holds, so what the forger did is not held against her.
    expect((await raw('GET', '/users/me', m.grace.token, undefined, venue)).status).toBe(200);
    // A guest from the same address still sees public events.
    expect((await raw('GET', '/events', undefined, undefined, venue)).status).toBe(200);
  });

  it('keeps answering members who read and write from an address flooded with bad tokens, while the bad tokens get 429s', async () => {
    const venue = '198.51.100.20';
    const bad = [
      'not.a.token',
      await signedByAnotherKey(OTHER_MEMBER_SUB),
      await mintAccessToken(server.dataDir, { sub: OTHER_MEMBER_SUB, aud: 'https://elsewhere.example/api' }),
    ];
    const refusals: number[] = [];
    const members: number[] = [];
    for (let n = 0; n < 100; n++) {
      refusals.push((await raw('GET', '/users/me', bad[n % bad.length], undefined, venue)).status);
      if (n % 5 === 0) {
        members.push((await raw('GET', '/users/me', m.katherine.token, undefined, venue)).status);
        members.push((await raw('POST', '/questions', m.ada.token, { title: `From the venue ${n}` }, venue)).status);
      }
    }
    expect(refusals.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(refusals.slice(20).every((status) => status === 429)).toBe(true);
    expect(members).toEqual(Array.from({ length: 20 }, () => [200, 201]).flat());
    // A member whose token ran out, on that address: a 401, so the app refreshes it at once, not a 429 to wait out.
    const expired = await mintAccessToken(server.dataDir, { sub: OTHER_MEMBER_SUB, expiresIn: '-1m' });
    for (let n = 0; n < 3; n++) expect((await raw('GET', '/users/me', expired, undefined, venue)).status).toBe(401);
  });

  it('spends none of a member\'s write budget on forged writes naming them, from however many addresses', async () => {
    const forgeries = [await signedByAnotherKey(OTHER_MEMBER_SUB), await mintAccessToken(server.dataDir, { sub: OTHER_MEMBER_SUB, aud: 'https://elsewhere.example/api' })];
    const statuses: number[] = [];
    // Spread over addresses so that none of them reaches the limit of refused tokens.
    for (let n = 0; n < 72; n++) {
      statuses.push((await raw('POST', '/questions', forgeries[n % 2], { title: `Forged ${n}` }, `192.0.2.${1 + Math.floor(n / 18)}`)).status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    for (let n = 0; n < 60; n++) expect((await raw('POST', '/questions', m.grace.token, { title: `Grace ${n}` }, '192.0.2.100')).status).toBe(201);
  });
});
