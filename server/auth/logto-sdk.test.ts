import { createHash, randomBytes } from 'node:crypto';
// The SDK core that @logto/browser (inside @logto/react) wraps; only the browser adapter differs.
import LogtoClient, { createRequester } from '@logto/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_RESOURCE, APP_ID, Browser, PUBLIC_URL, formAction, start, tempDataDir, type Running } from './test-browser';

let server: Running;
beforeAll(async () => {
  server = await start(tempDataDir());
});
afterAll(() => server.close());

function sdk(endpoint: string) {
  const stored = new Map<string, string>();
  const navigations: string[] = [];
  const client = new LogtoClient(
    { endpoint, appId: APP_ID, resources: [API_RESOURCE], scopes: ['email', 'phone', 'custom_data', 'identities'] },
    {
      requester: createRequester(fetch),
      storage: {
        getItem: async (key) => stored.get(key) ?? null,
        setItem: async (key, value) => void stored.set(key, value),
        removeItem: async (key) => void stored.delete(key),
      },
      navigate: (url) => void navigations.push(url),
      generateState: () => randomBytes(16).toString('base64url'),
      generateCodeVerifier: () => randomBytes(32).toString('base64url'),
      generateCodeChallenge: (verifier) => createHash('sha256').update(verifier).digest('base64url'),
    },
  );
  return { client, navigations };
}

describe('the Logto SDK against the embedded issuer', () => {
  it('signs in, gets the API token and the claims, and signs out', async () => {
    const { client, navigations } = sdk(server.url);
    const browser = new Browser(server.url);

    await client.signIn({ redirectUri: `${PUBLIC_URL}/callback`, firstScreen: 'register', loginHint: 'hedy@example.com' });
    const page = await browser.follow(await browser.request(navigations.at(-1) as string));
    if (page instanceof URL) throw new Error('expected the sign-in page');
    const html = await page.text();
    expect(html).toContain('value="hedy@example.com"');
    const callback = await browser.follow(await browser.postForm(formAction(html) as string, { email: 'hedy@example.com', name: 'Hedy Lamarr' }));
    await client.handleSignInCallback((callback as URL).href);

    expect(await client.isAuthenticated()).toBe(true);
    const claims = await client.getIdTokenClaims();
    expect(claims).toMatchObject({ email: 'hedy@example.com', email_verified: true, name: 'Hedy Lamarr', custom_data: {}, identities: {} });
    const accessToken = await client.getAccessToken(API_RESOURCE);
    await expect(server.verify(accessToken)).resolves.toMatchObject({ sub: claims.sub, email: 'hedy@example.com' });
    expect(await client.fetchUserInfo()).toMatchObject({ sub: claims.sub, email: 'hedy@example.com' });

    await client.signOut(`${PUBLIC_URL}/logout-callback`);
    expect(await client.isAuthenticated()).toBe(false);
    const confirm = await browser.request(navigations.at(-1) as string);
    const logoutPage = await confirm.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(logoutPage)?.[1] as string;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logoutPage)?.[1] as string;
    const done = await browser.follow(await browser.postForm(action, { xsrf, logout: 'yes' }));
    expect((done as URL).href).toBe(`${PUBLIC_URL}/logout-callback`);
  });
});
