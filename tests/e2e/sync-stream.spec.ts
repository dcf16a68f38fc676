// A device cut off from the live stream catches up with everything it missed once the
// stream is back (RESYNC on reconnect), without a reload.
import type { Page } from '@playwright/test';
import { mintAccessToken } from '../../server/test-support';
import { STREAM_PATH } from './fault-proxy';
import { ORGANISER, expect, test, waitForSync } from './fixtures';
import { createRoom, DEMO_SUB, enableDebugHandle, MEMBER, postOnServer, signInDemo, waitForDebugHandle, waitForLocal, type DebugHandle } from './sync-support';

// The stream stays cut while the server changes, and at least this long (the device keeps trying).
const MIN_CUT_MS = 10_000;

// The organiser here stands for a whole busy server: 500 changes in seconds, past one member's write limit.
test.use({ serverEnv: { WRITE_LIMIT: '1000' } });

test('the live stream cut while the server changes 500 events: the device converges once it is back', async ({ page, context, proxied }) => {
  test.setTimeout(180_000);
  const { server, proxy, url } = proxied;
  await context.addInitScript(() => localStorage.setItem('meetverse.debug', '1'));
  await page.goto(`${url}/events`);
  await expect(page.getByText('Local-First Meetup')).toBeVisible();
  // A guest's rendered page starts the app when they reach for it: a key pressed, here one that does nothing.
  await page.keyboard.press('Shift');
  await waitForSync(page);
  const localEvents = () =>
    page.evaluate(async () => {
      const db = await (window as unknown as { meetverse: DebugHandle }).meetverse.getDatabase();
      const events = await db.events.find().exec();
      return events.map((event: { name: string }) => event.name) as string[];
    });
  const localNames = async () => (await localEvents()).filter((name) => name.startsWith('Cut-off '));
  // The first sync has ended: the device holds the demo events, and no more come for a while.
  let held = -1;
  await expect
    .poll(
      async () => {
        const count = (await localEvents()).length;
        const settled = count > 0 && count === held;
        held = count;
        return settled;
      },
      { timeout: 30_000, intervals: [1_500] },
    )
    .toBe(true);

  proxy.cutStream(120_000);
  const cutAt = Date.now();
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-sync-connected', 'false');

  // 500 changes on the server: 400 new events, and 100 of them renamed afterwards.
  const token = await server.token(ORGANISER);
  const ids: string[] = [];
  for (let start = 0; start < 400; start += 20) {
    const batch = await Promise.all(
      Array.from({ length: 20 }, (_, offset) =>
        server.api<{ data: { id: string } }>('POST', '/events', {
          token,
          body: { name: `Cut-off ${String(start + offset + 1).padStart(3, '0')}`, live_status: 'planned', is_community: false },
        }),
      ),
    );
    for (const { status, body } of batch) {
      expect(status).toBe(201);
      ids.push(body.data.id);
    }
  }
  for (let start = 0; start < 100; start += 20) {
    const batch = await Promise.all(
      ids.slice(start, start + 20).map((id, offset) => server.api('PUT', `/events/${id}`, { token, body: { name: `Cut-off ${String(start + offset + 1).padStart(3, '0')} (renamed)` } })),
    );
    for (const { status } of batch) expect(status).toBe(200);
  }
  const expected = ids.map((_, index) => `Cut-off ${String(index + 1).padStart(3, '0')}${index < 100 ? ' (renamed)' : ''}`).sort();

  // While cut off, the device has none of it.
  expect(await localNames()).toEqual([]);
  expect(proxy.streamCut).toBe(true);

  await new Promise((resolve) => setTimeout(resolve, Math.max(0, cutAt + MIN_CUT_MS - Date.now())));
  proxy.cutStream(0);
  await waitForSyncWithin(page, 45_000);
  await expect.poll(async () => (await localNames()).sort(), { timeout: 30_000 }).toEqual(expected);
  await expect(page.getByText('Cut-off 001 (renamed)')).toBeVisible();
});

// The app's first access token lasts this long; the issuer's own last an hour.
const SHORT_TOKEN_S = 20;

type Claims = { sub: string; iss: string; aud: string | string[]; email?: string };
const claimsOf = (token: unknown): Claims | undefined => {
  try {
    return JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString('utf8')) as Claims;
  } catch {
    return undefined;
  }
};

test("the server ends the live stream when the member's token expires: the app reconnects by itself with a fresh token, with no break shown", async ({ page, context, proxied }) => {
  test.setTimeout(120_000);
  const { server, proxy, url } = proxied;
  await enableDebugHandle(context);
  let expiresAt = 0;
  await page.route(`${url}/oidc/token`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    const claims = claimsOf(body.access_token);
    if (expiresAt || !claims || ![claims.aud].flat().includes(`${url}/api`)) return route.fulfill({ response, json: body });
    const short = await mintAccessToken(server.dataDir, { ...claims, aud: `${url}/api`, expiresIn: `${SHORT_TOKEN_S}s` });
    expiresAt = Date.now() + SHORT_TOKEN_S * 1000;
    return route.fulfill({ response, json: { ...body, access_token: short, expires_in: SHORT_TOKEN_S } });
  });
  await signInDemo(page, url, 'grace@example.com');
  await waitForSync(page);
  expect(expiresAt).toBeGreaterThan(Date.now() + 2_000);
  // Every state the indicator shows from here on, read often enough to catch a reconnection's 'Connecting'.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { connectionStates: seen });
    setInterval(() => seen.push(document.querySelector('[data-testid="sync-indicator"]')?.getAttribute('data-sync-connected') ?? 'none'), 50);
  });

  // The stream carrying the short token ends at its expiry; the worker opens another by itself.
  const streamsSinceExpiry = () => proxy.log.filter((entry) => entry.path === STREAM_PATH && entry.at >= expiresAt - 1_000).length;
  await expect.poll(streamsSinceExpiry, { timeout: SHORT_TOKEN_S * 1000 + 15_000 }).toBeGreaterThanOrEqual(1);
  const roomId = await createRoom(server, DEMO_SUB.ada, [MEMBER.ada, MEMBER.grace]);
  const [messageId] = await postOnServer(server, DEMO_SUB.ada, roomId, ['Sent after her first token expired']);
  await waitForLocal(page, 'chat_messages', messageId as string);
  await waitForSync(page);
  const states = await page.evaluate(() => (window as unknown as { connectionStates: string[] }).connectionStates);
  expect(new Set(states)).toEqual(new Set(['true']));
  expect(streamsSinceExpiry()).toBe(1);
});

async function waitForSyncWithin(page: Page, timeout: number) {
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-sync-connected', 'true', { timeout });
}

test('a question stored by an earlier visit takes the server\'s later change after a reload', async ({ page, context, server }) => {
  // Stored by the first sync's bulk insert in a compact row, with the replication's mark shortened
  // (local-store/compact-rows.ts): the reloaded worker must read it back as pulled by its replication.
  const ada = await server.token(DEMO_SUB.ada);
  const ids: string[] = [];
  for (const title of ['Which room has the big screen?', 'Is there a vegan lunch?', 'Who has a spare charger?']) {
    const { status, body } = await server.api<{ data: { id: string } }>('POST', '/questions', { token: ada, body: { title, description: 'Asked before the member arrived.' } });
    expect(status).toBe(201);
    ids.push(body.data.id);
  }
  const id = ids[0] as string;
  await enableDebugHandle(context);
  await signInDemo(page, server.url, 'tim@example.com');
  await waitForLocal(page, 'questions', id);
  const storedMark = () =>
    page.evaluate(async (id) => {
      const info = (await indexedDB.databases()).find((db) => db.name?.endsWith('--questions'));
      const idb = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info?.name as string);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        const request = idb.transaction('docs').objectStore('docs').get(id);
        const row = await new Promise<{ _meta: { o?: unknown } } | undefined>((resolve) => (request.onsuccess = () => resolve(request.result)));
        return row?._meta.o;
      } finally {
        idb.close();
      }
    }, id);
  expect(await storedMark()).toMatch(/^[0-9a-f]{12}:1$/);

  await page.reload();
  await waitForDebugHandle(page);
  await waitForSync(page);
  const changed = await server.api('PUT', `/questions/${id}`, { token: ada, body: { title: 'Which room has the big screen? (Hall B)' } });
  expect(changed.status).toBe(200);
  const localTitle = () =>
    page.evaluate(async (id) => {
      const db = await (window as unknown as { meetverse: DebugHandle }).meetverse.getDatabase();
      return (await db.questions.findOne(id).exec())?.title;
    }, id);
  await expect.poll(localTitle, { timeout: 30_000 }).toBe('Which room has the big screen? (Hall B)');
});
