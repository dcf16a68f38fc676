import { afterEach, describe, expect, it } from 'vitest';
import { Browser, authorizeUrl, formAction, pkce, signIn, start, tempDataDir, type Running } from './test-browser';
import { SIGN_IN_LIMITS } from './interaction-routes';

let running: Running[] = [];
afterEach(async () => {
  await Promise.all(running.map((server) => server.close()));
  running = [];
});

async function signInPage() {
  const server = await start(tempDataDir());
  running.push(server);
  const browser = new Browser(server.url);
  const page = await browser.follow(await browser.request(authorizeUrl(pkce().challenge)));
  if (page instanceof URL) throw new Error('expected the sign-in page');
  return { server, browser, action: formAction(await page.text()) as string };
}

// A name over the limit makes an attempt that is refused and leaves the sign-in open for the next one.
const failing = (email: string) => ({ email, name: 'n'.repeat(101) });

describe('sign-in limits of the embedded issuer', () => {
  it('answers the 11th attempt for one email within 10 minutes with a 429, Retry-After and the reason', async () => {
    const { browser, action } = await signInPage();
    for (let n = 0; n < SIGN_IN_LIMITS.attemptsPerEmail.max; n++) expect((await browser.postForm(action, failing('eve@example.com'))).status).toBe(400);
    const limited = await browser.postForm(action, failing('eve@example.com'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain('Too many sign-in attempts for this email. Please try again in 10 minutes.');
    // Another email from the same device may still try.
    expect((await browser.postForm(action, failing('other@example.com'))).status).toBe(400);
  });

  it('answers the 31st attempt from one device within 10 minutes with a 429, whatever the emails', async () => {
    const { browser, action } = await signInPage();
    for (let n = 0; n < SIGN_IN_LIMITS.attemptsPerAddress.max; n++) expect((await browser.postForm(action, failing(`try${n}@example.com`))).status).toBe(400);
    const limited = await browser.postForm(action, failing('fresh@example.com'));
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Too many sign-in attempts from this device');
  });

  it('creates at most 20 accounts an hour from one device, and still signs in the accounts it has', async () => {
    const { server } = await signInPage();
    for (let n = 0; n < SIGN_IN_LIMITS.accountsPerAddress.max; n++) await signIn(new Browser(server.url), { email: `new${n}@example.com` });
    const browser = new Browser(server.url);
    const page = await browser.follow(await browser.request(authorizeUrl(pkce().challenge)));
    if (page instanceof URL) throw new Error('expected the sign-in page');
    const limited = await browser.postForm(formAction(await page.text()) as string, { email: 'one-too-many@example.com', name: '' });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Too many new accounts from this device');
    await expect(signIn(new Browser(server.url), { email: 'new0@example.com' })).resolves.toBeTruthy();
  });
});
