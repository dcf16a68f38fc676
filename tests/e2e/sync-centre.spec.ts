import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { MEETVERSE_ID } from '../../server/db/seed';
import { testQuestion } from '../../schemas/question.testing';
import { expect, signInAtIssuer, test, waitForOfflineReady } from './fixtures';
import { createRoom, DEMO_SUB, MEMBER, pushInBatches, setParticipants } from './sync-support';

const openCentre = async (page: Page) => {
  await page.getByRole('button', { name: /Open the sync centre/ }).click();
  const centre = page.getByRole('dialog', { name: 'Sync' });
  await expect(centre).toBeVisible();
  return centre;
};

test('writes made offline are listed by name in the sync centre, and leave it once they are sent', async ({ demoMember, server }) => {
  const katherine = await demoMember('katherine@example.com');
  await waitForOfflineReady(katherine);
  await katherine.context().setOffline(true);

  // Check-in is open at the live event (it opens an hour before the start).
  await katherine.goto(`${server.url}/events/offline-first-summit`);
  await katherine.getByRole('button', { name: 'Check in' }).click();
  await expect(katherine.getByText('You checked in to Offline-First Summit')).toBeVisible();
  await katherine.goto(`${server.url}/chat/grace-hopper`);
  const field = katherine.getByRole('textbox', { name: 'Message to Grace' });
  await field.fill('Saving you a seat at the meetup');
  await field.press('Enter');

  const centre = await openCentre(katherine);
  await expect(centre.getByText('Offline', { exact: true })).toBeVisible();
  const waiting = centre.getByRole('region', { name: 'Waiting to be sent' });
  await expect(waiting.getByText('Check-in at Offline-First Summit')).toBeVisible();
  await expect(waiting.getByText('Message to Grace')).toBeVisible();
  await expect(waiting.getByText('Chat with Grace')).toBeVisible();

  await katherine.context().setOffline(false);
  await expect(centre.getByText('Everything is saved')).toBeVisible({ timeout: 45_000 });
  await expect(centre.getByText('Online', { exact: true })).toBeVisible();
  await expect(centre.getByTestId('last-synced')).toContainText('Last synced');
});

test('a write refused for good shows the server’s reason in the sync centre, goes through from Retry, and another is discarded after asking', async ({ demoMember, server }) => {
  // Ada's room with Grace, which Ada then closes to Grace: Grace's messages to it are refused.
  const roomId = await createRoom(server, DEMO_SUB.ada, [MEMBER.ada, MEMBER.grace]);
  const ada = await server.token(DEMO_SUB.ada);
  const grace = await demoMember('grace@example.com');
  await grace.goto(`${server.url}/messages/${roomId}`);
  const field = grace.getByRole('textbox', { name: 'Message to Ada' });
  await expect(field).toBeVisible();

  await setParticipants(server, DEMO_SUB.ada, roomId, [MEMBER.ada]);
  for (const text of ['First try', 'Second try']) {
    await field.fill(text);
    await field.press('Enter');
  }
  const centre = await openCentre(grace);
  const refused = centre.getByRole('region', { name: 'Not saved' });
  await expect(refused.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  await expect(refused.getByText('Only participants of a room may post in it').first()).toBeVisible();

  // One is discarded: the member is asked first, and it goes from the device.
  await refused.getByRole('listitem').first().getByRole('button', { name: 'Discard' }).click();
  await grace.getByRole('dialog', { name: 'Discard this change?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(refused.getByRole('listitem')).toHaveCount(1);

  // Ada lets Grace back in; the other goes through from Retry.
  await setParticipants(server, DEMO_SUB.ada, roomId, [MEMBER.ada, MEMBER.grace]);
  await refused.getByRole('button', { name: 'Retry' }).click();
  await expect(centre.getByText('Everything is saved')).toBeVisible({ timeout: 30_000 });
  const onServer = await server.api<{ documents: { body: string; room_id: string }[] }>('GET', '/replication/chat_messages/pull?limit=1000', { token: ada });
  const bodies = onServer.body.documents.filter((doc) => doc.room_id === roomId).map((doc) => doc.body);
  expect(bodies).toHaveLength(1);
  expect(['First try', 'Second try']).toContain(bodies[0]);
  await grace.getByRole('button', { name: 'Close the sync centre' }).click();
  await expect(grace.getByRole('list', { name: 'Messages' }).locator('[data-message-id]')).toHaveCount(1);
});

test('a first sync shows what it is downloading with both counts, and the bar leaves once everything is on the device', async ({ browser, server }) => {
  // 2,500 more questions than the demo's: the first sync reads a first page of 100, then pages of 1,000.
  const questions = Array.from({ length: 2_500 }, (_, index) => ({
    ...testQuestion(index + 1, { id: randomUUID(), event_id: MEETVERSE_ID, author_id: MEMBER.grace, sync_state: 'pending', updatedAt: 0 }),
    _deleted: false,
  }));
  await pushInBatches(server, 'questions', DEMO_SUB.grace, questions);

  // The pages after the first wait until the member has looked.
  const context = await browser.newContext();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/api/v1/replication/questions/pull?*', async (route) => {
    if (new URL(route.request().url()).searchParams.has('updatedAt')) await held;
    await route.continue();
  });
  const tim = await context.newPage();
  await tim.goto(`${server.url}/home`);
  await signInAtIssuer(tim, 'tim@example.com');
  await expect(tim).toHaveURL(`${server.url}/home`);

  const centre = await openCentre(tim);
  const firstSync = centre.getByRole('region', { name: 'First sync' });
  await expect(firstSync.getByText(/^Downloading questions 100 of 2,5\d\d$/)).toBeVisible();
  await expect(firstSync.getByRole('progressbar', { name: /^Downloading questions/ })).toHaveAttribute('aria-valuenow', /^3\.[89]/);
  await expect(centre.getByTestId('last-synced')).toHaveText('First sync under way');

  release();
  await expect(firstSync).toHaveCount(0, { timeout: 30_000 });
  await expect(centre.getByTestId('last-synced')).toHaveText(/^Last synced/);
  await context.close();
});
