import { expect, signInAtIssuer, test, waitForSync } from './fixtures';

/**
 * Screenshots of the front door (/hi), the issuer's sign-in page and the admin tools, for a person to
 * look at, into docs/screenshots/. Skipped unless asked for:
 *
 *   SCREENSHOTS=1 E2E_STATIC_DIR=<a build> npx playwright test tests/e2e/front-door-screenshots.spec.ts
 */
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');
test.use({ serverEnv: { ADMIN_EMAILS: 'ada@example.com' } });

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const SCHEMES = ['light', 'dark'] as const;
const dir = 'docs/screenshots';

test('the front door and the sign-in page, at a phone’s and a desktop’s size, light and dark', async ({ page, server }) => {
  test.setTimeout(300_000);
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`${server.url}/hi`);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await page.screenshot({ path: `${dir}/hi-front-door-${size.name}-${scheme}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByLabel('Email')).toBeVisible();
      await page.screenshot({ path: `${dir}/sign-in-about-${size.name}-${scheme}.png`, fullPage: true });
    }
  }
});

test('the admin tools: what a champion is, the list of admins and champions, and the question before a change', async ({ page, server }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/home`);
  await signInAtIssuer(page, 'ada@example.com');
  await expect(page).toHaveURL(`${server.url}/home`);
  await waitForSync(page);
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`${server.url}/settings`);
      const admin = page.getByRole('region', { name: 'Admin', exact: true });
      await expect(admin.getByRole('region', { name: 'Admins and champions' }).getByTestId('role-holder').first()).toBeVisible();
      const champion = admin.getByRole('textbox', { name: 'Make a member a champion' });
      await champion.fill('grace@example.com');
      await admin.getByRole('button', { name: 'Make champion' }).click();
      const dialog = page.getByRole('dialog', { name: 'Make grace@example.com a champion?' });
      await expect(dialog).toBeVisible();
      // Past the modal's opening transition.
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${dir}/admin-confirm-${size.name}-${scheme}.png` });
      await dialog.getByRole('button', { name: 'Make champion' }).click();
      await expect(admin.getByText('Grace Hopper is now a champion')).toBeVisible();
      await expect(admin.getByTestId('role-holder')).toHaveCount(2);
      await admin.scrollIntoViewIfNeeded();
      await admin.screenshot({ path: `${dir}/admin-section-${size.name}-${scheme}.png` });
    }
  }
});
