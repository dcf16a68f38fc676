import type { Page } from '@playwright/test';
import { ORGANISER, expect, signInAtIssuer, test, waitForSync, type AppServer } from './fixtures';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const header = (page: Page) => page.getByRole('banner');

/** Where the navigation sits: a bar along the bottom of the window or a column at its side. */
async function navPlace(page: Page): Promise<'bottom' | 'side'> {
  const box = await nav(page).boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no navigation on screen');
  return box.height > viewport.height / 2 && box.x === 0 && box.width < viewport.width / 3 ? 'side' : 'bottom';
}

async function signInAsAda(page: Page, server: AppServer) {
  await page.goto(`${server.url}/home`);
  await signInAtIssuer(page, 'ada@example.com');
  await expect(page).toHaveURL(`${server.url}/home`);
  await waitForSync(page);
}

/** Ada starts a chat with Grace and opens it from her messages: the thread's path under /messages. */
async function openThread(page: Page, server: AppServer) {
  // As a member starts one: from Grace's profile.
  await page.goto(`${server.url}/profile/grace-hopper`);
  await page.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/chat/grace-hopper`);
  await expect(page.getByText('Say hello to Grace')).toBeVisible();
  const desktop = (page.viewportSize()?.width ?? 0) >= 1024;
  // A new chat has the conversations beside it on a desktop too, as any open one has.
  await expect(page.getByRole('region', { name: 'Your conversations' })).toHaveCount(desktop ? 1 : 0);
  const field = page.getByRole('textbox', { name: 'Message to Grace' });
  await field.fill('See you at the keynote?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(field).toHaveValue('');
  // Sent before the page is left: leaving while it is only on its way into the device's queue keeps
  // it as the chat's draft instead, which is the app's promise but not this flow's subject.
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('img', { name: /^(Sent|Read)$/ })).toHaveCount(1);
  await page.goto(`${server.url}/messages`);
  await page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Grace/ }).first().click();
  await expect(page).toHaveURL(/\/messages\/dm-/);
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('See you at the keynote?');
}

/** Whether the page is wider than its window (a horizontal scroll). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test(`at ${viewport.width}x${viewport.height} the navigation is a column at the side with every item, and the conversations stay beside an open chat`, async ({ page, server }) => {
    await page.setViewportSize(viewport);
    await signInAsAda(page, server);
    await expect(nav(page)).toBeVisible();
    expect(await navPlace(page)).toBe('side');
    await expect(nav(page).getByRole('listitem')).toHaveText(['Events', 'Home', 'Connect', 'Messages']);
    await expect(nav(page).locator('[aria-current="page"]')).toHaveText('Home');
    // The page sits beside the column, never under it.
    const navBox = (await nav(page).boundingBox())!;
    const mainBox = (await page.getByRole('main').boundingBox())!;
    expect(mainBox.x).toBeGreaterThanOrEqual(navBox.x + navBox.width);
    expect((await header(page).boundingBox())!.x).toBeGreaterThanOrEqual(navBox.x + navBox.width);
    expect(await overflows(page)).toBe(false);

    // A profile is under Connect, where the member's own code and the people they met are.
    await page.goto(`${server.url}/profile/grace-hopper`);
    await expect(nav(page).locator('[aria-current]')).toHaveText(/Connect/);

    await openThread(page, server);
    // Inside a thread the column stays, Messages marked as the section.
    expect(await navPlace(page)).toBe('side');
    await expect(nav(page).locator('[aria-current]')).toHaveText(/Messages/);
    const list = page.getByRole('region', { name: 'Your conversations' });
    await expect(list.getByRole('list', { name: 'Conversations' })).toBeVisible();
    const listBox = (await list.boundingBox())!;
    const threadBox = (await page.getByRole('list', { name: 'Messages' }).boundingBox())!;
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(threadBox.x);
    await expect(list.locator('a[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: 'Message to Grace' })).toBeInViewport();
    expect(await overflows(page)).toBe(false);

    // An event's questions are beside it, with the feed's cards and their reactions.
    await page.goto(`${server.url}/events/local-first-meetup`);
    const questions = page.getByRole('region', { name: 'Questions in Local-First Meetup' });
    await expect(questions.getByTestId('question-card').first()).toBeVisible();
    const eventBox = (await page.getByRole('heading', { level: 1, name: 'Local-First Meetup' }).boundingBox())!;
    expect((await questions.boundingBox())!.x).toBeGreaterThanOrEqual(eventBox.x + eventBox.width);
    await expect(page.getByRole('region', { name: 'Top questions' })).toHaveCount(0);
    expect(await overflows(page)).toBe(false);
    // Asking from there asks in this event.
    await questions.getByRole('link', { name: 'Ask here' }).click();
    await expect(page).toHaveURL(/\/create-question\?event=/);
    await expect(page.getByRole('combobox', { name: 'Ask in' })).toHaveValue('Local-First Meetup');

    // Events has the header of the main screens on a desktop too.
    await nav(page).getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(`${server.url}/events`);
    await expect(header(page).getByRole('link', { name: 'Notifications' })).toBeVisible();
    expect(await navPlace(page)).toBe('side');
  });
}

test('at 390x844 a phone keeps the bottom navigation, no side column and no conversation list inside a chat', async ({ page, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAda(page, server);
  expect(await navPlace(page)).toBe('bottom');
  await expect(nav(page)).toHaveCount(1);
  await openThread(page, server);
  await expect(nav(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your conversations' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Conversations' })).toHaveCount(0);
  // On a phone the event keeps its top questions in the page, and nothing beside it.
  await page.goto(`${server.url}/events/local-first-meetup`);
  await expect(page.getByRole('region', { name: 'Top questions' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Questions in / })).toHaveCount(0);

  // Labelled reactions on the feed's cards, in one row, at a phone's width.
  await page.goto(`${server.url}/home`);
  const card = page.getByTestId('question-card').first();
  for (const label of ['Can help', 'Me too', 'Uplift']) {
    const toggle = card.getByRole('button', { name: new RegExp(`^${label}, \\d+$`) });
    await expect(toggle.or(card.getByRole('img', { name: new RegExp(`^${label}, \\d+$`) }))).toContainText(label);
  }
  // Someone else's question: its four toggles, words and all, fit one row of the card.
  const other = page.getByTestId('question-card').filter({ has: page.getByRole('button', { name: /^Can help, \d+$/ }) }).first();
  const rows = new Set((await Promise.all((await other.getByRole('button').all()).map((button) => button.boundingBox()))).map((box) => Math.round(box!.y + box!.height / 2)));
  expect(rows.size).toBe(1);
  expect(await overflows(page)).toBe(false);
});

test('in the dark scheme the header is opaque, on a phone and on a desktop', async ({ page, server }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAda(page, server);
  const alpha = () =>
    header(page).evaluate((element) => {
      const colour = getComputedStyle(element).backgroundColor;
      const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
      return parts.length === 4 ? parts[3] : colour.startsWith('rgb(') ? 1 : 0;
    });
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
  expect(await alpha()).toBe(1);
  await page.evaluate(() => window.scrollTo(0, 600));
  expect(await alpha()).toBe(1);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${server.url}/messages`);
  expect(await alpha()).toBe(1);
});

test('at 320 px a long event name wraps beside a whole LIVE badge, with the full name in its title, and nothing scrolls sideways', async ({ page, server }) => {
  const hour = 3_600_000;
  const name = 'The Extraordinarily Long Annual Gathering of Offline-First Practitioners, Friends and Supercalifragilisticexpialidocious Sync Engines';
  const token = await server.token(ORGANISER);
  const { status, body } = await server.api<{ data: { slug: string } }>('POST', '/events', {
    token,
    body: { name, location: 'Main hall, Building C, Third floor, beside the very long corridor', live_status: 'live', is_community: false, starts_at: new Date(Date.now() - hour).toISOString(), ends_at: new Date(Date.now() + hour).toISOString() },
  });
  expect(status).toBe(201);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(`${server.url}/events`);
  const card = page.getByTestId('event-card').filter({ hasText: 'Extraordinarily' });
  await expect(card).toBeVisible();
  await expect(card.getByText(name)).toHaveAttribute('title', name);
  const live = card.getByText('Live', { exact: true });
  await expect(live).toBeVisible();
  expect(await live.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await overflows(page)).toBe(false);

  await page.goto(`${server.url}/events/${body.data.slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await overflows(page)).toBe(false);
});
