import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, waitForOfflineReady } from './fixtures';
import { directRoomId } from '../../schemas/chat-room.schema';
import { DEMO_SUB, MEMBER, numbered, serverMessages } from './sync-support';

/**
 * A second build of the app: the first one with a service worker that differs by a byte, which is
 * what makes a browser take a deployed version for a new one. Its compressed copies are written
 * again, as the build does: the server sends those to browsers that accept them.
 */
function nextBuild(): string {
  const current = path.resolve(import.meta.dirname, '../..', process.env.E2E_STATIC_DIR ?? 'dist');
  const next = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-next-build-'));
  fs.cpSync(current, next, { recursive: true });
  const worker = path.join(next, 'sw.js');
  fs.appendFileSync(worker, '\n// the next version\n');
  const content = fs.readFileSync(worker);
  if (fs.existsSync(`${worker}.br`)) fs.writeFileSync(`${worker}.br`, zlib.brotliCompressSync(content));
  if (fs.existsSync(`${worker}.gz`)) fs.writeFileSync(`${worker}.gz`, zlib.gzipSync(content));
  return next;
}

test('a new version deployed while 10 messages wait to be sent: Check for updates finds it, Refresh now reloads once, and all 10 are sent once', async ({ demoMember, server }) => {
  const next = nextBuild();
  const grace = await demoMember('grace@example.com');
  await waitForOfflineReady(grace);
  await grace.goto(`${server.url}/chat/ada-lovelace`);
  await expect(grace.getByText('Say hello to Ada')).toBeVisible();

  // Her messages cannot reach the server (the venue's network drops them) until after the update.
  await grace.context().route('**/api/v1/replication/chat_messages/push', (route) => route.abort('internetdisconnected'));
  const field = grace.getByRole('textbox', { name: 'Message to Ada' });
  const bodies = numbered(10, 'Queued before the update');
  for (const body of bodies) {
    await field.fill(body);
    await field.press('Enter');
  }
  await expect(grace.getByRole('list', { name: 'Messages' }).getByRole('img', { name: 'Sending' })).toHaveCount(10);

  // The new version is deployed.
  await server.close();
  server.serveBuild(next);
  await server.start();

  await grace.getByRole('link', { name: 'Back' }).click();
  await grace.getByRole('link', { name: 'Your profile' }).click();
  await grace.getByRole('link', { name: 'Settings' }).click();
  const before = await grace.getByTestId('app-version').textContent();
  await grace.getByRole('button', { name: 'Check for updates' }).click();
  await expect(grace.getByText('A new version is ready')).toBeVisible({ timeout: 30_000 });
  await expect(grace.getByText('Better Meetverse is ready for you')).toBeVisible();

  // The network lets her messages through from the tap on: a push may be under way as the page
  // reloads, and each message still reaches the server once. (With the test's route still held, the
  // reload sometimes never came on a loaded machine: the route's interception holds the browser's requests.)
  await grace.context().unroute('**/api/v1/replication/chat_messages/push');
  let loads = 0;
  grace.on('load', () => (loads += 1));
  await grace.getByRole('button', { name: 'Refresh now' }).click();
  await expect.poll(() => loads, { timeout: 20_000 }).toBe(1);
  await expect(grace.getByRole('heading', { name: 'Settings' })).toBeVisible();
  expect(await grace.getByTestId('app-version').textContent()).toBe(before); // the same app code: only the worker changed

  // The queue came through the reload whole, and each message is sent once.
  await grace.goto(`${server.url}/chat/ada-lovelace`);
  await expect(grace.getByRole('list', { name: 'Messages' }).locator('[data-message-id]')).toHaveCount(10);
  await expect(grace.getByRole('list', { name: 'Messages' }).locator('[data-status="sent"]')).toHaveCount(10, { timeout: 45_000 });
  expect(loads).toBe(2); // the reload, and this visit
  const onServer = await serverMessages(server, DEMO_SUB.ada, directRoomId(MEMBER.ada, MEMBER.grace));
  expect(onServer.map((message) => message.body)).toEqual(bodies);
  fs.rmSync(next, { recursive: true, force: true });
});
