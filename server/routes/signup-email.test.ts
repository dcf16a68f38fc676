import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, importPKCS8 } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, mintAccessToken, mintIdToken, startTestServer, type TestServer } from '../test-support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: 'boss@example.com' });
});
afterAll(() => server.close());

type Body = { data: { id: string; email?: string; role?: string } };
type Refusal = { error: string; message: string };

const signup = (extra: Record<string, unknown> = {}) => ({
  step1: { fields_of_expertise: [], professional_background: '', can_help_with: '' },
  step2: { interests: [] },
  step3: { full_name: 'Eve Tenant', linkedin_url: '' },
  ...extra,
});

/** An access token as a Logto tenant issues it by default: no email claim. */
const bareToken = (sub: string) => mintAccessToken(server.dataDir, { sub });

describe('the email of a new account', () => {
  it('never comes from the body: an unclaimed admin address sent there makes no admin and reserves nothing', async () => {
    const { status, body } = await api<Body>(server, 'POST', '/users/me', { token: await bareToken('eve-1'), body: signup({ email: 'boss@example.com' }) });
    expect(status).toBe(201);
    expect(body.data.role).toBe('member');
    expect(body.data.email).toBeUndefined();
    // The real owner of the address still gets it, and the admin role with it.
    const boss = await mintAccessToken(server.dataDir, { sub: 'boss-1', email: 'boss@example.com' });
    const owner = await api<Body>(server, 'POST', '/users/me', { token: boss, body: signup({ step3: { full_name: 'The Boss' } }) });
    expect(owner.status).toBe(201);
    expect(owner.body.data).toMatchObject({ email: 'boss@example.com', role: 'admin' });
  });

  it("comes from the identity provider's ID token of the same account when the access token has none", async () => {
    const idToken = await mintIdToken(server.dataDir, { sub: 'nia-1', email: 'Nia@Example.com', email_verified: true });
    const { status, body } = await api<Body>(server, 'POST', '/users/me', { token: await bareToken('nia-1'), body: signup({ id_token: idToken }) });
    expect(status).toBe(201);
    expect(body.data.email).toBe('nia@example.com');
  });

  it('is none when the identity provider says the address is not verified', async () => {
    const idToken = await mintIdToken(server.dataDir, { sub: 'una-1', email: 'una@example.com', email_verified: false });
    const { body } = await api<Body>(server, 'POST', '/users/me', { token: await bareToken('una-1'), body: signup({ id_token: idToken }) });
    expect(body.data.email).toBeUndefined();
  });

  it("refuses another account's ID token", async () => {
    const idToken = await mintIdToken(server.dataDir, { sub: 'someone-else', email: 'boss@example.com' });
    const { status, body } = await api<Refusal>(server, 'POST', '/users/me', { token: await bareToken('mallory-1'), body: signup({ id_token: idToken }) });
    expect(status).toBe(403);
    expect(body.message).toBe('The identity token is for another account');
  });

  it('refuses an ID token the identity provider did not sign', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = await new SignJWT({ email: 'boss@example.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setSubject('mallory-2')
      .setIssuer('http://127.0.0.1:0/oidc')
      .setAudience('meetverse-web')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importPKCS8(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), 'RS256'));
    const { status, body } = await api<Refusal>(server, 'POST', '/users/me', { token: await bareToken('mallory-2'), body: signup({ id_token: forged }) });
    expect(status).toBe(400);
    expect(body.message).toBe('The identity token could not be verified: sign in again');
  });
});
