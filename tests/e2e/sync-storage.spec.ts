// The device's storage rules: a full disk during a write (the oldest quarter of synced chat
// messages goes, the write is tried once more), and a chat cache of another version (deleted). Evictions are local only: the server keeps everything.
import { STORAGE_FULL_MESSAGE } from '../../local-store/storage-quota';
import { expect, test } from './fixtures';
import {
  DEMO_SUB,
  MEMBER,
  createRoom,
  enableDebugHandle,
  injectQuotaErrors,
  localMessages,
  numbered,
  postOnServer,
  quotaErrorsLeft,
  replicationWorker,
  sendChat,
  serverMessages,
  signInDemo,
  signInWithRoom,
  waitForLocal,
  type DebugHandle,
} from './sync-support';

test('a full disk during a write: the oldest quarter of synced messages goes, locally only, the write succeeds and nothing unsent is lost', async ({
  page,
  context,
  proxied,
}) => {
  const { server, proxy, url } = proxied;
  const roomId = await createRoom(server, DEMO_SUB.grace, [MEMBER.grace, MEMBER.ada]);
  const fromGrace = await postOnServer(server, DEMO_SUB.grace, roomId, numbered(40, 'from Grace'));
  await enableDebugHandle(context);
  await signInWithRoom(page, url, roomId);
  await expect.poll(async () => (await localMessages(page, roomId)).filter((message) => message.status === 'sent').length).toBe(40);

  await server.stop();
  const unsent = await sendChat(page, roomId, MEMBER.ada, numbered(5, 'unsent'));
  const worker = await replicationWorker(page);
  await injectQuotaErrors(worker, 1);
  const [written] = await sendChat(page, roomId, MEMBER.ada, ['written on a full disk']);
  expect(await quotaErrorsLeft(worker)).toBe(0);

  const local = await localMessages(page, roomId);
  // The oldest quarter (10 of 40) of what the server already has is gone from this device...
  expect(local.filter((message) => message.status === 'sent').map((message) => message.id)).toEqual(fromGrace.slice(10));
  // ...and every unsent message is still here, the new one too.
  expect(local.filter((message) => message.status === 'pending').map((message) => message.id)).toEqual([...unsent, written]);

  await server.start();
  await expect.poll(async () => (await localMessages(page, roomId)).filter((message) => message.status === 'pending').length, { timeout: 60_000 }).toBe(0);
  // The eviction was local: the server still has all 40, none deleted, and the six new ones.
  const onServer = await serverMessages(server, DEMO_SUB.grace, roomId);
  expect(onServer.map((message) => message.id)).toEqual([...fromGrace, ...unsent, written]);
  expect(onServer.filter((message) => message._deleted)).toEqual([]);
  const pushed = proxy.pushes('chat_messages').flatMap((entry) => entry.pushedIds ?? []);
  expect(pushed.filter((id) => fromGrace.includes(id))).toEqual([]);
});

test('a disk that stays full: the member is told clearly, and no unsent message is lost', async ({ page, context, proxied }) => {
  const { server, url } = proxied;
  const roomId = await createRoom(server, DEMO_SUB.grace, [MEMBER.grace, MEMBER.ada]);
  const fromGrace = await postOnServer(server, DEMO_SUB.grace, roomId, numbered(8, 'from Grace'));
  await enableDebugHandle(context);
  await signInWithRoom(page, url, roomId);
  await expect.poll(async () => (await localMessages(page, roomId)).filter((message) => message.status === 'sent').length).toBe(8);

  await server.stop();
  const unsent = await sendChat(page, roomId, MEMBER.ada, numbered(3, 'unsent'));
  const worker = await replicationWorker(page);
  await injectQuotaErrors(worker, 1_000_000);
  const refused = await page.evaluate(async ({ roomId, senderId }) => {
    const handle = (window as unknown as { meetverse: DebugHandle }).meetverse;
    const message = { id: crypto.randomUUID(), room_id: roomId, sender_id: senderId, body: 'no room for this' };
    return handle.sendMessages(roomId, [message]).then(
      () => null,
      (error: Error) => ({ name: error.name, message: error.message }),
    );
  }, { roomId, senderId: MEMBER.ada });
  expect(refused).toEqual({ name: 'StorageFullError', message: STORAGE_FULL_MESSAGE });

  // Room again: everything that waited is still here and goes out once the server is back.
  await injectQuotaErrors(worker, 0);
  expect((await localMessages(page, roomId)).filter((message) => message.status === 'pending').map((message) => message.id)).toEqual(unsent);
  await server.start();
  await expect.poll(async () => (await localMessages(page, roomId)).filter((message) => message.status === 'pending').length, { timeout: 60_000 }).toBe(0);
  const onServer = await serverMessages(server, DEMO_SUB.grace, roomId);
  expect(onServer.map((message) => message.id)).toEqual([...fromGrace, ...unsent]);
});

test('a chat cache of version 1 is cleared on the next load, with a notice, and fetched again', async ({ page, context, proxied }) => {
  const { server, proxy, url } = proxied;
  const roomId = await createRoom(server, DEMO_SUB.grace, [MEMBER.grace, MEMBER.ada]);
  const fromGrace = await postOnServer(server, DEMO_SUB.grace, roomId, numbered(12, 'from Grace'));
  await enableDebugHandle(context);
  await signInDemo(page, url, 'ada@example.com');
  await waitForLocal(page, 'chat_rooms', roomId);
  await expect.poll(async () => (await localMessages(page, roomId)).length).toBe(12);
  await page.evaluate(async (roomId) => {
    const handle = (window as unknown as { meetverse: DebugHandle }).meetverse;
    await handle.openRoom(roomId);
    const db = await handle.getDatabase();
    await db.chat_rooms.upsertLocal('chat-cache-version', { version: 1 });
  }, roomId);

  const reloadedAt = Date.now();
  await page.reload();
  await expect(page.getByText('Cache version mismatch, cleared stale data')).toBeVisible();
  // Fetched again from the start, not from where the old cache had got to.
  await expect.poll(async () => (await localMessages(page, roomId)).map((message) => message.id)).toEqual(fromGrace);
  expect(proxy.pulls('chat_messages', reloadedAt).some((entry) => !entry.url.includes('updatedAt='))).toBe(true);
  const cache = await page.evaluate(async (roomId) => {
    const db = await (window as unknown as { meetverse: DebugHandle }).meetverse.getDatabase();
    const version = await db.chat_rooms.getLocal('chat-cache-version');
    const room = await db.chat_rooms.getLocal(`cache:${roomId}`);
    return { version: version?.toJSON().data, roomCacheKept: Boolean(room) };
  }, roomId);
  expect(cache).toEqual({ version: { version: 2 }, roomCacheKept: false });
  // Nothing of it was deleted on the server.
  expect((await serverMessages(server, DEMO_SUB.grace, roomId)).map((message) => message.id)).toEqual(fromGrace);
});
