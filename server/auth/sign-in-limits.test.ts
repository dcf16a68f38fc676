import { afterEach, describe, expect, it } from 'vitest';
import { Browser, authorizeUrl, formAction, pkce, signIn, start, tempDataDir, type Running } from './test-browser';
import { SIGN_IN_LIMITS } from './interaction-routes';

let running: Running[] = [];
afterEach(async () => {
  await Promise.all(running.map((server) => server.close()));
  running = [];
});

/** A browser on the sign-in page, and the address its form posts to. */
async function openSignIn(url: string) {
  const browser = new Browser(url);
  const page = await browser.follow(await browser.request(authorizeUrl(pkce().challenge)));
  if (page instanceof URL) throw new Error('expected the sign-in page');
  return { browser, action: formAction(await page.text()) as string };
}

async function signInPage() {
  const server = await start(tempDataDir());
  running.push(server);
  return { server, ...(await openSignIn(server.url)) };
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

  it('answers the 31st attempt of one sign-in within 10 minutes with a 429, whatever the emails, and lets others on the address sign in', async () => {
    const { server, browser, action } = await signInPage();
    for (let n = 0; n < SIGN_IN_LIMITS.attemptsPerSignIn.max; n++) expect((await browser.postForm(action, failing(`try${n}@example.com`))).status).toBe(400);
    const limited = await browser.postForm(action, failing('fresh@example.com'));
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Too many sign-in attempts from this device');
    await expect(signIn(new Browser(server.url), { email: 'neighbour@example.com' })).resolves.toBeTruthy();
  });

  it('signs in a meetup of 40 people over one address, new and returning members alike', async () => {
    const { server } = await signInPage();
    const people = Array.from({ length: 40 }, (_, n) => `guest${n}@example.com`);
    for (const email of people) await signIn(new Browser(server.url), { email });
    // Back the next day, or after signing out: everyone signs in again.
    for (const email of people) await signIn(new Browser(server.url), { email });
  });

  it(`answers a flood of sign-in attempts from one address, ${SIGN_IN_LIMITS.attemptsPerAddress.max} within 10 minutes however many sign-ins it starts, with a 429`, async () => {
    const { server } = await signInPage();
    const perSignIn = SIGN_IN_LIMITS.attemptsPerSignIn.max;
    for (let started = 0; started * perSignIn < SIGN_IN_LIMITS.attemptsPerAddress.max; started++) {
      const { browser, action } = await openSignIn(server.url);
      for (let n = 0; n < perSignIn; n++) expect((await browser.postForm(action, failing(`guess${started}-${n}@example.com`))).status).toBe(400);
    }
    const { browser, action } = await openSignIn(server.url);
    const limited = await browser.postForm(action, failing('one-more@example.com'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain('Too many sign-in attempts from this network');
  });

  it(`creates at most ${SIGN_IN_LIMITS.accountsPerAddress.max} accounts an hour from one address, and still signs in the accounts it has`, async () => {
    const { server } = await signInPage();
    for (let n = 0; n < SIGN_IN_LIMITS.accountsPerAddress.max; n++) await signIn(new Browser(server.url), { email: `new${n}@example.com` });
    const { browser, action } = await openSignIn(server.url);
    const limited = await browser.postForm(action, { email: 'one-too-many@example.com', name: '' });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Too many new accounts from this network');
    await expect(signIn(new Browser(server.url), { email: 'new0@example.com' })).resolves.toBeTruthy();
    // Two hundred full sign-ins in a row: a minute on a busy two-core machine, never a hang.
  }, 90_000);
});
