import type { Page } from '@playwright/test';
import { expect, signInAtIssuer, test, waitForSync } from './fixtures';

/**
 * Screenshots of the main screens in Arabic (right to left), German (long words) and Japanese (short
 * ones), at a phone's and a desktop's size, light and dark, into
 * docs/screenshots/lang-<language>-<screen>-<phone|desktop>-<light|dark>.png, for a person to look at.
 * Skipped unless asked for:
 *
 *   SCREENSHOTS=1 E2E_STATIC_DIR=<a build> npx playwright test tests/e2e/language-screenshots.spec.ts
 */
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const SCHEMES = ['light', 'dark'] as const;
const LANGUAGES = ['ar', 'de', 'ja'] as const;

test('the main screens in Arabic, German and Japanese, on a phone and a desktop, light and dark', async ({ page, server }) => {
  test.setTimeout(900_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/home`);
  await signInAtIssuer(page, 'ada@example.com');
  await expect(page).toHaveURL(`${server.url}/home`);
  await waitForSync(page);

  await page.goto(`${server.url}/chat/grace-hopper`);
  const field = page.getByRole('textbox', { name: 'Message to Grace' });
  await field.fill('Hi Grace! Are you at the summit today?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(field).toHaveValue('');
  const thread = new URL(page.url()).pathname;
  await page.goto(`${server.url}/events/offline-first-summit/questions`);
  const question = new URL((await page.getByTestId('question-card').first().getByRole('link').first().getAttribute('href')) ?? '/', server.url).pathname;

  const paths: Record<string, string> = {
    home: '/home',
    question,
    event: '/events/offline-first-summit',
    chat: thread,
    settings: '/settings',
    'big-screen': '/events/offline-first-summit/big-screen',
  };

  const shoot = async (target: Page, name: string) => {
    await expect(target.getByRole('main').or(target.getByTestId('big-screen')).first()).toBeVisible();
    await target.waitForTimeout(800);
    await target.screenshot({ path: `docs/screenshots/${name}.png`, animations: 'disabled' });
  };

  for (const language of LANGUAGES) {
    await page.evaluate((tag) => localStorage.setItem('meetverse.language', tag), language);
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        for (const [screen, path] of Object.entries(paths)) {
          await page.goto(`${server.url}${path}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await shoot(page, `lang-${language}-${screen}-${size.name}-${scheme}`);
        }
      }
    }
  }
  await page.evaluate(() => localStorage.removeItem('meetverse.language'));
});
