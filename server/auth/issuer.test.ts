import { afterEach, describe, expect, it } from 'vitest';
import {
  API_RESOURCE,
  APP_ID,
  Browser,
  ISSUER,
  PUBLIC_URL,
  authorizeUrl,
  decodePart,
  exchangeCode,
  formAction,
  pkce,
  refresh,
  signIn,
  start,
  tempDataDir,
  type Running,
} from './test-browser';
import { createHash } from 'node:crypto';
import { LOGOUT_CSP, SIGN_IN_CSP } from './sign-in-page';

let running: Running[] = [];
async function boot(dataDir = tempDataDir(), env: Record<string, string> = {}) {
  const server = await start(dataDir, env);
  running.push(server);
  return server;
}
async function stop(server: Running) {
  running = running.filter((other) => other !== server);
  await server.close();
}
afterEach(async () => {
  await Promise.all(running.map((server) => server.close()));
  running = [];
});

describe('the embedded sign-in issuer', () => {
  it('publishes a discovery document the Logto SDK can use', async () => {
    const server = await boot();
    const response = await fetch(`${server.url}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(ISSUER);
    expect(discovery.code_challenge_methods_supported).toContain('S256');
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'offline_access', 'custom_data', 'identities', 'phone']));
    expect(discovery.claims_supported).toEqual(expect.arrayContaining(['email', 'email_verified', 'name', 'phone_number', 'custom_data', 'identities']));
    for (const endpoint of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint', 'revocation_endpoint', 'userinfo_endpoint']) {
      expect(discovery[endpoint], endpoint).toMatch(/\/oidc\//);
    }
  });

  it('signs a member in, and its refresh token gets an API token that survives a restart', async () => {
    const dataDir = tempDataDir();
    const server = await boot(dataDir);
    const browser = new Browser(server.url);
    const { code, verifier, callback } = await signIn(browser, { email: 'Ada@Example.com', name: 'Ada Lovelace' });
    expect(callback.origin + callback.pathname).toBe(`${PUBLIC_URL}/callback`);
    expect(callback.searchParams.get('iss')).toBe(ISSUER);

    const tokens = await exchangeCode(server, code, verifier);
    expect(tokens.status).toBe(200);
    const { id_token: idToken, refresh_token: refreshToken } = tokens.body;
    expect(idToken).toBeTruthy();
    expect(refreshToken).toBeTruthy();
    const idClaims = decodePart(idToken as string, 1);
    expect(idClaims).toMatchObject({ iss: ISSUER, aud: APP_ID, email: 'ada@example.com', email_verified: true, name: 'Ada Lovelace' });

    const api = await refresh(server, refreshToken as string);
    expect(api.status).toBe(200);
    const accessToken = api.body.access_token as string;
    expect(decodePart(accessToken, 0)).toMatchObject({ typ: 'at+jwt', alg: 'RS256' });
    const claims = decodePart(accessToken, 1);
    expect(claims).toMatchObject({ iss: ISSUER, aud: API_RESOURCE, sub: idClaims.sub, email: 'ada@example.com', client_id: APP_ID });
    expect(String(claims.scope).split(' ')).toEqual(expect.arrayContaining(['openid', 'offline_access', 'profile', 'email', 'phone', 'custom_data', 'identities']));
    await expect(server.verify(accessToken)).resolves.toMatchObject({ sub: idClaims.sub });

    await stop(server);
    const again = await boot(dataDir);
    await expect(again.verify(accessToken)).resolves.toMatchObject({ sub: idClaims.sub });
    const later = await refresh(again, api.body.refresh_token ?? (refreshToken as string));
    expect(later.status).toBe(200);
    await expect(again.verify(later.body.access_token as string)).resolves.toMatchObject({ sub: idClaims.sub });
  });

  it('gives the same email the same sub, and a new email a new one', async () => {
    const server = await boot();
    const subOf = async (email: string) => {
      const { code, verifier } = await signIn(new Browser(server.url), { email });
      const tokens = await exchangeCode(server, code, verifier);
      return decodePart(tokens.body.id_token as string, 1).sub;
    };
    const first = await subOf('grace@example.com');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(await subOf('GRACE@example.com')).toBe(first);
    expect(await subOf('tim@example.com')).not.toBe(first);
  });

  it.each([
    ['an empty email', { email: '', name: 'Someone' }, 'Enter your email address.'],
    ['a malformed email', { email: 'not-an-email', name: '' }, 'Enter an email address like name@example.com.'],
    ['an overlong email', { email: `${'a'.repeat(250)}@example.com`, name: '' }, 'The email address is too long'],
    ['an overlong name', { email: 'ok@example.com', name: 'n'.repeat(101) }, 'The name is too long'],
  ])('answers %s with the form, status 400 and a message', async (_label, fields, message) => {
    const server = await boot();
    const browser = new Browser(server.url);
    const page = await browser.follow(await browser.request(authorizeUrl(pkce().challenge)));
    if (page instanceof URL) throw new Error('expected the sign-in page');
    const action = formAction(await page.text()) as string;
    const response = await browser.postForm(action, fields);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<title>Sign in to Meetverse</title>');
    expect(html).toContain('role="alert"');
    expect(html).toContain(message);
  });

  it('answers an oversized form with the page and status 400', async () => {
    const server = await boot();
    const response = await fetch(`${server.url}/oidc/interaction/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${'a'.repeat(100_000)}`,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('The form is too long.');
  });

  it('escapes what it echoes back into the page', async () => {
    const server = await boot();
    const browser = new Browser(server.url);
    const page = await browser.follow(await browser.request(authorizeUrl(pkce().challenge, { login_hint: '"><script>alert(1)</script>' })));
    if (page instanceof URL) throw new Error('expected the sign-in page');
    const html = await page.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('prefills the login hint and accepts the SDK\'s sign-up parameters', async () => {
    const server = await boot();
    const browser = new Browser(server.url);
    const extra = { login_hint: 'katherine@example.com', first_screen: 'register', interaction_mode: 'signUp' };
    const page = await browser.follow(await browser.request(authorizeUrl(pkce().challenge, extra)));
    if (page instanceof URL) throw new Error('expected the sign-in page');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('type="email" required');
    expect(html).toContain('value="katherine@example.com"');
    expect(html).toContain('<button type="submit">Sign in</button>');
  });

  it('serves the sign-in page under a policy that runs only its own style and script and shows images of its origin', async () => {
    const server = await boot();
    const browser = new Browser(server.url);
    const page = await browser.follow(await browser.request(authorizeUrl(pkce().challenge)));
    if (page instanceof URL) throw new Error('expected the sign-in page');
    expect(page.headers.get('content-security-policy')).toBe(SIGN_IN_CSP);
    expect(page.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });

  it('writes the sign-in page in the German a German browser asks for, and says the answer depends on it', async () => {
    const server = await boot();
    const browser = new Browser(server.url, { 'accept-language': 'de-CH, de;q=0.9, en;q=0.5' });
    const page = await browser.follow(await browser.request(authorizeUrl(pkce().challenge)));
    if (page instanceof URL) throw new Error('expected the sign-in page');
    expect(page.headers.get('vary')).toMatch(/accept-language/i);
    expect(page.headers.get('content-security-policy')).toBe(SIGN_IN_CSP);
    const html = await page.text();
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain('<title>Bei Meetverse anmelden</title>');
    expect(html).toContain('<button type="submit">Anmelden</button>');
    // A problem with the form is told in German too.
    const answer = await browser.postForm(formAction(html) as string, { email: 'not-an-email', name: '' });
    expect(answer.status).toBe(400);
    const again = await answer.text();
    expect(again).toContain('<p class="error" id="form-error" role="alert">Gib eine E-Mail-Adresse wie name@example.com ein.</p>');
    expect(again).toContain('<html lang="de" dir="ltr">');
  });

  it('mirrors the sign-in page for an Arabic browser: right to left', async () => {
    const server = await boot();
    const browser = new Browser(server.url, { 'accept-language': 'ar-EG' });
    const page = await browser.follow(await browser.request(authorizeUrl(pkce().challenge)));
    if (page instanceof URL) throw new Error('expected the sign-in page');
    const html = await page.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>تسجيل الدخول إلى Meetverse</title>');
  });

  it.each([
    ['no header', undefined],
    ['a language it does not speak', 'tlh, x-klingon;q=0.9'],
    ['garbage', '<script>alert(1)</script>;q=abc,,,;;'],
    ['a flood of languages', Array.from({ length: 800 }, (_, index) => `x${index};q=0.${index % 10}`).join(',')],
    ['the pseudo-language of the app\'s tests', 'en-XA'],
  ])('writes the sign-in page in English for %s', async (_label, header) => {
    const server = await boot();
    const browser = new Browser(server.url, header === undefined ? {} : { 'accept-language': header });
    const page = await browser.follow(await browser.request(authorizeUrl(pkce().challenge)));
    if (page instanceof URL) throw new Error('expected the sign-in page');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en-US" dir="ltr">');
    expect(html).toContain('<title>Sign in to Meetverse</title>');
  });

  it('answers a stale sign-in link in the visitor\'s language', async () => {
    const server = await boot();
    const response = await fetch(`${server.url}/oidc/interaction/nope`, { headers: { 'accept-language': 'fr-FR' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
    const html = await response.text();
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain('<h1>Connexion expirée</h1>');
  });

  it('says the visitor is signed out in their language', async () => {
    const server = await boot();
    const browser = new Browser(server.url, { 'accept-language': 'sv-SE' });
    const confirm = await browser.request(`/oidc/session/end?${new URLSearchParams({ client_id: APP_ID })}`);
    const form = await confirm.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(form)?.[1] as string;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(form)?.[1] as string;
    const done = await browser.follow(await browser.postForm(action, { xsrf, logout: 'yes' }));
    if (done instanceof URL) throw new Error('expected the signed-out page');
    expect(done.headers.get('vary')).toMatch(/accept-language/i);
    const html = await done.text();
    expect(html).toContain('<html lang="sv" dir="ltr">');
    expect(html).toContain('<h1>Utloggad</h1>');
    expect(html).toContain('<p>Du är utloggad från Meetverse.</p>');
  });

  it('answers a stale sign-in link with a page, not an error', async () => {
    const server = await boot();
    const response = await fetch(`${server.url}/oidc/interaction/nope`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in expired');
  });

  it('skips the sign-in page while the member has a session', async () => {
    const server = await boot();
    const browser = new Browser(server.url);
    await signIn(browser, { email: 'ada@example.com' });
    const { challenge } = pkce();
    const next = await browser.follow(await browser.request(authorizeUrl(challenge)));
    expect(next).toBeInstanceOf(URL);
    expect((next as URL).searchParams.get('code')).toBeTruthy();
  });

  it('signs out through the end-session endpoint and revokes the refresh token', async () => {
    const server = await boot();
    const browser = new Browser(server.url);
    const { code, verifier } = await signIn(browser, { email: 'ada@example.com' });
    const tokens = await exchangeCode(server, code, verifier);
    const refreshToken = tokens.body.refresh_token as string;

    const revoked = await fetch(`${server.url}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: APP_ID, token: refreshToken }).toString(),
    });
    expect(revoked.status).toBe(200);
    expect((await refresh(server, refreshToken)).body.error).toBe('invalid_grant');

    const params = new URLSearchParams({ client_id: APP_ID, post_logout_redirect_uri: `${PUBLIC_URL}/logout-callback` });
    const confirm = await browser.request(`/oidc/session/end?${params}`);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    // The page sends itself on; the app's policy (no inline script) would stop it, so it has its own.
    const policy = confirm.headers.get('content-security-policy') ?? '';
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(policy).toBe(LOGOUT_CSP);
    expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] as string;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] as string;
    const done = await browser.follow(await browser.postForm(action, { xsrf, logout: 'yes' }));
    expect((done as URL).href).toBe(`${PUBLIC_URL}/logout-callback`);

    const page = await browser.follow(await browser.request(authorizeUrl(pkce().challenge)));
    expect(page).not.toBeInstanceOf(URL);
    expect(await (page as Response).text()).toContain('Sign in to Meetverse');
  });

  it('accepts the callback paths of the extra origins too', async () => {
    const server = await boot(tempDataDir(), { OIDC_EXTRA_ORIGINS: 'http://localhost:5173' });
    const { challenge } = pkce();
    const allowed = await fetch(`${server.url}${authorizeUrl(challenge, { redirect_uri: 'http://localhost:5173/callback' })}`, { redirect: 'manual' });
    expect(allowed.headers.get('location')).toMatch(/^\/oidc\/interaction\//);
    const refused = await fetch(`${server.url}${authorizeUrl(challenge, { redirect_uri: 'http://evil.example/callback' })}`, { redirect: 'manual' });
    expect(refused.status).toBe(400);
  });

  it('sets secure cookies only when the public URL is https', async () => {
    const cookiesOf = async (server: Running, redirectUri: string, headers: Record<string, string> = {}) => {
      const url = `${server.url}${authorizeUrl(pkce().challenge, { redirect_uri: redirectUri, resource: `${new URL(redirectUri).origin}/api` })}`;
      const response = await fetch(url, { redirect: 'manual', headers });
      expect(response.status).toBe(303);
      return response.headers.getSetCookie();
    };
    const plain = await cookiesOf(await boot(), `${PUBLIC_URL}/callback`);
    expect(plain.length).toBeGreaterThan(0);
    for (const cookie of plain) expect(cookie).not.toMatch(/;\s*secure/i);

    const https = await boot(tempDataDir(), { PUBLIC_URL: 'https://meetverse.example' });
    const behindProxy = await cookiesOf(https, 'https://meetverse.example/callback', { 'x-forwarded-proto': 'https' });
    expect(behindProxy.length).toBeGreaterThan(0);
    for (const cookie of behindProxy) expect(cookie).toMatch(/;\s*secure/i);
  });

  it('is not mounted when Logto is the issuer', async () => {
    const server = await boot(tempDataDir(), { LOGTO_ENDPOINT: 'https://tenant.logto.app' });
    const response = await fetch(`${server.url}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(404);
  });
});
