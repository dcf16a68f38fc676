import { completeSignup, expect, signInAtIssuer, signUpNewMember, test, waitForOfflineReady } from './fixtures';
import { shoot } from './page-support';

const PROTECTED = [
  '/home', '/messages', '/notifications', '/communities', '/messages/thread-1', '/chat/someone',
  '/questions/q-1', '/questions/q-1/edit', '/profile', '/profile/ada-lovelace', '/profile/ada-lovelace/edit',
  '/user/anything', '/create-question', '/create-event', '/create-community', '/events/local-first-meetup/edit',
  '/suggest-feature', '/settings',
];

test('every protected route sends a signed-out visitor to sign-in', async ({ page, server }) => {
  for (const path of PROTECTED) {
    await page.goto(`${server.url}${path}`);
    await expect(page.getByLabel('Email'), path).toBeVisible();
    expect(new URL(page.url()).pathname, path).toMatch(/^\/oidc\//);
  }
});

test('a new member signs in, goes through signup and lands on /home', async ({ page, server }) => {
  await page.goto(`${server.url}/hi?source=poster`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signInAtIssuer(page, 'newcomer@example.com', 'Nia Newcomer');
  await expect(page).toHaveURL(`${server.url}/signup`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  // The name given at sign-in is offered, and the empty LinkedIn field is fine.
  await expect(page.getByLabel('Full name')).toHaveValue('Nia Newcomer');
  await page.getByLabel('LinkedIn URL').fill('not a url');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Enter a LinkedIn profile address')).toBeVisible();
  await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/nia');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(`${server.url}/home`);
  await expect(page.getByRole('heading', { name: 'Hi, Nia' })).toBeVisible();
});

test('the landing page is a front door: it says what the app is for, with none of the app’s code, and starts sign-in only from its button', async ({ page, server }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${server.url}/hi?source=poster`);
  await expect(page.getByRole('heading', { name: 'Meetverse' })).toBeVisible();
  await expect(page.getByText('Ask the crowd a question, and see who can help')).toBeVisible();
  await expect(page.getByText(/Works offline at the venue/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse events' })).toBeVisible();
  // It stays: no sign-in form until the visitor asks for it.
  await page.waitForTimeout(1_000);
  expect(new URL(page.url()).pathname).toBe('/hi');
  await expect(page.getByLabel('Email')).toHaveCount(0);
  // The loader, and the front door's two modules: no React, no screen, no database.
  const appScripts = scripts.filter((path) => path.startsWith('/assets/'));
  expect(appScripts.map((path) => path.replace(/-[\w-]{8}\.js$/, ''))).toEqual(['/assets/landing', '/assets/sign-in']);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signInAtIssuer(page, 'ada@example.com');
  await expect(page).toHaveURL(`${server.url}/home`);
  // A returning member with a session goes home.
  await page.goto(`${server.url}/hi`);
  await expect(page).toHaveURL(`${server.url}/home`);
  await expect(page.getByRole('heading', { name: 'Hi, Ada' })).toBeVisible();
});

test('Browse events on the front door takes a guest to the events, signed out', async ({ page, server }) => {
  await page.goto(`${server.url}/hi`);
  await page.getByRole('link', { name: 'Browse events' }).click();
  await expect(page).toHaveURL(`${server.url}/events`);
  await expect(page.getByText('Local-First Meetup')).toBeVisible();
});

test('when sign-in from the landing page cannot reach the issuer, the app says so and tries again from its button', async ({ page, server }) => {
  await page.route('**/oidc/.well-known/openid-configuration', (route) => route.abort('connectionfailed'));
  await page.goto(`${server.url}/hi`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'You need a connection to sign in' })).toBeVisible();
  await page.unroute('**/oidc/.well-known/openid-configuration');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('when sign-in from a protected page cannot reach the issuer, the app says so and tries again from its button, back to that page', async ({ page, server }) => {
  await page.route('**/oidc/.well-known/openid-configuration', (route) => route.abort('connectionfailed'));
  await page.goto(`${server.url}/settings`);
  await expect(page.getByRole('heading', { name: 'You need a connection to sign in' })).toBeVisible();
  await page.unroute('**/oidc/.well-known/openid-configuration');
  await page.getByRole('button', { name: 'Try again' }).click();
  await signInAtIssuer(page, 'ada@example.com');
  await expect(page).toHaveURL(`${server.url}/settings`);
});

test('a visitor whose browser reads German signs in on a German page, told what is wrong in German, and lands in the app', async ({ browser, server }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(`${server.url}/home`);
  await expect(page.getByRole('heading', { name: 'Bei Meetverse anmelden' })).toBeVisible();
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['de', 'ltr']);
  await page.getByLabel('E-Mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText('Gib eine E-Mail-Adresse wie name@example.com ein.');
  await page.getByLabel('E-Mail').fill('ada@example.com');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(`${server.url}/home`);
  await context.close();
});

test('a visitor whose browser reads Arabic gets the sign-in page right to left', async ({ browser, server }) => {
  const context = await browser.newContext({ locale: 'ar-EG' });
  const page = await context.newPage();
  await page.goto(`${server.url}/home`);
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى Meetverse' })).toBeVisible();
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
  // The labels sit at the right, where an Arabic reader starts.
  const label = await page.getByText('البريد الإلكتروني', { exact: true }).boundingBox();
  const field = await page.getByLabel('البريد الإلكتروني').boundingBox();
  expect(label && field && label.x + label.width).toBeGreaterThan((field?.x ?? 0) + (field?.width ?? 0) * 0.75);
  if (process.env.SCREENSHOTS) await shoot(page, 'sign-in-arabic', () => expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible());
  await context.close();
});

test('the path asked for is where a member lands after sign-in and signup', async ({ page, server }) => {
  await page.goto(`${server.url}/settings`);
  await signInAtIssuer(page, 'returner@example.com');
  await completeSignup(page, 'Rita Returner');
  await expect(page).toHaveURL(`${server.url}/settings`);
});

test('a demo member signs in straight to the path asked for, with no signup', async ({ page, server }) => {
  await page.goto(`${server.url}/notifications`);
  await signInAtIssuer(page, 'ada@example.com');
  await expect(page).toHaveURL(`${server.url}/notifications`);
  await page.goto(`${server.url}/home`);
  await expect(page.getByRole('heading', { name: 'Hi, Ada' })).toBeVisible();
});

test('logout without a draft signs out and leaves nothing of the member on the device', async ({ page, server }) => {
  await signUpNewMember(page, server, 'leaver@example.com', 'Lee Leaver');
  await page.goto(`${server.url}/profile`);
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/logout-callback`);
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  // What stays is the device's, not the member's: the server's configuration, the region and the phone's own id.
  const left = await page.evaluate(async () => ({
    keys: Object.keys(localStorage).filter((key) => key.startsWith('meetverse.') && !['meetverse.clientConfig', 'meetverse.region', 'meetverse.deviceId'].includes(key)),
    session: Object.keys(sessionStorage).filter((key) => key.startsWith('meetverse.')),
    logto: Object.keys(localStorage).filter((key) => key.startsWith('logto')),
  }));
  expect(left).toEqual({ keys: [], session: [], logto: [] });
  await page.goto(`${server.url}/home`);
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('logout with an unsaved draft asks first: Cancel keeps the member in, Log out anyway signs out', async ({ page, server }) => {
  await signUpNewMember(page, server, 'drafter@example.com', 'Dee Drafter');
  await page.goto(`${server.url}/profile`);
  await page.evaluate(() =>
    sessionStorage.setItem('meetverse.questionDraft', JSON.stringify({ title: 'Where is room B?', description: '' })),
  );
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'You have an unsaved draft' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have an unsaved question draft. Logging out will delete this draft. Do you want to continue?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${server.url}/profile`);
  expect(await page.evaluate(() => sessionStorage.getItem('meetverse.questionDraft'))).toContain('room B');

  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await dialog.getByRole('button', { name: 'Log out anyway' }).click();
  await expect(page).toHaveURL(`${server.url}/logout-callback`);
  expect(await page.evaluate(() => sessionStorage.getItem('meetverse.questionDraft'))).toBeNull();
});

test('a draft that is only whitespace does not hold up logout', async ({ page, server }) => {
  await signUpNewMember(page, server, 'blank@example.com', 'Bo Blank');
  await page.goto(`${server.url}/profile`);
  await page.evaluate(() => sessionStorage.setItem('meetverse.questionDraft', JSON.stringify({ title: '   ', description: '\n' })));
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/logout-callback`);
});

test('a signed-in member goes offline, keeps using the app, and is still signed in when back online', async ({ page, server }) => {
  await signUpNewMember(page, server, 'traveller@example.com', 'Tara Traveller');
  await waitForOfflineReady(page);
  await server.stop();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hi, Tara' })).toBeVisible();
  await page.goto(`${server.url}/events`);
  await expect(page.getByText('Local-First Meetup')).toBeVisible();
  await page.goto(`${server.url}/home`);
  await expect(page.getByRole('heading', { name: 'Hi, Tara' })).toBeVisible();

  await server.start();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hi, Tara' })).toBeVisible();
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-sync-connected', 'true', { timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/home');
});

test('a member who leaves signup halfway is brought back to it, answers kept, from every protected path and the installed app', async ({ page, server }) => {
  await page.goto(`${server.url}/hi`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signInAtIssuer(page, 'halfway@example.com');
  await expect(page).toHaveURL(`${server.url}/signup`);
  await page.getByRole('combobox', { name: 'Fields of expertise' }).fill('Robotics');
  await page.getByRole('combobox', { name: 'Fields of expertise' }).press('Enter');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('combobox', { name: 'Interests' })).toBeVisible();

  for (const path of [...PROTECTED, '/hi?source=pwa', '/']) {
    await page.goto(`${server.url}${path}`);
    await expect(page, path).toHaveURL(`${server.url}/signup`);
    // The page still answers (a redirect loop froze it within two seconds), and nothing typed is lost.
    await expect(page.getByRole('combobox', { name: 'Interests' }), path).toBeVisible();
    expect(await page.evaluate(() => history.length), path).toBeLessThan(60);
  }
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Robotics')).toBeVisible();
});
