import type { Page } from '@playwright/test';
import { INSTALL_HINT_TIMEOUT, ORGANISER, expect, signInAtIssuer, signUpNewMember, test, waitForSync } from './fixtures';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const header = (page: Page) => page.getByRole('banner');
const current = (page: Page) => nav(page).locator('[aria-current="page"]');

test('a guest on /events gets the bottom navigation with Connect disabled, the header of the main screens, and the install hint once', async ({ page, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/events`);
  await expect(page.getByText('Local-First Meetup')).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Meetverse home' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(nav(page).getByRole('listitem')).toHaveText(['Events', 'Home', 'Connect', 'Messages']);
  await expect(current(page)).toHaveText('Events');
  await expect(nav(page).getByRole('button', { name: 'Connect' })).toBeDisabled();
  // The sync status is in the header, as on the other main screens.
  await expect(header(page).getByTestId('sync-indicator')).toBeVisible();

  // The first install of the worker offers the install hint.
  const hint = page.getByRole('status').filter({ hasText: 'Install Meetverse?' });
  await expect(hint).toContainText('Hot tip: you can install Meetverse and use it offline.', { timeout: INSTALL_HINT_TIMEOUT });
  await hint.getByRole('button', { name: 'Got it' }).click();
  await expect(hint).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Local-First Meetup')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByText('Install Meetverse?')).toHaveCount(0);
});

test('an event page has the Events header whose back button returns to the list; the big screen has no shell', async ({ page, server }) => {
  // A phone: a desktop shows the side navigation on every screen with the header.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/events/local-first-meetup`);
  await expect(page.getByRole('heading', { name: 'Local-First Meetup' })).toBeVisible();
  await expect(header(page).getByTestId('header-title')).toHaveText('Events');
  await expect(nav(page)).toHaveCount(0);
  await expect(header(page).getByTestId('sync-indicator')).toBeVisible();
  await header(page).getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${server.url}/events`);

  await page.goto(`${server.url}/events/local-first-meetup/big-screen`);
  await expect(page.getByRole('heading', { name: 'Local-First Meetup' })).toBeVisible();
  await expect(header(page)).toHaveCount(0);
  await expect(nav(page)).toHaveCount(0);
});

test('a member moves between the main screens with the bottom navigation and gets the header of each', async ({ page, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpNewMember(page, server, 'navigator@example.com', 'Nadia Navigator');
  // The header is 120 px with the filter bar, which /home shows once the member's spaces are read; 90 px without.
  await expect(header(page).getByLabel('Spaces')).toBeVisible();
  expect((await header(page).boundingBox())?.height).toBe(120);
  await expect(current(page)).toHaveText('Home');
  await expect(header(page).getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', /^\/profile\/nadia-navigator/);
  await expect(header(page).getByRole('link', { name: 'Meetverse home' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Connect' })).toHaveAttribute('href', /^\/profile\/nadia-navigator[^/]*\?show_qr=1$/);

  await nav(page).getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(`${server.url}/messages`);
  await expect(current(page)).toHaveText('Messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  expect((await header(page).boundingBox())?.height).toBe(90);

  await header(page).getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(`${server.url}/notifications`);
  await expect(nav(page)).toBeVisible();
  await expect(current(page)).toHaveCount(0);

  await nav(page).getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(`${server.url}/events`);
  await expect(header(page).getByRole('link', { name: 'Notifications' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Connect' })).toBeEnabled();

  await nav(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(`${server.url}/home`);

  await nav(page).getByRole('link', { name: 'Connect' }).click();
  await expect(page).toHaveURL(/\/profile\/nadia-navigator[^/]*\?show_qr=1$/);
  await expect(header(page).getByTestId('header-title')).toHaveText('Profile');
  await expect(nav(page)).toHaveCount(0);

  await page.goto(`${server.url}/messages/thread-1`);
  await expect(header(page).getByTestId('header-title')).toHaveText('Chat');
  await header(page).getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${server.url}/messages`);

  await page.goto(`${server.url}/user/anything`);
  await expect(header(page)).toBeVisible();
  await expect(header(page).getByRole('link')).toHaveCount(0);
  await expect(header(page).getByRole('button')).toHaveCount(0);

  await page.goto(`${server.url}/events/local-first-meetup/edit`);
  await expect(header(page).getByTestId('header-title')).toHaveText('Local-First Meetup');
  await header(page).getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${server.url}/events/local-first-meetup`);
});

test('on /home the header changes its gradient once the page scrolls under it', async ({ page, server }) => {
  await signUpNewMember(page, server, 'scroller@example.com', 'Sam Scroller');
  await waitForSync(page);
  const banner = header(page);
  const look = () =>
    banner.evaluate((element) => ({ scrolled: element.hasAttribute('data-scrolled'), background: getComputedStyle(element).backgroundImage }));
  const top = await look();
  expect(top.scrolled).toBe(false);
  await page.evaluate(() => {
    const filler = document.createElement('div');
    filler.style.height = '3000px';
    document.body.append(filler);
  });
  // Scrolled again on every check: a late navigation of the feed may put the page back at the top.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, 400));
      const now = await look();
      return now.scrolled && now.background !== top.background;
    })
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(look).toEqual(top);
});

test('the bell counts unread notifications live and Messages shows the unread chats, capped at 99+', async ({ page, server }) => {
  // Ada asks a question before she signs in on this device (her demo profile is claimed at sign-in).
  const ada = await server.token(ORGANISER);
  const grace = await server.token('demo|grace@example.com');
  const { body } = await server.api<{ data: { id: string } }>('POST', '/questions', { token: ada, body: { title: 'Where is room B?' } });
  // The unread chat count comes from the server's poll; answer it with a large number.
  await page.route('**/api/v1/chats/unread-count', (route) => route.fulfill({ json: { total_unread_chats: 120 } }));
  await page.goto(`${server.url}/home`);
  await signInAtIssuer(page, 'ada@example.com');
  await expect(page).toHaveURL(`${server.url}/home`);
  await expect(nav(page).getByRole('link', { name: 'Messages, more than 99 unread' })).toContainText('99+');

  // Grace can help: the server notifies Ada, the notification syncs down and the bell counts one more.
  await waitForSync(page);
  const bell = header(page).getByRole('link', { name: /^Notifications/ });
  const unread = async () => Number((await bell.locator('[data-count]').getAttribute('data-count', { timeout: 1000 }).catch(() => null)) ?? 0);
  await page.waitForTimeout(1000);
  const before = await unread();
  await server.api('POST', '/interactions', { token: grace, body: { kind: 'can_help', target_id: body.data.id } });
  await expect.poll(unread, { timeout: 20_000 }).toBe(before + 1);
  await expect(bell).toHaveAccessibleName(`Notifications ${before + 1} unread`);
});
