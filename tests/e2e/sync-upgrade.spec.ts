// A new version of the app raises a schema's version: the local database moves every stored document
// over when it opens. A member's unsent writes must come through it whole, even when the page is
// reloaded while it runs.
import type { Page } from '@playwright/test';
import { CHAT_CACHE_VERSION } from '../../schemas/chat-cache-rules';
import { collectionSpecs } from '../../schemas/collections';
import { earlierVersionScript } from './earlier-version/earlier-version';
import { expect, test, waitForSync } from './fixtures';
import {
  DEMO_SUB,
  MEMBER,
  createRoom,
  enableDebugHandle,
  expectExactlyOnceInOrder,
  localMessages,
  numbered,
  postOnServer,
  serverMessages,
  signInDemo,
  type ChatMessage,
} from './sync-support';

const ROOMS = 3;
// The chat cache keeps 1000 a room: the unsent ones fit beside these.
const SENT_PER_ROOM = 950;
const UNSENT = 50;
const CHAT_VERSION = collectionSpecs().chat_messages.schema.version;

/**
 * Reloads the page from inside it the moment the new version's storage holds more than `quarter`
 * messages (read from IndexedDB itself), and answers how many it held then. Inside the page, so that no
 * round trip of the test's own lets a fast device finish the upgrade before the reload.
 */
async function reloadWhenMoved(page: Page, quarter: number): Promise<number> {
  return page.evaluate(
    async ({ suffix, quarter }) => {
      const count = async () => {
        const found = (await indexedDB.databases()).find((info) => info.name?.endsWith(suffix));
        if (!found?.name) return 0;
        const name = found.name;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        try {
          if (!db.objectStoreNames.contains('docs')) return 0;
          return await new Promise<number>((resolve, reject) => {
            const request = db.transaction('docs').objectStore('docs').count();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
        } finally {
          db.close();
        }
      };
      const deadline = Date.now() + 30_000;
      for (;;) {
        const moved = await count();
        if (moved > quarter) {
          setTimeout(() => location.reload(), 0);
          return moved;
        }
        if (Date.now() > deadline) return moved;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    },
    { suffix: `--${CHAT_VERSION}--chat_messages`, quarter },
  );
}

test('a schema upgrade of the local database with 50 unsent messages, the page reloaded halfway through it: every message reaches the server once and nothing stored is lost', async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(120_000);
  expect(CHAT_VERSION).toBeGreaterThan(0);
  // Rooms of Grace's with 900 messages each from Ada, on the server and on Grace's device.
  const rooms: string[] = [];
  for (let room = 0; room < ROOMS; room++) {
    const roomId = await createRoom(server, DEMO_SUB.ada, [MEMBER.ada, MEMBER.grace]);
    for (let half = 0; half < 2; half++) await postOnServer(server, DEMO_SUB.ada, roomId, numbered(SENT_PER_ROOM / 2, `Room ${room + 1} part ${half + 1}`));
    rooms.push(roomId);
  }
  const sent = (await serverMessages(server, DEMO_SUB.ada)).map(({ _deleted: _gone, ...message }) => message);
  expect(sent).toHaveLength(ROOMS * SENT_PER_ROOM);
  const token = await server.token(DEMO_SUB.ada);
  const roomDocs = (await server.api<{ documents: Record<string, unknown>[] }>('GET', '/replication/chat_rooms/pull?limit=1000', { token })).body.documents
    .filter((doc) => rooms.includes(String(doc.id)))
    .map(({ _deleted: _gone, ...room }) => room);

  // Grace signs in (her session is what the earlier version left on the device too).
  await enableDebugHandle(context);
  await signInDemo(page, server.url, 'grace@example.com');
  await waitForSync(page);

  // The device as the earlier version left it: everything synced, and 50 messages Grace wrote offline.
  const [firstRoom] = rooms as [string];
  const start = Date.now();
  const unsentBodies = numbered(UNSENT, 'Written before the upgrade');
  const unsent = unsentBodies.map((body, index) => ({
    id: crypto.randomUUID(),
    room_id: firstRoom,
    sender_id: MEMBER.grace,
    body,
    timestamp: start + index,
    status: 'pending',
    network_state_when_created: 'offline',
    cached_at: start + index,
    last_updated: start + index,
    updatedAt: 0,
  }));
  await page.goto(`${server.url}/api/v1/health`);
  await page.evaluate(async () => {
    await Promise.all((await indexedDB.databases()).map((info) => new Promise((resolve) => (indexedDB.deleteDatabase(info.name as string).onsuccess = resolve))));
  });
  // Run as the test's own script, which the page's content security policy leaves alone.
  await page.evaluate(await earlierVersionScript());
  const versions = await page.evaluate(
    async (input) => {
      const write = (window as unknown as { writeEarlierDatabase: (input: unknown) => Promise<Record<string, number>> }).writeEarlierDatabase;
      return write(input);
    },
    {
      documents: { chat_rooms: roomDocs, chat_messages: unsent },
      // As the first sync of the chat replication (its identifier, generation 0) stored them.
      pulled: { chat_messages: { identifier: 'meetverse-api-v1-chat_messages-g0', documents: sent } },
      locals: { chat_rooms: { 'chat-cache-version': { version: CHAT_CACHE_VERSION } } },
    },
  );
  expect(versions).toEqual({ chat_rooms: 0, chat_messages: 0 });

  // The new version opens the database and starts moving the messages over; the page reloads midway.
  const total = sent.length + UNSENT;
  await page.goto(`${server.url}/messages`);
  const reloaded = page.waitForEvent('load');
  const movedBeforeReload = await reloadWhenMoved(page, total / 4);
  expect(movedBeforeReload).toBeGreaterThan(total / 4);
  expect(movedBeforeReload, 'the upgrade ended before the reload').toBeLessThan(total);
  await reloaded;

  // The upgrade resumes; the 50 messages are sent, each once and in order, and the device keeps the rest.
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => (await localMessages(page, firstRoom)).filter((message) => message.status !== 'sent').length, { timeout: 60_000 })
    .toBe(0);
  const everything = await serverMessages(server, DEMO_SUB.ada);
  const onServer = everything.filter((message) => message.room_id === firstRoom);
  expect(onServer).toHaveLength(SENT_PER_ROOM + UNSENT);
  expectExactlyOnceInOrder(
    onServer.filter((message) => message.sender_id === MEMBER.grace),
    unsent.map((message) => message.id),
    unsentBodies,
  );
  const summary = (messages: ChatMessage[]) => messages.map(({ id, body, status }) => ({ id, body, status }));
  for (const roomId of rooms) {
    const local = await localMessages(page, roomId);
    expect(summary(local)).toEqual(summary(everything.filter((message) => message.room_id === roomId)));
  }
  console.log(`upgrade: ${total} messages, ${movedBeforeReload} moved before the reload`);
});
