import { ORGANISER, expect, signInAtIssuer, test, waitForSync } from './fixtures';
import { shoot } from './page-support';

/**
 * Screenshots of an event in another time zone than the member's (its page with the venue's time and
 * 'Your time', and its form with the time zone field), light and dark, into docs/screenshots/, for a
 * person to look at. Skipped unless asked for:
 *
 *   SCREENSHOTS=1 E2E_STATIC_DIR=<a build> npx playwright test tests/e2e/time-zone-screenshots.spec.ts
 */
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');
test.use({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });


test("an event in New York as a member in Tokyo sees it, and its form's time zone field", async ({ page, server }) => {
  test.setTimeout(300_000);
  const token = await server.token(ORGANISER);
  const day = new Date(Date.now() + 10 * 24 * 3600 * 1000);
  const ny = (hour: number) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour + 5)).toISOString();
  await server.api('POST', '/events', {
    token,
    body: { name: 'Brooklyn Sync Day', live_status: 'planned', is_community: false, location: 'Pioneer Works, Brooklyn', starts_at: ny(9), ends_at: ny(17), time_zone: 'America/New_York', description: 'A day of talks on sync engines, in New York.' },
  });
  await page.goto(`${server.url}/home`);
  await signInAtIssuer(page, 'ada@example.com');
  await expect(page).toHaveURL(`${server.url}/home`);
  await waitForSync(page);

  await page.goto(`${server.url}/events/brooklyn-sync-day`);
  await shoot(page, 'event-page-time-zones', async () => {
    await expect(page.getByTestId('own-time')).toBeVisible();
  });
  await page.goto(`${server.url}/events/brooklyn-sync-day/edit`);
  await shoot(page, 'event-form-time-zone', async () => {
    await expect(page.getByPlaceholder('Search for a city or region')).toBeVisible();
    await page.getByPlaceholder('Search for a city or region').scrollIntoViewIfNeeded();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByPlaceholder('Search for a city or region').click();
  await page.getByPlaceholder('Search for a city or region').fill('Tok');
  await shoot(page, 'event-form-time-zone-search', async () => {
    await expect(page.getByRole('option').first()).toBeVisible();
  });
});
