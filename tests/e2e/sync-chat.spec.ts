// Chat messages written offline, or caught in a crash or a closing tab, reach the server
// exactly once and in the order written, and the writer's device learns they were sent. Checked in
// Chromium against the real server, with a FaultProxy (fault-proxy.ts) between the two.
import { expect, test } from './fixtures';
import {
  DEMO_SUB,
  type DebugHandle,
  MEMBER,
  createRoom,
  enableDebugHandle,
  expectExactlyOnceInOrder,
  localMessages,
  notSent,
  numbered,
  sendChat,
  serverMessages,
  signInWithRoom,
  waitForDebugHandle,
} from './sync-support';

test('100 messages written while the server is down arrive once each, in order, and all turn sent', async ({ page, context, proxied }) => {
  const { server, url } = proxied;
  const roomId = await createRoom(server, DEMO_SUB.grace, [MEMBER.grace, MEMBER.ada]);
  await enableDebugHandle(context);
  await signInWithRoom(page, url, roomId);

  await server.stop();
  const written = numbered(100, 'offline');
  const ids = await sendChat(page, roomId, MEMBER.ada, written);
  expect((await localMessages(page, roomId)).map((message) => message.status)).toEqual(Array(100).fill('pending'));

  await server.start();
  await expect.poll(() => notSent(page, roomId, ids), { timeout: 60_000 }).toEqual([]);
  expectExactlyOnceInOrder(await localMessages(page, roomId), ids, written);
  // The other participant reads them from the server: each once, in the order written.
  expectExactlyOnceInOrder(await serverMessages(server, DEMO_SUB.grace, roomId), ids, written);
});

test('a push the server commits and then dies before answering is not doubled when it is sent again', async ({ page, context, proxied }) => {
  const { server, proxy, url } = proxied;
  const roomId = await createRoom(server, DEMO_SUB.grace, [MEMBER.grace, MEMBER.ada]);
  await enableDebugHandle(context);
  await signInWithRoom(page, url, roomId);

  await server.stop();
  const written = numbered(100, 'crash');
  const ids = await sendChat(page, roomId, MEMBER.ada, written);
  // The push that carries the last message (with all the others but the first, already in flight).
  const crashed = proxy.crashOnNextPush('chat_messages', () => server.stop(), (pushed) => pushed.includes(ids[99] as string));
  await server.start();
  // The server stored the whole batch and answered; the proxy killed it and dropped the answer.
  const push = await crashed;
  expect(push.status).toBe(200);
  expect(JSON.parse(push.body)).toEqual([]);
  expect(push.ids.length).toBeGreaterThanOrEqual(99);
  // The device never heard back about that batch: its messages still wait to be sent. So may the first,
  // pushed and answered before it: a message turns 'sent' when the server's copy comes back, and the
  // server may have died before sending that copy. A pull after the restart brings it.
  const waiting = (await localMessages(page, roomId)).filter((message) => message.status === 'pending').map((message) => message.id);
  expect(waiting).toEqual(expect.arrayContaining(push.ids));
  const pushedBefore = proxy.pushes('chat_messages').flatMap((entry) => (entry.pushedIds?.includes(ids[99] as string) ? [] : (entry.pushedIds ?? [])));
  expect(waiting.filter((id) => !push.ids.includes(id)).every((id) => pushedBefore.includes(id))).toBe(true);

  await server.start();
  await expect.poll(() => notSent(page, roomId, ids), { timeout: 60_000 }).toEqual([]);
  // The device sent the batch again after the restart: the server took it as the replay it is.
  expect(proxy.pushes('chat_messages').filter((entry) => entry.pushedIds?.includes(ids[0] as string)).length).toBeGreaterThan(1);
  expectExactlyOnceInOrder(await localMessages(page, roomId), ids, written);
  expectExactlyOnceInOrder(await serverMessages(server, DEMO_SUB.grace, roomId), ids, written);
});

test('a tab closed right after many writes, some unsent, leaves nothing behind: a later tab sends each once', async ({ context, proxied }) => {
  const { server, proxy, url } = proxied;
  const roomId = await createRoom(server, DEMO_SUB.grace, [MEMBER.grace, MEMBER.ada]);
  await enableDebugHandle(context);
  const page = await context.newPage();
  await signInWithRoom(page, url, roomId);

  // A slow link: each push takes 1.5 s to reach the server, so writes pile up behind it.
  proxy.pushDelayMs = 1_500;
  const written = numbered(80, 'closing');
  const { ids, lastWriteAt, pending } = await page.evaluate(
    async ({ roomId, senderId, written }) => {
      const handle = (window as unknown as { meetverse: DebugHandle }).meetverse;
      const ids: string[] = [];
      for (const body of written) {
        const id = crypto.randomUUID();
        await handle.sendMessages(roomId, [{ id, room_id: roomId, sender_id: senderId, body }]);
        ids.push(id);
      }
      const lastWriteAt = Date.now();
      const db = await handle.getDatabase();
      return { ids, lastWriteAt, pending: (await db.chat_messages.count({ selector: { status: 'pending' } }).exec()) as number };
    },
    { roomId, senderId: MEMBER.ada, written },
  );
  const closingAt = Date.now();
  await page.close();
  // The scenario: closed within half a second of the last write, with messages still unsent.
  expect(closingAt - lastWriteAt).toBeLessThan(500);
  expect(pending).toBeGreaterThan(0);

  // Later, the member opens the app again.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  proxy.pushDelayMs = 0;
  const later = await context.newPage();
  await later.goto(`${url}/home`);
  await waitForDebugHandle(later);
  await expect.poll(async () => (await serverMessages(server, DEMO_SUB.grace, roomId)).length, { timeout: 60_000 }).toBe(80);
  expectExactlyOnceInOrder(await serverMessages(server, DEMO_SUB.grace, roomId), ids, written);
  // The device knows it too: no message stays 'pending' (and so counts against the offline queue) forever.
  await expect
    .poll(async () => (await localMessages(later, roomId)).filter((message) => message.status !== 'sent').map((message) => message.body), { timeout: 30_000 })
    .toEqual([]);
  expectExactlyOnceInOrder(await localMessages(later, roomId), ids, written);
});

test('a tab whose renderer crashes 0 or 350 ms after the last of 20 writes loses none of them: the app opened again sends each once, in order', async ({ context, proxied }) => {
  const { server, proxy, url } = proxied;
  const roomId = await createRoom(server, DEMO_SUB.grace, [MEMBER.grace, MEMBER.ada]);
  await enableDebugHandle(context);
  const first = await context.newPage();
  await signInWithRoom(first, url, roomId);
  await first.close();

  // A slow link, so that writes are still waiting when the renderer goes.
  proxy.pushDelayMs = 1_500;
  const ids: string[] = [];
  const written: string[] = [];
  for (const delay of [0, 350]) {
    const page = await context.newPage();
    await page.goto(`${url}/home`);
    await waitForDebugHandle(page);
    const bodies = numbered(20, `crash ${delay} ms`);
    const sent = await sendChat(page, roomId, MEMBER.ada, bodies);
    expect((await localMessages(page, roomId)).filter((message) => message.status === 'pending').length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, delay));
    const crashed = page.waitForEvent('crash');
    const cdp = await context.newCDPSession(page);
    void cdp.send('Page.crash').catch(() => undefined);
    await crashed;
    await page.close();
    ids.push(...sent);
    written.push(...bodies);
  }

  proxy.pushDelayMs = 0;
  const later = await context.newPage();
  await later.goto(`${url}/home`);
  await waitForDebugHandle(later);
  await expect.poll(async () => (await serverMessages(server, DEMO_SUB.grace, roomId)).length, { timeout: 60_000 }).toBe(40);
  expectExactlyOnceInOrder(await serverMessages(server, DEMO_SUB.grace, roomId), ids, written);
  await expect
    .poll(async () => (await localMessages(later, roomId)).filter((message) => message.status !== 'sent').length, { timeout: 30_000 })
    .toBe(0);
  expectExactlyOnceInOrder(await localMessages(later, roomId), ids, written);
});
