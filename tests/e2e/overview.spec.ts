import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, waitForOfflineReady } from './fixtures';
import { shoot } from './page-support';

// The seeded Offline-First Summit is Ada's, on now; every demo member joined it.
const SUMMIT = '/events/offline-first-summit';

/** Saves one of the overview's exports and reads the file the browser was handed. */
async function exported(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

test("the organiser's overview counts the event and exports its attendees and questions as CSV, offline too", async ({ demoMember, server }) => {
  test.setTimeout(180_000);
  const tim = await demoMember('tim@example.com');
  await tim.goto(`${server.url}${SUMMIT}`);
  await tim.getByRole('button', { name: 'Check in' }).click();
  await expect(tim.getByTestId('checked-in')).toBeVisible();

  const ada = await demoMember('ada@example.com');
  await ada.goto(`${server.url}${SUMMIT}`);
  // Nobody else is offered it.
  await expect(tim.getByRole('link', { name: 'Overview' })).toHaveCount(0);
  await ada.getByRole('link', { name: 'Overview' }).click();
  await expect(ada.getByTestId('overview-attending')).toContainText('4');
  await expect(ada.getByTestId('overview-checked-in')).toContainText('1');
  await expect(ada.getByTestId('overview-asked')).toContainText('8');
  await expect(ada.getByTestId('check-in-curve')).toBeVisible();
  await expect(ada.getByTestId('overview-top-questions').getByRole('listitem')).toHaveCount(5);

  await waitForOfflineReady(ada);
  await ada.context().setOffline(true);
  const attendees = await exported(ada, 'Attendees with check-in times');
  expect(attendees.name).toBe('offline-first-summit-attendees.csv');
  expect(attendees.text).toMatch(/^\uFEFFName,Joined \(Europe\/Berlin\),Checked in \(Europe\/Berlin\)\r\n/);
  expect(attendees.text).toMatch(/Tim Berners-Lee,\d{4}-\d\d-\d\d \d\d:\d\d,\d{4}-\d\d-\d\d \d\d:\d\d\r\n/);
  expect(attendees.text.trim().split('\r\n')).toHaveLength(5);
  // A browser asks before a page downloads a second file on its own; a reload (offline, from the app's cache) is a new page.
  await ada.reload();
  await expect(ada.getByTestId('overview-asked')).toContainText('8');
  const questions = await exported(ada, 'Questions with their counts');
  expect(questions.text).toContain('Is the wifi down for everyone in Hall A?,Ada Lovelace,');
  expect(questions.text.trim().split('\r\n')).toHaveLength(9);
  await expect(ada.getByText('8 questions exported')).toBeVisible();
  await ada.context().setOffline(false);
});

test.describe('screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');

  test("the organiser's overview, light and dark", async ({ demoMember, server }) => {
    test.setTimeout(300_000);
    for (const email of ['tim@example.com', 'grace@example.com']) {
      const page = await demoMember(email);
      await page.goto(`${server.url}${SUMMIT}`);
      await page.getByRole('button', { name: 'Check in' }).click();
      await expect(page.getByTestId('checked-in')).toBeVisible();
      await page.close();
    }
    const ada = await demoMember('ada@example.com');
    await ada.goto(`${server.url}${SUMMIT}/overview`);
    await shoot(ada, 'event-overview', async () => {
      await expect(ada.getByTestId('overview-checked-in')).toContainText('2');
    });
  });
});
