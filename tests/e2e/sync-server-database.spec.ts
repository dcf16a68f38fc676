// The server's own database unable to write: the API refuses with 503 and a clear message, and the
// device keeps what the member wrote, says the server is busy, and sends it once the database takes
// writes again.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEMO_SUB,
  MEMBER,
  createRoom,
  enableDebugHandle,
  expectExactlyOnceInOrder,
  localMessages,
  numbered,
  sendChat,
  serverMessages,
  signInWithRoom,
} from './sync-support';

test('the SQLite file locked by another process: pushes get 503 with a clear message, the device keeps its messages and retries, and each arrives once the lock is gone', async ({
  page,
  context,
  server,
}) => {
  const roomId = await createRoom(server, DEMO_SUB.grace, [MEMBER.grace, MEMBER.ada]);
  await enableDebugHandle(context);
  await signInWithRoom(page, server.url, roomId);

  const refused: { retryAfter: string | null; body: unknown }[] = [];
  const answers: Promise<void>[] = [];
  context.on('response', (response: Response) => {
    if (!response.url().includes('/replication/chat_messages/push') || response.status() !== 503) return;
    answers.push(response.json().then((body: unknown) => void refused.push({ retryAfter: response.headers()['retry-after'] ?? null, body })));
  });

  // Another process (a backup, an operator's sqlite3 shell) holds the file's write lock.
  const other = new SQLite(path.join(server.dataDir, 'meetverse.sqlite'));
  other.exec('BEGIN IMMEDIATE');
  let bodies: string[];
  let ids: string[];
  try {
    bodies = numbered(5, 'while the file was locked');
    ids = await sendChat(page, roomId, MEMBER.ada, bodies);
    await expect.poll(async () => (await Promise.all(answers), refused.length), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(refused[0]).toEqual({
      retryAfter: '5',
      body: { error: 'service_unavailable', message: 'The database is busy: nothing of this request was stored. Try again in a moment.' },
    });
    // Nothing of the refused push is on the server (readers still read while a writer holds the lock)...
    expect((await serverMessages(server, DEMO_SUB.grace, roomId)).filter((message) => ids.includes(message.id))).toEqual([]);
    // ...and every message is kept on the device, waiting.
    expect((await localMessages(page, roomId)).map(({ id, status }) => ({ id, status }))).toEqual(ids.map((id) => ({ id, status: 'pending' })));
    // The member is told the server is busy, and that their messages wait on the device.
    await expect(page.getByTestId('sync-indicator')).toHaveAttribute('aria-label', /^Server busy\. 5 unsent/);
    await page.getByRole('button', { name: /Open the sync centre/ }).click();
    await expect(page.getByTestId('server-busy')).toContainText('Yours are kept on this device and sent as soon as it can.');
    await expect(page.getByTestId('server-busy')).toContainText('The database is busy');
    await page.getByRole('button', { name: 'Close the sync centre' }).click();
  } finally {
    other.exec('ROLLBACK');
    other.close();
  }

  // The device tries again by itself after the server's Retry-After, with no reload.
  await expect.poll(async () => (await localMessages(page, roomId)).filter((message) => message.status === 'sent').length, { timeout: 30_000 }).toBe(5);
  await expect(page.getByTestId('sync-indicator')).toHaveText('Online');
  expectExactlyOnceInOrder(await serverMessages(server, DEMO_SUB.grace, roomId), ids, bodies);
  expectExactlyOnceInOrder(await localMessages(page, roomId), ids, bodies);
});
