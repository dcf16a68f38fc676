import { createHash, randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from '../test-support';
import { scratchDir } from '../scratch-dirs.testing';

// Test support for the embedded issuer: what a browser and the Logto SDK do, by hand.

export const PUBLIC_URL = 'http://127.0.0.1:8080';
export const APP_ID = 'meetverse-web';
export const API_RESOURCE = `${PUBLIC_URL}/api`;
export const ISSUER = `${PUBLIC_URL}/oidc`;
export const SDK_SCOPES = 'openid offline_access profile email phone custom_data identities';

export type Running = TestServer;

export const tempDataDir = () => scratchDir('meetverse-issuer-');

/**
 * The app on a random port (on PostgreSQL too when TEST_DATABASE_URL is set, see test-support);
 * its public URL stays fixed, so a restart with the same data dir keeps the issuer's name.
 */
export async function start(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
  return startTestServer({ DATA_DIR: dataDir, PUBLIC_URL, SEED_DEMO_DATA: 'false', ...env });
}

type Cookie = { name: string; value: string; path: string };

/** Just enough of a browser's cookie store: name, value and path. */
export class CookieJar {
  private cookies: Cookie[] = [];

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const pathAttribute = attributes.find((attribute) => /^path=/i.test(attribute));
      const cookiePath = pathAttribute ? pathAttribute.slice(5) : '/';
      const gone = !value || attributes.some((attribute) => /^expires=Thu, 01 Jan 1970/i.test(attribute));
      this.cookies = this.cookies.filter((cookie) => !(cookie.name === name && cookie.path === cookiePath));
      if (!gone) this.cookies.push({ name, value, path: cookiePath });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return this.cookies
      .filter((cookie) => pathname === cookie.path || pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }
}

export class Browser {
  readonly jar = new CookieJar();
  /** `headers` go with every request, as a browser's own do (its Accept-Language). */
  constructor(
    private readonly origin: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  /** Requests a URL of the server (public URLs are mapped onto the real port). */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url, this.origin);
    const real = new URL(`${target.pathname}${target.search}`, this.origin).href;
    const headers = new Headers({ ...this.headers, ...Object.fromEntries(new Headers(init.headers)) });
    const cookie = this.jar.header(real);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(real, { ...init, headers, redirect: 'manual' });
    this.jar.store(response);
    return response;
  }

  /** Follows redirects until one leaves the server (the app's callback) or a page answers. */
  async follow(response: Response): Promise<Response | URL> {
    let current = response;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return current;
      const next = new URL(location, this.origin);
      if (!next.pathname.startsWith('/oidc/')) return next;
      current = await this.request(next.href);
    }
    throw new Error('too many redirects');
  }

  postForm(url: string, fields: Record<string, string>) {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The authorization request the Logto SDK sends. */
export function authorizeUrl(challenge: string, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({
    client_id: APP_ID,
    redirect_uri: `${PUBLIC_URL}/callback`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    response_type: 'code',
    prompt: 'consent',
    scope: SDK_SCOPES,
    resource: API_RESOURCE,
    ...extra,
  });
  return `/oidc/auth?${params}`;
}

export const formAction = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

/** Signs in through the sign-in page and returns the code the app's callback would get. */
export async function signIn(browser: Browser, fields: { email: string; name?: string }, extra: Record<string, string> = {}) {
  const { verifier, challenge } = pkce();
  const page = await browser.follow(await browser.request(authorizeUrl(challenge, extra)));
  if (page instanceof URL) throw new Error(`expected the sign-in page, went to ${page.pathname}`);
  const html = await page.text();
  const action = formAction(html);
  if (!action) throw new Error(`no sign-in form (status ${page.status})`);
  const callback = await browser.follow(await browser.postForm(action, { email: fields.email, name: fields.name ?? '' }));
  if (!(callback instanceof URL)) throw new Error(`expected the callback, got status ${callback.status}: ${await callback.text()}`);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`callback without a code: ${callback.search}`);
  return { code, verifier, callback };
}

export type TokenResponse = {
  access_token?: string;
  id_token?: string;
  refresh_token?: string;
  scope?: string;
  token_type?: string;
  error?: string;
  error_description?: string;
};

export async function tokenRequest(server: { url: string }, fields: Record<string, string>) {
  const response = await fetch(`${server.url}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: APP_ID, ...fields }).toString(),
  });
  return { status: response.status, body: (await response.json()) as TokenResponse };
}

export const exchangeCode = (server: { url: string }, code: string, verifier: string) =>
  tokenRequest(server, { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: `${PUBLIC_URL}/callback` });

export const refresh = (server: { url: string }, refreshToken: string, resource = API_RESOURCE) =>
  tokenRequest(server, { grant_type: 'refresh_token', refresh_token: refreshToken, resource });

export const decodePart = (token: string, part: 0 | 1) =>
  JSON.parse(Buffer.from(token.split('.')[part] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
