// One member, three tabs: only the leader tab syncs, the others write to the same database. When
// the leader is frozen or goes while the others hold unsent writes, each write still reaches the
// server once, in order, and every tab learns it was sent.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, type AppServer } from './fixtures';
import { DEMO_SUB, MEMBER, createRoom, enableDebugHandle, expectExactlyOnceInOrder, localMessages, numbered, sendChat, serverMessages, signInWithRoom, waitForDebugHandle } from './sync-support';

const isLeader = async (page: Page) => (await page.getByTestId('sync-indicator').getAttribute('data-sync-leader')) === 'true';

/** Three tabs of one member, the leader told apart; offline, the two others write 15 messages each. */
async function threeTabsWithUnsentWrites(context: BrowserContext, server: AppServer, url: string) {
  const roomId = await createRoom(server, DEMO_SUB.grace, [MEMBER.grace, MEMBER.ada]);
  await enableDebugHandle(context);
  const first = await context.newPage();
  await signInWithRoom(first, url, roomId);
  const tabs = [first];
  for (let n = 0; n < 2; n++) {
    const tab = await context.newPage();
    await tab.goto(`${url}/home`);
    await waitForDebugHandle(tab);
    tabs.push(tab);
  }
  await expect.poll(async () => (await Promise.all(tabs.map(isLeader))).filter(Boolean).length).toBe(1);
  const leader = tabs[(await Promise.all(tabs.map(isLeader))).indexOf(true)] as Page;
  const others = tabs.filter((tab) => tab !== leader) as [Page, Page];

  await context.setOffline(true);
  const bodies = [...numbered(15, 'second tab'), ...numbered(15, 'third tab')];
  const ids = [...(await sendChat(others[0], roomId, MEMBER.ada, bodies.slice(0, 15))), ...(await sendChat(others[1], roomId, MEMBER.ada, bodies.slice(15)))];
  await expect.poll(async () => (await localMessages(others[0], roomId)).filter((message) => message.status === 'pending').length).toBe(30);
  return { roomId, leader, others, ids, bodies };
}

test('the leader tab frozen, and later the next leader closed, while other tabs hold unsent messages: each time another tab takes over and sends each once, in order', async ({
  context,
  proxied,
}) => {
  const { server, url } = proxied;
  const { roomId, leader, others, ids, bodies } = await threeTabsWithUnsentWrites(context, server, url);

  // As a phone freezes a background tab: the page is told ('freeze'), then stops running. Were its
  // worker to keep the leader's lock, no other tab could send anything until it came back. Headless
  // Chromium neither freezes a visible tab nor tells it (DevTools' lifecycle state changes neither),
  // so the test tells the page as the browser does, and the page is left running.
  await leader.evaluate(() => document.dispatchEvent(new Event('freeze')));
  await context.setOffline(false);
  await expect.poll(async () => (await Promise.all(others.map(isLeader))).filter(Boolean).length, { timeout: 15_000 }).toBe(1);
  await expect.poll(async () => (await serverMessages(server, DEMO_SUB.grace, roomId)).length, { timeout: 60_000 }).toBe(30);
  expectExactlyOnceInOrder(await serverMessages(server, DEMO_SUB.grace, roomId), ids, bodies);

  // Thawed, the tab follows the new leader and shows every message sent.
  await leader.evaluate(() => document.dispatchEvent(new Event('resume')));
  await expect.poll(async () => (await localMessages(leader, roomId)).filter((message) => message.status !== 'sent').length, { timeout: 30_000 }).toBe(0);
  expect(await isLeader(leader)).toBe(false);

  // Then the new leader is closed while another tab holds more unsent messages.
  const next = others[(await Promise.all(others.map(isLeader))).indexOf(true)] as Page;
  const left = [leader, others.find((tab) => tab !== next) as Page];
  await context.setOffline(true);
  const more = numbered(10, 'after the close');
  const moreIds = await sendChat(left[1] as Page, roomId, MEMBER.ada, more);
  await next.close();
  await context.setOffline(false);
  await expect.poll(async () => (await Promise.all(left.map(isLeader))).filter(Boolean).length, { timeout: 15_000 }).toBe(1);
  await expect.poll(async () => (await serverMessages(server, DEMO_SUB.grace, roomId)).length, { timeout: 60_000 }).toBe(40);
  expectExactlyOnceInOrder(await serverMessages(server, DEMO_SUB.grace, roomId), [...ids, ...moreIds], [...bodies, ...more]);
  for (const tab of left) {
    await expect.poll(async () => (await localMessages(tab, roomId)).filter((message) => message.status !== 'sent').length, { timeout: 30_000 }).toBe(0);
    expectExactlyOnceInOrder(await localMessages(tab, roomId), [...ids, ...moreIds], [...bodies, ...more]);
  }
});
