import type { Page } from '@playwright/test';
import { expect, signInAtIssuer, test, waitForSync } from './fixtures';

/**
 * Screenshots of the main screens at a phone's, a laptop's and a desktop's size, light and dark, into
 * docs/screenshots/<screen>-<phone|laptop|desktop>-<light|dark>.png, for a person to look at. Skipped
 * unless asked for:
 *
 *   SCREENSHOTS=1 E2E_STATIC_DIR=<a build> npx playwright test tests/e2e/screenshots.spec.ts
 */
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1024, height: 768 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const SCHEMES = ['light', 'dark'] as const;

type Shot = { name: string; path: string; ready: (page: Page) => Promise<void> };

test('the main screens at three sizes, light and dark', async ({ page, server }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/home`);
  await signInAtIssuer(page, 'ada@example.com');
  await expect(page).toHaveURL(`${server.url}/home`);
  await waitForSync(page);

  // A thread with a few messages, opened from the member's messages.
  await page.goto(`${server.url}/chat/grace-hopper`);
  const field = page.getByRole('textbox', { name: 'Message to Grace' });
  for (const text of ['Hi Grace! Are you at the summit today?', 'I would love to hear how you sync the badge printer offline.']) {
    await field.fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(field).toHaveValue('');
  }
  await page.goto(`${server.url}/messages`);
  await page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Grace/ }).first().click();
  await expect(page).toHaveURL(/\/messages\/dm-/);
  const thread = new URL(page.url()).pathname;

  const main = (page: Page) => page.getByRole('main');
  const shots: Shot[] = [
    { name: 'home', path: '/home', ready: (page) => expect(page.getByTestId('question-card').first()).toBeVisible() },
    { name: 'events', path: '/events', ready: (page) => expect(page.getByTestId('event-card').first()).toBeVisible() },
    { name: 'event', path: '/events/local-first-meetup', ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Local-First Meetup' })).toBeVisible() },
    { name: 'messages', path: thread, ready: (page) => expect(page.getByRole('list', { name: 'Messages' })).toContainText('badge printer') },
    { name: 'notifications', path: '/notifications', ready: (page) => expect(main(page).getByRole('heading', { level: 1 }).first()).toBeVisible() },
    { name: 'settings', path: '/settings', ready: (page) => expect(main(page).getByRole('heading').first()).toBeVisible() },
  ];

  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const shot of shots) {
        await page.goto(`${server.url}${shot.path}`);
        await shot.ready(page);
        // Staggered cards, avatars and fonts settle.
        await page.waitForTimeout(800);
        await page.screenshot({ path: `docs/screenshots/${shot.name}-${size.name}-${scheme}.png`, animations: 'disabled' });
      }
    }
  }
});
