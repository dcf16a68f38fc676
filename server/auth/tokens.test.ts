import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateIssuerKeys } from './keys';
import { API_RESOURCE, Browser, ISSUER, decodePart, exchangeCode, refresh, signIn, start, tempDataDir, type Running } from './test-browser';

let server: Running;
let issuerJwk: JWK;
let accessToken: string;
let idToken: string;
let sub: string;

beforeAll(async () => {
  const dataDir = tempDataDir();
  server = await start(dataDir);
  [issuerJwk] = (await loadOrCreateIssuerKeys(dataDir)).signing as [JWK];
  const { code, verifier } = await signIn(new Browser(server.url), { email: 'mallory@example.com' });
  const tokens = await exchangeCode(server, code, verifier);
  idToken = tokens.body.id_token as string;
  const api = await refresh(server, tokens.body.refresh_token as string);
  accessToken = api.body.access_token as string;
  sub = decodePart(accessToken, 1).sub as string;
});
afterAll(() => server.close());

type Forgery = { key?: JWK; typ?: string; alg?: string; kid?: string | undefined; iss?: string; aud?: string; exp?: number };

/** A token like the issuer's, with one thing changed. */
async function forge(change: Forgery = {}) {
  const jwk = change.key ?? issuerJwk;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: 'openid profile email', client_id: 'meetverse-web', email: 'mallory@example.com' })
    .setProtectedHeader({ alg: change.alg ?? 'RS256', typ: change.typ ?? 'at+jwt', kid: 'kid' in change ? change.kid : issuerJwk.kid })
    .setSubject(sub)
    .setIssuer(change.iss ?? ISSUER)
    .setAudience(change.aud ?? API_RESOURCE)
    .setIssuedAt(now - 60)
    .setExpirationTime(change.exp ?? now + 600)
    .sign(await importJWK(jwk, change.alg ?? 'RS256'));
}

function unsigned() {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'at+jwt' })}.${part({ sub, iss: ISSUER, aud: API_RESOURCE, iat: now, exp: now + 600 })}.`;
}

async function push(token?: string) {
  const response = await fetch(`${server.url}/api/v1/replication/events/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: '[]',
  });
  return { status: response.status, body: (await response.json()) as { error?: string; message?: string } };
}

describe('the API token check', () => {
  it('accepts the access token the issuer gave out, at the API too', async () => {
    await expect(server.verify(accessToken)).resolves.toMatchObject({ sub });
    await expect(server.verify(await forge())).resolves.toMatchObject({ sub });
    expect((await push(accessToken)).status).not.toBe(401);
  });

  it('refuses a push without a token with 401', async () => {
    const response = await push();
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'unauthorized', message: expect.any(String) });
  });

  const attacks: [string, () => Promise<string>][] = [
    ['signed by another key under the same kid', async () => {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true });
      return forge({ key: { ...(await exportJWK(privateKey)), kid: issuerJwk.kid } });
    }],
    ['for another audience', () => forge({ aud: 'https://other.example/api' })],
    ['from another issuer', () => forge({ iss: 'https://evil.example/oidc' })],
    ['expired', () => forge({ exp: Math.floor(Date.now() / 1000) - 5 })],
    ['with alg none', async () => unsigned()],
    ['typed JWT rather than at+jwt', () => forge({ typ: 'JWT' })],
    ['an ID token', async () => idToken],
    ['signed with HS256 using the public key as the secret', async () => {
      const secret = new TextEncoder().encode(JSON.stringify({ kty: issuerJwk.kty, n: issuerJwk.n, e: issuerJwk.e }));
      return new SignJWT({ sub })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: issuerJwk.kid })
        .setIssuer(ISSUER)
        .setAudience(API_RESOURCE)
        .setExpirationTime('10m')
        .sign(secret);
    }],
    ['with a tampered payload', async () => {
      const [header, , signature] = accessToken.split('.');
      const payload = Buffer.from(JSON.stringify({ ...decodePart(accessToken, 1), sub: 'someone-else' })).toString('base64url');
      return `${header}.${payload}.${signature}`;
    }],
  ];

  it.each(attacks)('refuses a token %s, and the API answers 401', async (_label, make) => {
    const token = await make();
    await expect(server.verify(token)).rejects.toThrow();
    const response = await push(token);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'unauthorized', message: expect.any(String) });
  });
});
