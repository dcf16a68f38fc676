import type { Page } from '@playwright/test';
import { expect, test, type AppServer } from './fixtures';
import { shoot } from './page-support';

// The seeded Offline-First Summit is Ada's, on now; every demo member joined it.
const SUMMIT = '/events/offline-first-summit';
const SUMMIT_ID = '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0002';

type Member = { id: string };

/** Ada names Grace the summit's moderator, and sets how it takes questions, through the API as the event page would. */
async function runTheRoom(server: AppServer, qaMode: 'open' | 'approval') {
  const grace = (await server.api<{ data: Member }>('GET', '/users/me', { token: await server.token('demo|grace@example.com') })).body.data;
  const { status } = await server.api('PUT', `/events/${SUMMIT_ID}`, { token: await server.token('demo|ada@example.com'), body: { team: [{ user_id: grace.id, role: 'moderator' }], qa_mode: qaMode } });
  expect(status).toBe(200);
}

/** Asks a question to the summit from its page of questions. */
async function ask(page: Page, server: AppServer, title: string) {
  await page.goto(`${server.url}${SUMMIT}/questions`);
  await page.getByRole('link', { name: 'Ask here' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Post question' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const queueItem = (page: Page, title: string) => page.getByTestId('moderation-item').filter({ hasText: title });

test("questions wait for approval: the asker sees it waiting, the moderator approves it from the queue, everyone sees it; hidden, its asker is told why", async ({ demoMember, server }) => {
  test.setTimeout(180_000);
  await runTheRoom(server, 'open');
  const ada = await demoMember('ada@example.com');
  const grace = await demoMember('grace@example.com');
  const tim = await demoMember('tim@example.com');
  const katherine = await demoMember('katherine@example.com');

  // The organiser turns approval on from the queue.
  await ada.goto(`${server.url}${SUMMIT}/moderation`);
  // The switch turns on at the tap, and stays on once the change is stored.
  const approval = ada.getByRole('switch', { name: 'Questions wait for approval' });
  await approval.click();
  await expect(approval).toBeChecked();
  await expect(ada.getByText('New questions now wait for approval')).toBeVisible();

  const title = 'Will the workshop room have power sockets?';
  await ask(tim, server, title);
  await expect(tim.getByTestId('moderation-notice')).toContainText('Waiting for approval');

  // The moderator's page counts it, and the queue holds it.
  await grace.goto(`${server.url}${SUMMIT}`);
  await expect(grace.getByTestId('moderation-badge')).toHaveText('1');
  await grace.getByRole('link', { name: /Moderate questions/ }).click();
  await expect(queueItem(grace, title)).toBeVisible();
  // Another attendee never sees it while it waits.
  await katherine.goto(`${server.url}${SUMMIT}/questions`);
  await expect(katherine.getByTestId('question-card').first()).toBeVisible();
  await expect(katherine.getByRole('link', { name: title })).toHaveCount(0);

  await queueItem(grace, title).getByRole('button', { name: 'Approve' }).click();
  await expect(grace.getByText('Approved: everyone sees it now')).toBeVisible();
  await expect(katherine.getByRole('link', { name: title })).toBeVisible();
  await expect(tim.getByTestId('moderation-notice')).toHaveCount(0);

  // Hidden with a reason: it leaves the feed, and its asker reads why.
  await grace.getByRole('tab', { name: 'Shown' }).click();
  await queueItem(grace, title).getByRole('button', { name: 'Hide' }).click();
  const dialog = grace.getByRole('dialog', { name: 'Hide this question' });
  await dialog.getByRole('radio', { name: 'Already answered' }).check();
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(grace.getByText('Hidden: its asker is told why')).toBeVisible();
  await expect(katherine.getByRole('link', { name: title })).toHaveCount(0);
  await expect(tim.getByTestId('moderation-notice')).toContainText('Hidden by the moderators: Already answered');
  await tim.goto(`${server.url}/notifications`);
  await expect(tim.getByText('Your question was hidden')).toBeVisible();
});

test("a duplicate merged into another question carries its reactions over, and the question answered now shows on the big screen and members' phones", async ({ demoMember, server, browser }) => {
  test.setTimeout(180_000);
  await runTheRoom(server, 'open');
  const grace = await demoMember('grace@example.com');
  const tim = await demoMember('tim@example.com');
  const katherine = await demoMember('katherine@example.com');
  const kept = 'Is there a cloakroom at the venue?';
  const duplicate = 'Where can I leave my coat?';
  await ask(tim, server, kept);
  await ask(katherine, server, duplicate);
  // Grace says 'me too' on both; Tim uplifts the duplicate.
  for (const page of [grace, tim]) await page.goto(`${server.url}${SUMMIT}/questions`);
  for (const title of [kept, duplicate]) await grace.getByTestId('question-card').filter({ hasText: title }).getByRole('button', { name: /Me too/ }).click();
  await tim.getByTestId('question-card').filter({ hasText: duplicate }).getByRole('button', { name: /Uplift/ }).click();
  // The reactions reached the server before the merge (a reaction that comes after it stays on the duplicate).
  const ada = await server.token('demo|ada@example.com');
  await expect
    .poll(async () => {
      const { body } = await server.api<{ data: { title: string; me_too_count: number; uplift_count: number }[] }>('GET', `/questions?event_id=${SUMMIT_ID}`, { token: ada });
      return body.data.filter((question) => question.title === kept || question.title === duplicate).map((question) => question.me_too_count + question.uplift_count).sort();
    })
    .toEqual([1, 2]);

  await grace.goto(`${server.url}${SUMMIT}/moderation`);
  await queueItem(grace, duplicate).getByRole('button', { name: 'Merge' }).click();
  const dialog = grace.getByRole('dialog', { name: 'Merge into another question' });
  await dialog.getByRole('combobox', { name: 'The question it duplicates' }).fill('cloakroom');
  await grace.getByRole('option', { name: kept }).click();
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(grace.getByText('Merged: its reactions count on the other question')).toBeVisible();
  // Grace counted once for 'me too', Tim's uplift carried over.
  await tim.goto(`${server.url}${SUMMIT}/questions`);
  const card = tim.getByTestId('question-card').filter({ hasText: kept });
  await expect(card.getByRole('button', { name: /Me too/ })).toContainText('1');
  await expect(card.getByRole('button', { name: /Uplift/ })).toContainText('1');
  await expect(tim.getByTestId('question-card').filter({ hasText: duplicate })).toHaveCount(0);
  await katherine.goto(`${server.url}/notifications`);
  await expect(katherine.getByText('Your question was merged into another')).toBeVisible();

  // The room's big screen, a guest's browser at the venue.
  const room = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
  await room.goto(`${server.url}${SUMMIT}/big-screen`);
  await expect(room.getByTestId('big-screen-question').first()).toBeVisible();
  await tim.goto(`${server.url}/home`);

  await queueItem(grace, kept).getByRole('button', { name: 'Answering now' }).click();
  await expect(room.getByTestId('big-screen-answering')).toContainText(kept);
  await expect(tim.getByTestId('answering-now')).toContainText(kept);
  await queueItem(grace, kept).getByRole('button', { name: 'Answered' }).click();
  await expect(room.getByTestId('big-screen-answering')).toHaveCount(0);
  await expect(tim.getByTestId('answering-now')).toHaveCount(0);
  await tim.goto(`${server.url}${SUMMIT}/questions`);
  await expect(tim.getByTestId('answered-question')).toContainText([kept]);
});

test.describe('screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');

  test('the moderation queue, the waiting notice and the question answered now, light and dark', async ({ demoMember, server, browser }) => {
    test.setTimeout(300_000);
    await runTheRoom(server, 'approval');
    const grace = await demoMember('grace@example.com');
    const tim = await demoMember('tim@example.com');
    await ask(tim, server, 'Can we get the slides of the opening keynote?');
    await ask(tim, server, 'Is the afterparty open to everyone with a badge?');
    await shoot(tim, 'moderation-waiting-notice', async () => {
      await expect(tim.getByTestId('moderation-notice')).toBeVisible();
    });
    await grace.goto(`${server.url}${SUMMIT}/moderation`);
    await expect(grace.getByTestId('moderation-item')).toHaveCount(2);
    await shoot(grace, 'moderation-queue', async () => {
      await expect(grace.getByTestId('moderation-item')).toHaveCount(2);
    });
    await queueItem(grace, 'opening keynote').getByRole('button', { name: 'Approve' }).click();
    const hideDialog = grace.getByRole('dialog', { name: 'Hide this question' });
    await shoot(grace, 'moderation-hide-dialog', async () => {
      // A new size may lay the page out again: the dialog is opened when it is not open.
      if (!(await hideDialog.isVisible())) {
        await grace.getByRole('tab', { name: 'Waiting' }).click();
        await queueItem(grace, 'afterparty').getByRole('button', { name: 'Hide' }).click();
      }
      await expect(hideDialog).toBeVisible();
    });
    await grace.keyboard.press('Escape');
    await grace.getByRole('tab', { name: 'Shown' }).click();
    await queueItem(grace, 'opening keynote').getByRole('button', { name: 'Answering now' }).click();
    await tim.goto(`${server.url}/home`);
    await shoot(tim, 'answering-now-banner', async () => {
      await expect(tim.getByTestId('answering-now')).toBeVisible();
    });
    const room = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
    await room.goto(`${server.url}${SUMMIT}/big-screen`);
    await shoot(room, 'big-screen-answering', async () => {
      await expect(room.getByTestId('big-screen-answering')).toBeVisible();
    });
  });
});
