import type { Page } from '@playwright/test';
import { expect, test, waitForOfflineReady } from './fixtures';
import { shoot } from './page-support';

// The seeded Offline-First Summit is Ada's; Tim asked about the umbrella in it.
const SUMMIT = '/events/offline-first-summit';
const UMBRELLA = 'Lost a black umbrella near stage two';

async function openUmbrella(page: Page, url: string) {
  await page.goto(`${url}${SUMMIT}/questions`);
  await page.getByRole('link', { name: UMBRELLA }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: UMBRELLA })).toBeVisible();
}

test("a member reports a question offline; the event's organiser sees one notification and the report in the event's queue, dismisses it, and the reporter is told", async ({ demoMember, server }) => {
  const grace = await demoMember('grace@example.com');
  const ada = await demoMember('ada@example.com');
  await waitForOfflineReady(grace);
  await openUmbrella(grace, server.url);

  // Offline, the report is kept on the phone and sent later.
  await grace.context().setOffline(true);
  await grace.getByRole('button', { name: 'Report' }).click();
  const dialog = grace.getByRole('dialog', { name: 'Report this question' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByRole('textbox', { name: 'Anything the moderators should know?' }).fill('Posted five times today');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(grace.getByText('Thanks: the moderators will review it')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await grace.context().setOffline(false);

  // The organiser: one notification with the count, and the queue from the event's page.
  await ada.goto(`${server.url}/notifications`);
  await expect(ada.getByText('1 report waits for review')).toBeVisible({ timeout: 20_000 });
  await ada.goto(`${server.url}${SUMMIT}`);
  const link = ada.getByTestId('event-reports-link');
  await expect(link).toHaveAccessibleName(/Reports.*1 waiting/);
  await link.click();
  const card = ada.getByTestId('report-card');
  await expect(card).toContainText(UMBRELLA);
  await expect(card).toContainText('Spam or advertising');
  await expect(card).toContainText('Posted five times today');
  await expect(card).toContainText('1 report');
  await card.getByRole('button', { name: 'Dismiss' }).click();
  await expect(ada.getByText('Report dismissed')).toBeVisible();
  await expect(ada.getByTestId('reports-empty')).toBeVisible();
  await expect(ada.getByRole('region', { name: 'Reviewed' }).getByTestId('report-card')).toContainText('Dismissed');

  // The reporter hears the outcome; a member who runs nothing sees no queue.
  await grace.goto(`${server.url}/notifications`);
  await expect(grace.getByText('Your report was reviewed: no action was taken on the question')).toBeVisible({ timeout: 20_000 });
  await grace.goto(`${server.url}${SUMMIT}`);
  await expect(grace.getByRole('heading', { level: 1, name: 'Offline-First Summit' })).toBeVisible();
  await expect(grace.getByTestId('event-reports-link')).toHaveCount(0);
  await grace.goto(`${server.url}${SUMMIT}/reports`);
  await expect(grace.getByText("Only the event's organiser, co-hosts and moderators see its reports")).toBeVisible();
});

test('a member reports a message from the chat', async ({ demoMember, server }) => {
  const grace = await demoMember('grace@example.com');
  const tim = await demoMember('tim@example.com');
  await tim.goto(`${server.url}/profile/grace-hopper`);
  await tim.getByRole('link', { name: 'Message', exact: true }).click();
  const field = tim.getByRole('textbox', { name: 'Message to Grace' });
  await field.fill('Buy my watches');
  await field.press('Enter');
  await grace.goto(`${server.url}/chat/tim-berners-lee`);
  await grace.getByRole('button', { name: 'Report this message' }).click();
  const dialog = grace.getByRole('dialog', { name: 'Report this message' });
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(grace.getByText('Thanks: the moderators will review it')).toBeVisible();
});

test.describe('screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');

  test('the report dialog and the reports queue, light and dark', async ({ demoMember, server }) => {
    test.setTimeout(300_000);
    const grace = await demoMember('grace@example.com');
    const katherine = await demoMember('katherine@example.com');
    const ada = await demoMember('ada@example.com');
    for (const [who, reason] of [[katherine, 'Off-topic'], [grace, 'Spam or advertising']] as const) {
      await openUmbrella(who, server.url);
      await who.getByRole('button', { name: 'Report' }).click();
      const dialog = who.getByRole('dialog', { name: 'Report this question' });
      await dialog.getByRole('radio', { name: reason }).check();
      if (who === grace) {
        await dialog.getByRole('textbox', { name: 'Anything the moderators should know?' }).fill('Posted five times today, each time with a link to a shop.');
        await shoot(grace, 'report-dialog', async () => {
          await expect(dialog).toBeVisible();
        });
      }
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(who.getByText('Thanks: the moderators will review it')).toBeVisible();
    }
    await ada.goto(`${server.url}${SUMMIT}/reports`);
    await expect(ada.getByTestId('report-card')).toContainText('2 reports', { timeout: 20_000 });
    await shoot(ada, 'reports-queue', async () => {
      await expect(ada.getByTestId('report-card')).toBeVisible();
    });
  });
});
