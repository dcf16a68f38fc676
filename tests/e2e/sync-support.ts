import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { PUSH_BATCH_MAX } from '../../schemas/api';
import { DEMO_ORGANISER_ID } from '../../server/db/seed';
import { expect, signInAtIssuer, waitForSync, type AppServer } from './fixtures';

/** Profile ids of the demo members (server/db/seed.ts). */
export const MEMBER = {
  ada: DEMO_ORGANISER_ID,
  grace: '5d1f1c1e-7c1a-4b8e-9a51-0d7c6b2a0002',
  tim: '5d1f1c1e-7c1a-4b8e-9a51-0d7c6b2a0003',
  katherine: '5d1f1c1e-7c1a-4b8e-9a51-0d7c6b2a0004',
} as const;

/** Server-side identities of demo members who have not signed in in a browser yet. */
export const DEMO_SUB = {
  ada: 'demo|ada@example.com',
  grace: 'demo|grace@example.com',
  tim: 'demo|tim@example.com',
  katherine: 'demo|katherine@example.com',
} as const;

export type ChatMessage = {
  id: string;
  room_id: string;
  sender_id: string;
  body: string;
  timestamp: number;
  status: string;
  cached_at: number;
  updatedAt: number;
  sync_error?: string;
  _deleted?: boolean;
};

/** What the tests use of `window.meetverse` (src/lib/debug-handle.ts); typed loosely on purpose. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DebugHandle = { getDatabase: () => Promise<any>; sendMessages: (roomId: string, messages: unknown[]) => Promise<any>; [name: string]: any };

/** Turns on `window.meetverse` for every page of the context. */
export async function enableDebugHandle(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('meetverse.debug', '1'));
}

export async function waitForDebugHandle(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as { meetverse?: unknown }).meetverse));
}

/** A demo member signs in at the issuer (taking over the demo profile) and lands on /home. */
export async function signInDemo(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/home`);
  await signInAtIssuer(page, email);
  await expect(page).toHaveURL(`${url}/home`);
  await waitForDebugHandle(page);
}

/** Ada signs in, has the room on her device and her first sync done: the start of every chat flow. */
export async function signInWithRoom(page: Page, url: string, roomId: string): Promise<void> {
  await signInDemo(page, url, 'ada@example.com');
  await waitForLocal(page, 'chat_rooms', roomId);
  await waitForSync(page);
}

/** Bodies that sort and read in the order they were written: 'label 001', 'label 002', … */
export const numbered = (count: number, label: string) => Array.from({ length: count }, (_, index) => `${label} ${String(index + 1).padStart(3, '0')}`);

/** Chat order: the sender's time, then the id. */
export const inChatOrder = <T extends { timestamp: number; id: string }>(messages: T[]): T[] =>
  [...messages].sort((a, b) => a.timestamp - b.timestamp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** A room made on the server by `creatorSub` (a demo member not signed in in a browser). */
export async function createRoom(server: AppServer, creatorSub: string, participants: string[]): Promise<string> {
  const token = await server.token(creatorSub);
  const room = {
    id: randomUUID(),
    participant_ids: participants,
    created_at: new Date().toISOString(),
    last_message_at: 0,
    sync_state: 'pending',
    updatedAt: 0,
    _deleted: false,
  };
  const { status, body } = await server.api('POST', '/replication/chat_rooms/push', { token, body: [{ newDocumentState: room }] });
  expect(status).toBe(200);
  expect(body).toEqual([]);
  return room.id;
}

/** The creator of a room (by their demo sub) changes who takes part in it, on the server. */
export async function setParticipants(server: AppServer, creatorSub: string, roomId: string, participants: string[]): Promise<void> {
  const token = await server.token(creatorSub);
  const pulled = await server.api<{ documents: (Record<string, unknown> & { id: string })[] }>('GET', '/replication/chat_rooms/pull?limit=1000', { token });
  const room = pulled.body.documents.find((doc) => doc.id === roomId) as Record<string, unknown>;
  const pushed = await server.api('POST', '/replication/chat_rooms/push', { token, body: [{ newDocumentState: { ...room, participant_ids: participants }, assumedMasterState: room }] });
  expect(pushed.body).toEqual([]);
}

/** Reads the server's SQLite file directly (read-only), for what no token of the test can ask the API. */
export function readServerDatabase<T>(server: Pick<AppServer, 'dataDir'>, read: (file: SQLite.Database) => T): T {
  const file = new SQLite(path.join(server.dataDir, 'meetverse.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return read(file);
  } finally {
    file.close();
  }
}

/**
 * The sign-in subject of a member who signed in in the browser: signing in claims the demo profile
 * for the issuer's account, whose subject the API's tokens then carry (a demo token names nobody now).
 */
export function issuerSubOf(server: Pick<AppServer, 'dataDir'>, email: string): string {
  return readServerDatabase(server, (file) => (file.prepare('SELECT sub FROM issuer_accounts WHERE email = ?').get(email) as { sub: string }).sub);
}

/**
 * Documents written on the server by a member who is not in a browser, in pushes of at most 100 as the
 * app sends them; each push must be taken whole.
 */
export async function pushInBatches(server: AppServer, collection: string, sub: string, docs: unknown[]): Promise<void> {
  const token = await server.token(sub);
  for (let first = 0; first < docs.length; first += PUSH_BATCH_MAX) {
    const body = docs.slice(first, first + PUSH_BATCH_MAX).map((doc) => ({ newDocumentState: doc }));
    expect(await server.api<unknown[]>('POST', `/replication/${collection}/push`, { token, body })).toEqual({ status: 200, body: [] });
  }
}

/** Messages posted on the server by a member who is not in a browser. */
export async function postOnServer(server: AppServer, senderSub: string, roomId: string, bodies: string[]): Promise<string[]> {
  const start = Date.now() - bodies.length;
  const docs = bodies.map((body, index) => ({
    id: randomUUID(),
    room_id: roomId,
    sender_id: '',
    body,
    timestamp: start + index,
    status: 'pending',
    network_state_when_created: 'online',
    cached_at: start + index,
    last_updated: start + index,
    updatedAt: 0,
    _deleted: false,
  }));
  await pushInBatches(server, 'chat_messages', senderSub, docs);
  return docs.map((doc) => doc.id);
}

/** Every document of a collection that `sub` may pull from the server, following checkpoints. */
export async function serverPull<T>(server: AppServer, sub: string, collection: string): Promise<T[]> {
  const token = await server.token(sub);
  const all: T[] = [];
  let checkpoint: { updatedAt: number; id: string } | null = null;
  for (;;) {
    const query = new URLSearchParams({ limit: '1000' });
    if (checkpoint) {
      query.set('updatedAt', String(checkpoint.updatedAt));
      query.set('id', checkpoint.id);
    }
    const pulled: { status: number; body: { documents: T[]; checkpoint: { updatedAt: number; id: string } | null } } = await server.api(
      'GET',
      `/replication/${collection}/pull?${query}`,
      { token },
    );
    expect(pulled.status, JSON.stringify(pulled.body)).toBe(200);
    all.push(...pulled.body.documents);
    if (pulled.body.documents.length < 1000) break;
    checkpoint = pulled.body.checkpoint;
  }
  return all;
}

/** Every chat message of a room (of every room, without one) that `sub` may pull from the server, in chat order. */
export async function serverMessages(server: AppServer, sub: string, roomId?: string): Promise<ChatMessage[]> {
  const all = await serverPull<ChatMessage>(server, sub, 'chat_messages');
  return inChatOrder(roomId === undefined ? all : all.filter((message) => message.room_id === roomId));
}

/** Picks a day in a date field's calendar, turning its months forward until the day shows. */
export async function pickDay(page: Page, field: string, date: Date) {
  // The calendar of the field picked before closes first: while it fades out, its days would match too.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: field, exact: true }).click();
  // The calendar opens on the month of the field's date: the day is looked for once it shows.
  const calendar = page.getByRole('dialog');
  await expect(calendar).toHaveCount(1);
  await expect(calendar.getByRole('button', { name: 'Next month' })).toBeVisible();
  const name = `${date.getDate()} ${date.toLocaleString('en-US', { month: 'long' })} ${date.getFullYear()}`;
  const day = calendar.getByRole('button', { name, exact: true });
  for (let turns = 0; turns < 3 && !(await day.isVisible()); turns++) await calendar.getByRole('button', { name: 'Next month' }).click();
  await day.click();
}

/** Sends messages one after the other, as a member typing them would; returns their ids. */
export async function sendChat(page: Page, roomId: string, senderId: string, bodies: string[]): Promise<string[]> {
  return page.evaluate(
    async ({ roomId, senderId, bodies }) => {
      const handle = (window as unknown as { meetverse: DebugHandle }).meetverse;
      const ids: string[] = [];
      for (const body of bodies) {
        const id = crypto.randomUUID();
        await handle.sendMessages(roomId, [{ id, room_id: roomId, sender_id: senderId, body }]);
        ids.push(id);
      }
      return ids;
    },
    { roomId, senderId, bodies },
  );
}

/** The room's messages in this device's database, in chat order. */
export async function localMessages(page: Page, roomId: string): Promise<ChatMessage[]> {
  const docs = await page.evaluate(async (roomId) => {
    const db = await (window as unknown as { meetverse: DebugHandle }).meetverse.getDatabase();
    // A query of its own each time, so it reads the database: the page's cached query of a room can
    // list a message twice after the worker rewrote the room (src/db/use-live-query.ts).
    const fresh = `read-${Date.now()}-${Math.random()}`;
    const found = await db.chat_messages.find({ selector: { room_id: roomId, id: { $ne: fresh } } }).exec();
    return found.map((doc: { toJSON: () => unknown }) => doc.toJSON()) as ChatMessage[];
  }, roomId);
  return inChatOrder(docs);
}

/** The written messages this device does not hold as sent, as `#index status` in the order written: [] once all are. */
export async function notSent(page: Page, roomId: string, ids: readonly string[]): Promise<string[]> {
  const statusOf = new Map((await localMessages(page, roomId)).map((message) => [message.id, message.status]));
  return ids.flatMap((id, index) => (statusOf.get(id) === 'sent' ? [] : [`#${index} ${statusOf.get(id) ?? 'missing'}`]));
}

/** Waits until a document is in this device's database (so replication of the member's data runs). */
export async function waitForLocal(page: Page, collection: string, id: string, timeout = 30_000): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ collection, id }) => {
            const db = await (window as unknown as { meetverse: DebugHandle }).meetverse.getDatabase();
            return Boolean(await db[collection].findOne(id).exec());
          },
          { collection, id },
        ),
      { timeout },
    )
    .toBe(true);
}

/** The page's replication worker (where sendMessages writes). */
export async function replicationWorker(page: Page): Promise<Worker> {
  await expect.poll(() => page.workers().some((worker) => worker.url().includes('replication'))).toBe(true);
  return page.workers().find((worker) => worker.url().includes('replication')) as Worker;
}

const summary = (messages: ChatMessage[]) => messages.map(({ id, body, status }) => ({ id, body, status }));

/** The written messages, in the order written, each once and sent. */
export function expectExactlyOnceInOrder(messages: ChatMessage[], ids: string[], bodies: string[]): void {
  expect(new Set(messages.map((message) => message.id)).size).toBe(messages.length);
  expect(summary(messages)).toEqual(ids.map((id, index) => ({ id, body: bodies[index], status: 'sent' })));
}

/**
 * Makes the next `times` puts and adds into the IndexedDB database whose name ends with
 * `databaseSuffix` throw a QuotaExceededError, in a page or a worker. Returns nothing; read
 * `quotaErrorsLeft` to see how many are still to come.
 */
export async function injectQuotaErrors(target: Page | Worker, times: number, databaseSuffix = '--chat_messages'): Promise<void> {
  await (target as Page).evaluate(
    ({ times, databaseSuffix }) => {
      const scope = globalThis as unknown as { __quotaLeft?: number; __quotaPatched?: boolean };
      scope.__quotaLeft = times;
      if (scope.__quotaPatched) return;
      scope.__quotaPatched = true;
      const proto = IDBObjectStore.prototype;
      for (const method of ['put', 'add'] as const) {
        const original = proto[method];
        proto[method] = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
          if ((scope.__quotaLeft ?? 0) > 0 && this.transaction.db.name.endsWith(databaseSuffix)) {
            scope.__quotaLeft = (scope.__quotaLeft ?? 0) - 1;
            throw new DOMException('quota', 'QuotaExceededError');
          }
          return original.apply(this, args);
        };
      }
    },
    { times, databaseSuffix },
  );
}

export async function quotaErrorsLeft(target: Page | Worker): Promise<number> {
  return (target as Page).evaluate(() => (globalThis as unknown as { __quotaLeft?: number }).__quotaLeft ?? 0);
}
