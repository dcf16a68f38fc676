/**
 * The chat cache on the device, in the built app in Chromium on a profile on disk, next to raw Dexie in
 * the same page:
 *
 * 1. Storing 10,000 chat messages (issue: <= 2x a raw Dexie bulkPut). The app's own database (the debug
 *    handle's getDatabase: RxDB over the app's storage stack, the quota rule, index reads, lean indexes
 *    and compact rows) stores them with bulkInsert, a room of 1000 (the cache's limit a room) at a time,
 *    as the worker stores a fetched page. Baseline: Dexie's bulkPut of the same batches, rows shaped as
 *    the app stores them, into a scratch database with the very indexes of the app's store. The two
 *    alternate for BENCH_STORE_ROUNDS rounds (fresh rooms each round); medians are reported.
 * 2. Clearing the oldest quarter of 50,000 cached messages (issue: <= 2 s, no main-thread task over
 *    200 ms). 50 rooms of 1000 synced messages are stored through the app's database; then one write of
 *    a message meets a storage quota error (the browser's QuotaExceededError, raised once by the bench
 *    in IndexedDB's put for that message), so the app's own quota rule runs as on a full disk: it clears
 *    the oldest quarter (12,500, read on the [status+cached_at] index and deleted for good in one
 *    transaction, local-store/remove-for-good.ts) and tries the
 *    write again. Timed from the error to the retried write reaching IndexedDB; long tasks are taken
 *    from a PerformanceObserver for 'longtask' in the page. Baseline: the same quarter found on the same
 *    index and deleted with Dexie's bulkDelete from a scratch store holding the same 50,000 rows. A
 *    second baseline does what the app must (its change events carry each removed document): the same
 *    quarter's rows read whole on the same index, then bulkDeleted, from a second scratch store.
 *
 * BENCH_ONLY=store or BENCH_ONLY=clear runs one of the two.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { fillWithDefaultSettings, type RxJsonSchema } from 'rxdb';
import { getDexieStoreSchema } from 'rxdb/plugins/storage-dexie';
import { chatMessageSchema } from '../schemas/chat-message.schema';
import { quarterToClear } from '../schemas/chat-cache-rules';
import { leanDocsStore } from '../local-store/lean-dexie-indexes';
import { IN_MEMORY, launchProfile, startServer } from './harness';
import { describe, record } from './results';

const STORE_MESSAGES = Number(process.env.BENCH_STORE_MESSAGES ?? 10_000);
const STORE_ROUNDS = Math.max(1, Number(process.env.BENCH_STORE_ROUNDS ?? 3));
const CACHED_MESSAGES = Number(process.env.BENCH_CACHED_MESSAGES ?? 50_000);
/** A room's worth: the chat cache keeps at most 1000 messages a room. */
const ROOM_SIZE = 1000;
/** Quiet time for the disk and the worker (which trims rooms 2 s after their messages change). */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 4000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-chat-cache-'));
const server = await startServer(dataDir);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
/** The very indexes of the app's chat message store. */
const APP_STORE = leanDocsStore(getDexieStoreSchema(fillWithDefaultSettings(chatMessageSchema as RxJsonSchema<unknown>)));

/**
 * A guest's page of the built app on a profile of its own, with the debug handle on, its long tasks
 * recorded, and Dexie loaded for the baseline. A guest replicates no chat: nothing stored is pushed.
 */
async function openAppPage(context: BrowserContext): Promise<Page> {
  // The TypeScript loader names functions with a helper the page does not have.
  await context.addInitScript('window.__name = (fn) => fn');
  await context.addInitScript(() => {
    localStorage.setItem('meetverse.debug', '1');
    const tasks: { start: number; duration: number }[] = [];
    Object.assign(window, { __longTasks: tasks });
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push({ start: entry.startTime, duration: entry.duration }))).observe({ type: 'longtask', buffered: true });
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.url}/events`);
  await page.waitForFunction(() => Boolean((window as unknown as { meetverse?: unknown }).meetverse));
  // The app's content security policy refuses inline scripts, so Dexie is evaluated instead.
  await page.evaluate(fs.readFileSync('node_modules/dexie/dist/dexie.min.js', 'utf8'));
  await page.evaluate(async (store) => {
    type Dexie = { version: (n: number) => { stores: (s: Record<string, string>) => void }; open: () => Promise<unknown>; table: (name: string) => unknown };
    const Dexie = (window as unknown as { Dexie: new (name: string) => Dexie }).Dexie;
    const db = new Dexie('chat-cache-baseline');
    db.version(1).stores({ docs: store, docs_read: store });
    await db.open();
    Object.assign(window, { __rawDocs: db.table('docs'), __rawReadDocs: db.table('docs_read') });
  }, APP_STORE);
  // The worker, once leader, stamps the chat cache's version, and a cache it finds without one is
  // cleared: what is stored must come after, as on any device past its first start.
  await page.waitForFunction(
    async () => {
      type Db = { chat_rooms: { getLocal: (id: string) => Promise<unknown> } };
      const db = await (window as unknown as { meetverse: { getDatabase: () => Promise<Db> } }).meetverse.getDatabase();
      return (await db.chat_rooms.getLocal('chat-cache-version')) !== null;
    },
    undefined,
    { timeout: 60_000, polling: 250 },
  );
  return page;
}

/** The longest main-thread task (ms) that overlapped [from, to] in the page's clock, and how many were over 50 ms. */
const longTasksBetween = (page: Page, from: number, to: number) =>
  page.evaluate(
    ({ from, to }) => {
      const tasks = (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks.filter((task) => task.start < to && task.start + task.duration > from);
      return { longest: Math.max(0, ...tasks.map((task) => task.duration)), count: tasks.length, all: tasks.map((task) => Math.round(task.duration)) };
    },
    { from, to },
  );

/**
 * A baseline's clearing with Dexie alone: the oldest `take` found on the app's [status+cached_at] index
 * and bulkDeleted, from the scratch store (`keys`: their keys read) or the second one (`rows`: the rows
 * read whole). Answers its times in the page's clock, and how many rows went and are left.
 */
const rawClear = (page: Page, read: 'keys' | 'rows', take: number) =>
  page.evaluate(
    async ({ read, take }) => {
      type Collection = { limit: (n: number) => { primaryKeys: () => Promise<string[]>; toArray: () => Promise<{ id: string }[]> } };
      type Table = { where: (index: string) => { between: (a: unknown[], b: unknown[]) => Collection }; bulkDelete: (keys: string[]) => Promise<unknown>; count: () => Promise<number> };
      const Dexie = (window as unknown as { Dexie: { minKey: unknown; maxKey: unknown } }).Dexie;
      const scratch = window as unknown as { __rawDocs: Table; __rawReadDocs: Table };
      const table = read === 'keys' ? scratch.__rawDocs : scratch.__rawReadDocs;
      const start = performance.now();
      const oldest = table.where('[_deleted+status+cached_at+id]').between(['0', 'sent', Dexie.minKey, Dexie.minKey], ['0', 'sent', Dexie.maxKey, Dexie.maxKey]).limit(take);
      const keys = read === 'keys' ? await oldest.primaryKeys() : (await oldest.toArray()).map((row) => row.id);
      await table.bulkDelete(keys);
      const end = performance.now();
      return { start, end, cleared: keys.length, left: await table.count() };
    },
    { read, take },
  );

/**
 * Stores `count` messages in rooms of 1000: through the app's database (`app`) or Dexie's bulkPut into
 * the scratch store (`raw`). Answers the time, in the page's clock, and how many were stored.
 */
const storeMessages = (page: Page, side: 'app' | 'raw' | 'raw-read', count: number, round: string, cachedFrom: number) =>
  page.evaluate(
    async ({ side, count, round, roomSize, cachedFrom }) => {
      type Result = { error: unknown[] };
      type Db = { chat_messages: { bulkInsert: (docs: unknown[]) => Promise<Result> } };
      const db = await (window as unknown as { meetverse: { getDatabase: () => Promise<Db> } }).meetverse.getDatabase();
      type Raw = { bulkPut: (rows: unknown[]) => Promise<unknown> };
      const scratch = window as unknown as { __rawDocs: Raw; __rawReadDocs: Raw };
      const raw = side === 'raw-read' ? scratch.__rawReadDocs : scratch.__rawDocs;
      const now = Date.now();
      const batches: Record<string, unknown>[][] = [];
      for (let start = 0; start < count; start += roomSize) {
        const roomId = crypto.randomUUID();
        batches.push(
          Array.from({ length: Math.min(roomSize, count - start) }, (_, index) => {
            const n = start + index;
            // Cached oldest first: cached_at orders the quota rule's quarter.
            const cached = cachedFrom + n;
            return {
              id: crypto.randomUUID(), room_id: roomId, sender_id: 'b0000000-0000-4000-8000-000000000002', body: `Cached ${round} ${n}: see you at the coffee stand`,
              timestamp: now - count + n, status: 'sent', network_state_when_created: 'online', cached_at: cached, last_updated: cached, updatedAt: now - count + n,
            };
          }),
        );
      }
      // As the app stores a document it inserts (compact-rows.ts: no empty attachments, no pull mark).
      const rows = side !== 'app' ? batches.map((batch) => batch.map((doc) => ({ ...doc, _deleted: '0', _rev: '1-bench', _meta: { lwt: now + 0.01 } }))) : batches;
      const start = performance.now();
      let failed = 0;
      for (const batch of rows) {
        if (side === 'app') failed += (await db.chat_messages.bulkInsert(batch)).error.length;
        else await raw.bulkPut(batch);
      }
      const end = performance.now();
      return { start, end, ms: end - start, stored: count - failed };
    },
    { side, count, round, roomSize: ROOM_SIZE, cachedFrom },
  );

async function storeBench() {
  console.log(`\nStoring ${STORE_MESSAGES} chat messages, ${STORE_ROUNDS} rounds of app and baseline in turn…`);
  const profile = await launchProfile();
  try {
    const page = await openAppPage(profile.context);
    await sleep(SETTLE_MS);
    const app: number[] = [];
    const raw: number[] = [];
    let longest = 0;
    for (let round = 0; round < STORE_ROUNDS; round++) {
      const stored = await storeMessages(page, 'app', STORE_MESSAGES, `app-${round}`, Date.now());
      if (stored.stored !== STORE_MESSAGES) throw new Error(`the app stored ${stored.stored} of ${STORE_MESSAGES}`);
      longest = Math.max(longest, (await longTasksBetween(page, stored.start, stored.end)).longest);
      app.push(stored.ms);
      await sleep(SETTLE_MS);
      raw.push((await storeMessages(page, 'raw', STORE_MESSAGES, `raw-${round}`, Date.now())).ms);
      await sleep(SETTLE_MS);
      console.log(`  round ${round + 1}: app ${Math.round(app.at(-1) as number)} ms, raw bulkPut ${Math.round(raw.at(-1) as number)} ms`);
    }
    const appMs = median(app);
    const rawMs = median(raw);
    const rate = (ms: number) => Math.round(STORE_MESSAGES / (ms / 1000));
    console.log(`\nChat cache, storing ${STORE_MESSAGES} messages (rooms of ${ROOM_SIZE}), ${IN_MEMORY ? 'IndexedDB in memory (BENCH_IN_MEMORY=1)' : 'a profile on disk'}, median of ${STORE_ROUNDS}`);
    console.log(`  app (page database, bulkInsert)          ${Math.round(appMs)} ms, ${rate(appMs)} messages/s`);
    console.log(`  raw Dexie bulkPut, same rows and indexes ${Math.round(rawMs)} ms, ${rate(rawMs)} messages/s`);
    console.log(`  longest main-thread task while the app stored: ${Math.round(longest)} ms`);
    const figure = record({
      bench: 'chat-cache', name: `store ${STORE_MESSAGES} chat messages`, value: appMs, unit: 'ms', better: 'lower',
      baseline: rawMs, baselineLabel: 'raw Dexie bulkPut of the same rows, same indexes, same page',
      goal: '<= 2x the raw bulkPut', goalValue: 2 * rawMs,
      note: `median of ${STORE_ROUNDS} rounds; rooms of ${ROOM_SIZE}; longest main-thread task while storing ${Math.round(longest)} ms`,
    });
    console.log(`  ${describe(figure)}`);
  } finally {
    await profile.close();
  }
}

async function clearBench() {
  const take = quarterToClear(CACHED_MESSAGES);
  console.log(`\nStoring ${CACHED_MESSAGES} cached messages in the app's database and in the baseline's…`);
  const profile = await launchProfile();
  try {
    const page = await openAppPage(profile.context);
    const filledAt = Date.now() - 86_400_000;
    for (let start = 0; start < CACHED_MESSAGES; start += 10 * ROOM_SIZE) {
      const count = Math.min(10 * ROOM_SIZE, CACHED_MESSAGES - start);
      const app = await storeMessages(page, 'app', count, `fill-${start}`, filledAt + start);
      if (app.stored !== count) throw new Error(`the app stored ${app.stored} of ${count}`);
      await storeMessages(page, 'raw', count, `fill-${start}`, filledAt + start);
      await storeMessages(page, 'raw-read', count, `fill-${start}`, filledAt + start);
    }
    await sleep(2 * SETTLE_MS);

    // The app: a write meets a quota error once; the app's quota rule clears and writes again.
    const app = await page.evaluate(async () => {
      type Db = { chat_messages: { insert: (doc: unknown) => Promise<unknown>; count: () => { exec: () => Promise<number> } } };
      const db = await (window as unknown as { meetverse: { getDatabase: () => Promise<Db> } }).meetverse.getDatabase();
      const id = crypto.randomUUID();
      // Marks, in the page's clock: the error, the clearing's first write (its removals, after reading the
      // quarter), its first delete (the purge), and the retried write.
      const marks: { faultAt?: number; removingAt?: number; purgingAt?: number; retryAt?: number } = {};
      const ofMessages = (store: IDBObjectStore) => store.name === 'docs' && store.transaction.db.name.endsWith('--chat_messages');
      for (const method of ['put', 'add'] as const) {
        const original = IDBObjectStore.prototype[method];
        IDBObjectStore.prototype[method] = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
          if (ofMessages(this) && marks.faultAt !== undefined && marks.retryAt === undefined) {
            if ((value as { id?: unknown } | null)?.id === id) marks.retryAt = performance.now();
            else marks.removingAt ??= performance.now();
          }
          if ((value as { id?: unknown } | null)?.id === id && ofMessages(this) && marks.faultAt === undefined) {
            marks.faultAt = performance.now();
            throw new DOMException('The quota has been exceeded (raised by the benchmark).', 'QuotaExceededError');
          }
          return original.call(this, value, key);
        };
      }
      const remove = IDBObjectStore.prototype.delete;
      IDBObjectStore.prototype.delete = function (this: IDBObjectStore, query: IDBValidKey | IDBKeyRange) {
        if (ofMessages(this) && marks.faultAt !== undefined && marks.retryAt === undefined) marks.purgingAt ??= performance.now();
        return remove.call(this, query);
      };
      const before = await db.chat_messages.count().exec();
      const now = Date.now();
      const start = performance.now();
      let error: string | null = null;
      try {
        await db.chat_messages.insert({
          id, room_id: crypto.randomUUID(), sender_id: 'b0000000-0000-4000-8000-000000000002', body: 'The write that met the quota', timestamp: now,
          status: 'sent', network_state_when_created: 'online', cached_at: now, last_updated: now, updatedAt: now,
        });
      } catch (caught) {
        error = String(caught);
      }
      const end = performance.now();
      return { start, end, ...marks, error, before, left: await db.chat_messages.count().exec() };
    });
    if (app.error || app.faultAt === undefined || app.retryAt === undefined) throw new Error(`the write did not clear and retry: ${JSON.stringify(app)}`);
    const appTasks = await longTasksBetween(page, app.faultAt, app.retryAt);
    await sleep(SETTLE_MS);

    // The baseline: the same quarter found on the same index and deleted, in the scratch store.
    const raw = await rawClear(page, 'keys', take);
    const rawTasks = await longTasksBetween(page, raw.start, raw.end);
    await sleep(SETTLE_MS);
    // What the app must do at the least: its change events carry each removed document, so it reads
    // the rows whole, not their keys alone.
    const rawRead = await rawClear(page, 'rows', take);

    const clearMs = app.retryAt - app.faultAt;
    const rawMs = raw.end - raw.start;
    const rawReadMs = rawRead.end - rawRead.start;
    console.log(`\nChat cache, clearing the oldest quarter (${take}) of ${CACHED_MESSAGES} cached messages on a quota error, ${IN_MEMORY ? 'IndexedDB in memory (BENCH_IN_MEMORY=1)' : 'a profile on disk'}`);
    console.log(`  app: quota error -> cleared -> write retried   ${Math.round(clearMs)} ms (the write that met it took ${Math.round(app.end - app.start)} ms in all); ${app.before} messages before, ${app.left} after`);
    if (app.removingAt !== undefined && app.purgingAt !== undefined) {
      console.log(`    of which: reading the quarter ${Math.round(app.removingAt - app.faultAt)} ms, removing it ${Math.round(app.purgingAt - app.removingAt)} ms, purging it ${Math.round(app.retryAt - app.purgingAt)} ms`);
    }
    console.log(`  raw Dexie: same quarter on the same index, bulkDelete   ${Math.round(rawMs)} ms; ${raw.left} rows left`);
    console.log(`  raw Dexie: same quarter's rows read whole, bulkDelete   ${Math.round(rawReadMs)} ms; ${rawRead.left} rows left`);
    console.log(`  main-thread tasks while the app cleared: ${appTasks.count} over 50 ms (${appTasks.all.join(', ') || 'none'} ms); while Dexie deleted: ${rawTasks.all.join(', ') || 'none'} ms`);
    for (const figure of [
      record({
        bench: 'chat-cache', name: `clear the oldest quarter of ${CACHED_MESSAGES} cached messages`, value: clearMs, unit: 'ms', better: 'lower',
        baseline: rawMs, baselineLabel: 'raw Dexie: the same quarter read on the same index and bulkDeleted',
        goal: '<= 2000 ms', goalValue: 2000,
        note: `from the quota error to the retried write; ${take} cleared, ${app.left} left; raw Dexie reading the same rows whole (as the app's change events need them) and bulkDeleting them: ${Math.round(rawReadMs)} ms`,
      }),
      record({
        bench: 'chat-cache', name: 'longest main-thread task while clearing', value: appTasks.longest, unit: 'ms', better: 'lower',
        baseline: rawTasks.longest, baselineLabel: 'longest main-thread task while raw Dexie deleted the same quarter',
        goal: 'no main-thread task over 200 ms', goalValue: 200,
        note: `${appTasks.count} tasks over 50 ms while clearing${appTasks.all.length ? ` (${appTasks.all.join(', ')} ms)` : ''}`,
      }),
    ]) console.log(`  ${describe(figure)}`);
  } finally {
    await profile.close();
  }
}

const only = process.env.BENCH_ONLY;
try {
  if (only !== 'clear') await storeBench();
  if (only !== 'store') await clearBench();
  console.log(`  load average while measured: ${os.loadavg().map((load) => load.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
