import type { Locator, Page } from '@playwright/test';
import { expect, signInAtIssuer, test, waitForOfflineReady, waitForSync, type AppServer } from './fixtures';

const header = (page: Page) => page.getByRole('banner');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function signInAsAda(page: Page, server: AppServer) {
  await page.goto(`${server.url}/home`);
  await signInAtIssuer(page, 'ada@example.com');
  await expect(page).toHaveURL(`${server.url}/home`);
  await waitForSync(page);
  await expect(page.getByTestId('question-card').nth(3)).toBeVisible();
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxes(locators: Locator[]): Promise<Box[]> {
  return Promise.all(locators.map(async (locator) => (await locator.boundingBox()) as Box));
}

/** Text that needs more room than its box has, e.g. 'OFFLINE …'. */
const isCut = (locator: Locator) => locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);

for (const width of [320, 390, 1280]) {
  test(`at ${width} px the header shows the whole sync state and nothing in it overlaps, offline with writes waiting`, async ({ page, context, server }) => {
    await page.setViewportSize({ width, height: 844 });
    await signInAsAda(page, server);
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.goto(`${server.url}/create-question`);
    await page.getByLabel('Title').fill('Is the wifi down for everyone?');
    await page.getByRole('button', { name: 'Post question' }).click();
    // The question is stored once the app opens its page; leaving before that could lose it.
    await expect(page).toHaveURL(/\/questions\/[^/]+$/);
    await page.goto(`${server.url}/home`);

    const pill = header(page).getByTestId('sync-indicator');
    await expect(pill).toHaveAccessibleName(/^Offline\. 1 unsent/);
    expect(await isCut(pill)).toBe(false);
    for (const text of await pill.locator('*').all()) expect(await isCut(text)).toBe(false);
    const parts = [
      header(page).getByRole('link', { name: 'Your profile' }),
      header(page).getByRole('link', { name: 'Meetverse home' }),
      pill,
      header(page).getByRole('link', { name: 'Notifications' }),
    ];
    const placed = await boxes(parts);
    for (const [i, a] of placed.entries()) for (const b of placed.slice(i + 1)) expect(overlap(a, b)).toBe(false);
    for (const box of placed) expect(box.x + box.width).toBeLessThanOrEqual(width);

    // The chips scroll in a strip of their own; the sort control sits beside it, never over a chip.
    const strip = header(page).getByLabel('Spaces');
    const sort = header(page).getByRole('button', { name: /^Sort questions: Latest$/ });
    const [stripBox, sortBox] = await boxes([strip, sort]);
    expect(overlap(stripBox as Box, sortBox as Box)).toBe(false);
    const scroller = await strip.evaluate((element) => {
      const scrolling = [element, ...element.querySelectorAll('*')].find((node) => node.scrollWidth > node.clientWidth + 1);
      return scrolling ? getComputedStyle(scrolling).overflowX : 'fits';
    });
    expect(['auto', 'scroll', 'fits']).toContain(scroller);
  });
}

test('on a phone the feed shows at least four cards, titles in the text colour and one row of named reaction toggles', async ({ page, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAda(page, server);
  const cards = page.getByTestId('question-card');
  let whole = 0;
  for (const card of (await cards.all()).slice(0, 6)) {
    const box = (await card.boundingBox()) as Box;
    const navTop = ((await nav(page).boundingBox()) as Box).y;
    if (box.y >= 0 && box.y + box.height <= navTop) whole += 1;
  }
  expect(whole).toBeGreaterThanOrEqual(4);

  // A question of someone else's: one's own has no 'Can help'.
  const first = cards.filter({ has: page.getByRole('button', { name: /^Can help, \d+$/ }) }).first();
  const title = first.getByRole('link').first();
  expect(await title.evaluate((element) => getComputedStyle(element).color)).not.toBe('rgb(0, 0, 238)');
  const toggles = first.getByRole('button');
  await expect(first.getByRole('button', { name: /^Can help, \d+$/ })).toHaveAttribute('aria-pressed', /true|false/);
  await expect(first.getByRole('button', { name: /^Me too, \d+$/ })).toBeVisible();
  await expect(first.getByRole('button', { name: /^Uplift, \d+$/ })).toBeVisible();
  await expect(first.getByRole('button', { name: /Bookmark/ })).toBeVisible();
  const tops = new Set((await boxes(await toggles.all())).map((box) => Math.round(box.y + box.height / 2)));
  expect(tops.size).toBe(1);
});

test('only the active tab is marked, and a question has a back arrow home and the bottom navigation', async ({ page, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAda(page, server);
  await nav(page).getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(`${server.url}/events`);
  await expect(nav(page).locator('[aria-current]')).toHaveText(['Events']);

  await page.goto(`${server.url}/home`);
  await page.getByTestId('question-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/questions\//);
  await expect(nav(page)).toBeVisible();
  await expect(header(page).getByTestId('header-title')).toHaveText('Question');
  await header(page).getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${server.url}/home`);
});

test('the install hint never shows on the big screen', async ({ page, server }) => {
  await page.goto(`${server.url}/events/offline-first-summit/big-screen`);
  await expect(page.getByRole('heading', { name: 'Offline-First Summit' })).toBeVisible();
  await waitForOfflineReady(page);
  await page.waitForTimeout(1500);
  await expect(page.getByText('Install Meetverse?')).toHaveCount(0);
});
