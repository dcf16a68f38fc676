/**
 * First sync of a member's data (issue: >= 5,000 documents/s, no main-thread task over 50 ms),
 * next to a baseline in the same Chromium run: raw fetch of the same pull pages plus Dexie bulkPut.
 *
 * The storing rate is also set against IndexedDB's own writes (every page fetched first, then only the
 * bulkPuts timed), and against the most any sync could reach on this machine: fetching the same pages
 * alone and writing them alone are each timed with the CPU of every thread (browser and server), and
 * a sync must do both, so their CPU together, spread over every core, is the least time it can take.
 * Measured here (2 cores, on disk, December 2026): the writes alone 4.7-5.7 s for 12,526 documents,
 * fetching and writing 11.2-13.2 s of CPU together, so at best 5.6-6.6 s: 0.84-0.86x of IndexedDB's
 * own writes is the most a sync can store at on this machine (0.88x with the server's CPU left out);
 * the app stores at 0.66-0.87x, the time of a hand-written fetch and Dexie bulkPut with its indexes
 * (0.94-1.04x of it).
 *
 * Every run has a browser profile of its own on disk, as a member's browser has (harness.ts). The app's
 * service worker installs once the first sync has ended (src/components/service-worker/when-settled.ts). Runs on a
 * shared machine vary by a sixth from one to the next: BENCH_ROUNDS=n repeats the app and both
 * baselines n times, one after the other, and prints the medians.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { fillWithDefaultSettings, type RxJsonSchema } from 'rxdb';
import { getDexieStoreSchema } from 'rxdb/plugins/storage-dexie';
import { CHAT_FIRST_SYNC_MESSAGES } from '../schemas/api';
import { chatMessageSchema } from '../schemas/chat-message.schema';
import { leanDocsStore } from '../local-store/lean-dexie-indexes';
import { questionSchema } from '../schemas/question.schema';
import { mintAccessToken } from '../server/test-support';
import { cpuByRole, otherThreads, readThreadCpu, ROLES, type Role, type ThreadCpu } from './cpu';
import { BENCH_EMAIL, seedBenchData } from './seed';
import { IN_MEMORY, type LongTask, RECORD_LONG_TASKS, STAMP_FIRST_CARD, firstCardPainted, launchProfile, longTasksOf, openByHistory, startServer, storedCount } from './harness';
import { record } from './results';

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 10_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 50_000);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
/**
 * A first sync brings only the newest CHAT_FIRST_SYNC_MESSAGES of each room (seed.ts spreads the
 * messages over rooms of at most 1000): what the app stores, and what the baselines pull.
 */
const ROOMS = Math.ceil(MESSAGES / 1000);
const SYNCED_MESSAGES = Array.from({ length: ROOMS }, (_, room) => Math.min(CHAT_FIRST_SYNC_MESSAGES, Math.floor(MESSAGES / ROOMS) + (room < MESSAGES % ROOMS ? 1 : 0))).reduce((sum, count) => sum + count, 0);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-bench-'));
console.log(`Seeding ${QUESTIONS} questions and ${MESSAGES} messages (a first sync brings ${SYNCED_MESSAGES} of them)…`);
await seedBenchData(dataDir, { questions: QUESTIONS, messages: MESSAGES });
const server = await startServer(dataDir);
/** The questions a first sync brings: the seeded ones and the server's demo questions. */
const SYNCED_QUESTIONS = (() => {
  const sqlite = new SQLite(path.join(dataDir, 'meetverse.sqlite'), { readonly: true });
  try {
    return (sqlite.prepare('SELECT count(*) AS n FROM questions WHERE _deleted = 0').get() as { n: number }).n;
  } finally {
    sqlite.close();
  }
})();

/** A long task, and what ran in its animation frame when the Long Animation Frames API saw one. */
type Task = LongTask;
/** CPU by role in milliseconds, or undefined where there is no /proc. */
type Cpu = Record<Role, number> | undefined;

/** The CPU the browsers and the server used while `run` ran, and every thread's at its end. */
async function withCpu<T>(run: () => Promise<T>): Promise<T & { cpu: Cpu; cpuAtEnd: ThreadCpu | undefined }> {
  const before = readThreadCpu(process.pid, server.pid);
  const result = await run();
  const after = readThreadCpu(process.pid, server.pid);
  // BENCH_CPU_DETAIL=1: which threads make up 'other'.
  if (process.env.BENCH_CPU_DETAIL && before && after) console.log(`  other threads: ${otherThreads(before, after).slice(0, 10).map(([key, ms]) => `${key} ${ms} ms`).join(', ')}`);
  return { ...result, cpu: before && after ? cpuByRole(before, after) : undefined, cpuAtEnd: after };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const rate = (documents: number, ms: number) => Math.round(documents / (ms / 1000));
const describeTasks = (tasks: Task[]) =>
  tasks.map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.start)}${task.ran ? ` [${task.ran}]` : ''}`).join(', ') || 'none';

/**
 * Counts, in the page, the questions and chat messages the sync's change events bring (the events the
 * page's database already receives for its screens), with when the last one came: the sync's end is
 * found without asking IndexedDB anything while it writes, but once, early, for the keys stored before
 * the page's database opened (it listens first, so nothing stored falls between the two). Counting the
 * stores every 250 ms, as this benchmark did, cost IndexedDB's backend about 0.9 s per sync (Chromium
 * counts by cursor).
 */
const WATCH_SYNC_EVENTS = `(() => {
  const ids = { questions: new Set(), chat_messages: new Set() };
  const watched = (window.__benchSync = { questions: 0, chat_messages: 0, lastAt: 0 });
  const watch = async () => {
    while (!window.meetverse) await new Promise((resolve) => setTimeout(resolve, 20));
    const db = await window.meetverse.getDatabase();
    for (const name of Object.keys(ids)) {
      db[name].eventBulks$.subscribe((bulk) => {
        for (const event of bulk.events) ids[name].add(event.documentId);
        watched[name] = ids[name].size;
        watched.lastAt = Date.now();
      });
    }
    // What the worker stored before the page's database opened, which no event brings now: the keys
    // of each store, read once, early in the sync.
    const storedKeys = async (name) => {
      const info = (await indexedDB.databases()).find((db) => db.name && db.name.endsWith('--' + name));
      if (!info) return [];
      const idb = await new Promise((resolve, reject) => {
        const request = indexedDB.open(info.name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!idb.objectStoreNames.contains('docs')) return [];
        return await new Promise((resolve, reject) => {
          const request = idb.transaction('docs').objectStore('docs').getAllKeys();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      } finally {
        idb.close();
      }
    };
    for (const name of Object.keys(ids)) {
      for (const key of await storedKeys(name)) ids[name].add(key);
      watched[name] = ids[name].size;
    }
  };
  void watch();
})()`;

/**
 * Waits for the sync's last document, seen in the change events; one count of the stores confirms it.
 * Resolves with when the last event came (the machine's clock).
 */
async function syncEnded(page: Page): Promise<number> {
  type Watched = { questions: number; chat_messages: number; lastAt: number };
  await page.waitForFunction(
    ({ questions, messages }) => {
      const watched = (window as unknown as { __benchSync?: Watched }).__benchSync;
      return !!watched && watched.questions >= questions && watched.chat_messages >= messages;
    },
    { questions: SYNCED_QUESTIONS, messages: SYNCED_MESSAGES },
    { polling: 100, timeout: 600_000 },
  );
  const watched = await page.evaluate(() => (window as unknown as { __benchSync: Watched }).__benchSync);
  const local = await countLocal(page);
  if (process.env.BENCH_VERBOSE) console.log(`  the sync's events: ${watched.questions} questions, ${watched.chat_messages} messages; stored ${local.questions} and ${local.messages}`);
  if (local.questions < SYNCED_QUESTIONS || local.messages < SYNCED_MESSAGES) throw new Error(`the events told of documents not stored: ${JSON.stringify({ watched, local })}`);
  return watched.lastAt;
}

/** A page of its own profile that records its long tasks. */
async function watchedPage(context: BrowserContext): Promise<Page> {
  // The TypeScript loader names functions with a helper the page does not have.
  await context.addInitScript('window.__name = (fn) => fn');
  await context.addInitScript(STAMP_FIRST_CARD);
  await context.addInitScript(() => localStorage.setItem('meetverse.debug', '1'));
  await context.addInitScript(RECORD_LONG_TASKS);
  await context.addInitScript(WATCH_SYNC_EVENTS);
  return context.pages()[0] ?? context.newPage();
}

/** The page's long tasks, when it first painted and its clock's origin. */
const tasksOf = async (page: Page) => ({
  longTasks: await longTasksOf(page),
  ...(await page.evaluate(() => ({
    bootedAt: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? 0,
    timeOrigin: performance.timeOrigin,
  }))),
});
const over50After = ({ longTasks, bootedAt }: Awaited<ReturnType<typeof tasksOf>>) => longTasks.filter((task) => task.start > bootedAt && task.duration > 50);

/** Signs `email` in on a fresh profile and waits for /home. */
async function signIn(page: Page, email: string, beforeClick: () => void = () => {}) {
  await page.goto(`${server.url}/home`);
  await page.getByLabel('Email').fill(email);
  beforeClick();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/home`);
}

/** Questions and chat messages stored, counted straight from IndexedDB (harness.ts). */
const countLocal = async (page: Page) => ({ questions: await storedCount(page, '--questions'), messages: await storedCount(page, '--chat_messages') });

/**
 * The app: sign in on a fresh profile and let the worker sync everything. With `reopen`, the same
 * screen is then opened again with everything on the device, for what its first render costs with no
 * sync running. With `leaveHome`, the member goes from /home to a screen that reads nothing (Suggest a
 * feature) once the first card has shown: the sync's cost without /home drawing what it brings.
 */
async function syncApp(reopen: boolean, leaveHome = false) {
  const { context, close } = await launchProfile();
  try {
    const page = await watchedPage(context);
    if (process.env.BENCH_VERBOSE) context.on('console', (m) => m.text().startsWith('PULL') && console.log(m.text()));
    // When the worker asks for its first page: the sync's own time, without signing in.
    let firstPullAt = 0;
    // The CPU of every thread then: the sync's own, without signing in and the app's start.
    let cpuAtFirstPull: ThreadCpu | undefined;
    context.on('request', (request) => {
      if (firstPullAt || !/\/replication\/(questions|chat_messages)\/pull/.test(request.url())) return;
      firstPullAt = Date.now();
      cpuAtFirstPull = readThreadCpu(process.pid, server.pid);
    });
    // What the sync fetched: the documents and the bytes of every pull page (as sent, compressed or not).
    // The pull responses are read once the sync has ended: reading a body while it runs has the browser
    // hand it over to this process then (7 MB for a first sync), work on the same cores as the sync's.
    const pulls: Response[] = [];
    context.on('response', (response) => {
      if (/\/replication\/[a-z_]+\/pull/.test(response.url()) && response.ok()) pulls.push(response);
    });
    let started = 0;
    let cardShown: Promise<number> = Promise.resolve(Number.NaN);
    // CPU of the browser's and the server's threads, from the sign-in click to the last document stored.
    const { cpu, cpuAtEnd, endedAt } = await withCpu(async () => {
      // The first question card on /home (with little to sync, it may show after the sync ended).
      cardShown = firstCardPainted(page)
        .then((painted) => painted.epoch)
        .catch(() => Number.NaN);
      await signIn(page, BENCH_EMAIL, () => (started = Date.now()));
      await cardShown;
      if (leaveHome) await openByHistory(page, '/suggest-feature', 'main textarea');
      return { endedAt: await syncEnded(page) };
    });
    // What follows the sync's end (reading the pull bodies back, 7 MB) is the benchmark's own work.
    const syncCpu: Cpu = cpuAtFirstPull && cpuAtEnd ? cpuByRole(cpuAtFirstPull, cpuAtEnd) : undefined;
    const appMs = endedAt - started;
    const fetched = { documents: 0, bytes: 0, pages: 0 };
    for (const response of pulls) {
      const [sizes, body] = await Promise.all([response.request().sizes(), response.json() as Promise<{ documents?: unknown[] }>]);
      fetched.pages++;
      fetched.bytes += sizes.responseBodySize;
      fetched.documents += body.documents?.length ?? 0;
    }
    const firstCardMs = (await cardShown) - started;
    const syncMs = firstPullAt ? endedAt - firstPullAt : appMs;
    // Tasks while the app itself boots (parsing and first render of this document) are not the sync's.
    const { longTasks, bootedAt, timeOrigin } = await tasksOf(page);
    // The page's clock and this process's are the same machine's: the sync's own stretch starts at the
    // worker's first pull request. A task is the sync's when it ends after it; before, the page was
    // still signing in and rendering /home for the first time.
    const pullStartedAt = firstPullAt ? firstPullAt - timeOrigin : bootedAt;
    const over50 = longTasks.filter((task) => task.start + task.duration > pullStartedAt && task.duration > 50);
    const signingIn = longTasks.filter((task) => task.start > bootedAt && task.start + task.duration <= pullStartedAt && task.duration > 50);
    let reopenedOver50: Task[] | undefined;
    if (reopen) {
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      reopenedOver50 = over50After(await tasksOf(page));
    }
    const final = await countLocal(page);
    return { cpu, syncCpu, documents: final.questions + final.messages, appMs, syncMs, bootedAt, pullStartedAt, over50, signingIn, reopenedOver50, firstCardMs, fetched };
  } finally {
    await close();
  }
}

/** A first sign-in on a fresh profile from /messages: the time from the click to every room listed. */
async function roomsListed(): Promise<number> {
  const { context, close } = await launchProfile();
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/messages`);
    await page.getByLabel('Email').fill(BENCH_EMAIL);
    const started = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/messages`);
    await page.waitForFunction((rooms) => document.querySelectorAll('main a[href^="/messages/"]').length >= rooms, ROOMS, { timeout: 600_000, polling: 100 });
    return Date.now() - started;
  } finally {
    await close();
  }
}

/** A sign-in with next to nothing to sync (a demo member: the demo data only): what signing in and the first render of /home cost by themselves. */
async function lightSignIn(): Promise<Task[]> {
  const { context, close } = await launchProfile();
  try {
    const page = await watchedPage(context);
    await signIn(page, 'grace@example.com');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    return over50After(await tasksOf(page));
  } finally {
    await close();
  }
}

/**
 * The baseline: the same pages fetched by hand and written with Dexie's bulkPut, in a blank page of a
 * fresh profile. With `asStored`, each document is given what RxDB stores with it. With `writesOnly`,
 * every page is fetched first and only the writes are measured: what IndexedDB itself takes here to
 * store these rows with these indexes, with no network, no JSON and no RxDB.
 */
async function runBaseline(token: string, stores: Record<string, string>, { asStored, writesOnly }: { asStored: boolean; writesOnly: boolean }) {
  const { context, close } = await launchProfile();
  try {
    // The TypeScript loader names functions with a helper the page does not have.
    await context.addInitScript('window.__name = (fn) => fn');
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${server.url}/api/v1/health`);
    // The app's content security policy refuses inline scripts, so Dexie is evaluated instead.
    await page.evaluate(fs.readFileSync('node_modules/dexie/dist/dexie.min.js', 'utf8'));
    const run = (phase: 'fetch' | 'write' | 'both') =>
      page.evaluate(
        async ({ token, base, stores, asStored, phase, recent }) => {
          type Table = { bulkPut: (docs: unknown[]) => Promise<unknown> };
          type Checkpoint = { updatedAt: number; id: string } | null;
          type Pulled = { documents: Record<string, unknown>[]; checkpoint: Checkpoint };
          const Dexie = (window as unknown as { Dexie: new (name: string) => { version: (n: number) => { stores: (s: Record<string, string>) => void }; table: (name: string) => Table } }).Dexie;
          const held = window as unknown as { __pulled?: { name: string; page: Pulled }[] };
          async function* pull(): AsyncGenerator<{ name: string; page: Pulled }> {
            if (phase === 'write') return yield* held.__pulled ?? [];
            for (const name of ['questions', 'chat_messages']) {
              let checkpoint: Checkpoint = null;
              for (;;) {
                const query = new URLSearchParams({ limit: '1000' });
                // As the app's first pull of chat: the newest of each room, and a checkpoint past the rest.
                if (name === 'chat_messages' && !checkpoint) query.set('recent', String(recent));
                if (checkpoint) {
                  query.set('updatedAt', String(checkpoint.updatedAt));
                  query.set('id', checkpoint.id);
                }
                const response = await fetch(`${base}/api/v1/replication/${name}/pull?${query}`, { headers: { authorization: `Bearer ${token}` } });
                const page = (await response.json()) as Pulled;
                yield { name, page };
                if (page.documents.length < 1000) break;
                checkpoint = page.checkpoint;
              }
            }
          }
          if (phase === 'fetch') {
            held.__pulled = [];
            const start = performance.now();
            for await (const pulled of pull()) held.__pulled.push(pulled);
            return { ms: performance.now() - start, stored: 0 };
          }
          const db = new Dexie('baseline');
          db.version(1).stores(stores);
          const start = performance.now();
          let stored = 0;
          for await (const { name, page } of pull()) {
            // As RxDB stores them: the deleted flag as a string (IndexedDB cannot index booleans) and a write time.
            const docs = asStored ? page.documents.map((doc) => ({ ...doc, _deleted: doc._deleted ? '1' : '0', _meta: { lwt: performance.now() } })) : page.documents;
            await db.table(name).bulkPut(docs);
            stored += docs.length;
          }
          return { ms: performance.now() - start, stored };
        },
        { token, base: server.url, stores, asStored, phase, recent: CHAT_FIRST_SYNC_MESSAGES },
      );
    if (!writesOnly) return { ...(await withCpu(() => run('both'))), fetchedAlone: undefined };
    // The fetching alone too: the CPU a sync needs for its pages, whatever it then does with them.
    const fetchedAlone = await withCpu(() => run('fetch'));
    return { ...(await withCpu(() => run('write'))), fetchedAlone };
  } finally {
    await close();
  }
}

/** All the CPU a run used, every thread together (NaN where there is no /proc). */
const cpuOf = (cpu: Cpu) => (cpu ? Object.values(cpu).reduce((sum, ms) => sum + ms, 0) : Number.NaN);

function printCpu(documents: number, runs: Record<string, { cpu: Cpu; ms: number }[]>) {
  const measured = Object.entries(runs).flatMap(([name, rounds]) => {
    const cpus = rounds.flatMap((round) => (round.cpu ? [{ cpu: round.cpu, ms: round.ms }] : []));
    return cpus.length ? [{ name, cpus }] : [];
  });
  if (measured.length === 0) return; // no /proc here
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const cell = (text: string) => text.padStart(22);
  console.log(`\n  CPU by thread (s)${ROUNDS > 1 ? `, mean of ${ROUNDS}` : '      '}   ${measured.map((run) => cell(run.name)).join('')}`);
  for (const role of ROLES) console.log(`    ${role.padEnd(31)}${measured.map((run) => cell((mean(run.cpus.map(({ cpu }) => cpu[role])) / 1000).toFixed(1))).join('')}`);
  console.log(`    ${'all'.padEnd(31)}${measured.map((run) => cell((mean(run.cpus.map(({ cpu }) => cpuOf(cpu))) / 1000).toFixed(1))).join('')}`);
  console.log(`    ${'per document (µs)'.padEnd(31)}${measured.map((run) => cell(String(Math.round((mean(run.cpus.map(({ cpu }) => cpuOf(cpu))) * 1000) / documents)))).join('')}`);
  console.log(`    ${`cores busy (of ${os.availableParallelism()})`.padEnd(31)}${measured.map((run) => cell(mean(run.cpus.map(({ cpu, ms }) => cpuOf(cpu) / ms)).toFixed(2))).join('')}`);
  console.log('');
}

try {
  // Signing in claims the seeded member for the issuer's account: the baselines pull as that account.
  const firstApp = await syncApp(ROUNDS === 1);
  const sqlite = new SQLite(path.join(dataDir, 'meetverse.sqlite'), { readonly: true });
  const { auth_id: sub } = sqlite.prepare('SELECT auth_id FROM users WHERE email = ?').get(BENCH_EMAIL) as { auth_id: string };
  sqlite.close();
  const token = await mintAccessToken(dataDir, { sub, iss: `${server.url}/oidc`, aud: `${server.url}/api` });
  const plainStores = { questions: 'id, updatedAt', chat_messages: 'id, updatedAt, [room_id+timestamp]' };
  // The same, with the very indexes the app's stores have, and nothing else of the app.
  const appStore = (schema: RxJsonSchema<unknown>) => leanDocsStore(getDexieStoreSchema(fillWithDefaultSettings(schema)));
  const sameStores = { questions: appStore(questionSchema as RxJsonSchema<unknown>), chat_messages: appStore(chatMessageSchema as RxJsonSchema<unknown>) };

  type Baseline = Awaited<ReturnType<typeof runBaseline>>;
  const rounds: { app: Awaited<ReturnType<typeof syncApp>>; plain: Baseline; same: Baseline; writes: Baseline }[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const app = round === 1 ? firstApp : await syncApp(round === ROUNDS);
    const plain = await runBaseline(token, plainStores, { asStored: false, writesOnly: false });
    const same = await runBaseline(token, sameStores, { asStored: true, writesOnly: false });
    const writes = await runBaseline(token, sameStores, { asStored: true, writesOnly: true });
    // Both sides must have stored the very same documents, or the comparison means nothing.
    for (const run of [plain, same, writes]) if (run.stored !== app.documents) throw new Error(`a baseline stored ${run.stored} documents, the app ${app.documents}`);
    rounds.push({ app, plain, same, writes });
    if (ROUNDS > 1) {
      const documents = app.documents;
      console.log(
        `  round ${round}: app ${rate(documents, app.syncMs)}/s from its first pull (${rate(documents, app.appMs)}/s from the sign-in click), ` +
          `baseline ${rate(documents, plain.ms)}/s, same indexes ${rate(documents, same.ms)}/s, ` +
          `their writes alone ${rate(documents, writes.ms)}/s; tasks over 50 ms while syncing: ${describeTasks(app.over50)}`,
      );
    }
  }

  const documents = firstApp.documents;
  const appMs = median(rounds.map(({ app }) => app.appMs));
  const syncMs = median(rounds.map(({ app }) => app.syncMs));
  const plainMs = median(rounds.map(({ plain }) => plain.ms));
  const sameMs = median(rounds.map(({ same }) => same.ms));
  const writesMs = median(rounds.map(({ writes }) => writes.ms));
  const ratio = (pick: (round: (typeof rounds)[number]) => number) => median(rounds.map(pick)).toFixed(2);
  const last = rounds.at(-1)?.app;
  console.log(`first paint at ${Math.round(last?.bootedAt ?? 0)} ms, first pull at ${Math.round(last?.pullStartedAt ?? 0)} ms`);
  console.log(`\nFirst sync of a member (questions + chat messages), ${IN_MEMORY ? 'IndexedDB in memory (BENCH_IN_MEMORY=1)' : 'on a profile on disk'}${ROUNDS > 1 ? `, median of ${ROUNDS} rounds` : ''}`);
  console.log(`  documents                ${documents} (the same on both sides)`);
  console.log(`  app (worker, RxDB)       ${(appMs / 1000).toFixed(1)} s, ${rate(documents, appMs)} documents/s (target >= 5000), from the sign-in click`);
  console.log(`  app, from its first pull ${(syncMs / 1000).toFixed(1)} s, ${rate(documents, syncMs)} documents/s (signing in left out)`);
  console.log(`  baseline (fetch + Dexie) ${(plainMs / 1000).toFixed(1)} s, ${rate(documents, plainMs)} documents/s`);
  console.log(`  baseline, same indexes   ${(sameMs / 1000).toFixed(1)} s, ${rate(documents, sameMs)} documents/s (fetch + Dexie with the app's indexes)`);
  console.log(`  their writes alone       ${(writesMs / 1000).toFixed(1)} s, ${rate(documents, writesMs)} documents/s (the same bulkPuts, every page fetched before: IndexedDB's own ceiling here)`);
  console.log(`  ratio app / baseline     ${ratio((r) => r.app.appMs / r.plain.ms)}x the time (${ratio((r) => r.app.appMs / r.same.ms)}x the same-index baseline)`);
  console.log(`  the same, from its first pull ${ratio((r) => r.app.syncMs / r.plain.ms)}x (${ratio((r) => r.app.syncMs / r.same.ms)}x the same-index baseline)`);
  printCpu(documents, {
    app: rounds.map(({ app }) => ({ cpu: app.cpu, ms: app.appMs })),
    'app, from first pull': rounds.map(({ app }) => ({ cpu: app.syncCpu, ms: app.syncMs })),
    baseline: rounds.map(({ plain }) => ({ cpu: plain.cpu, ms: plain.ms })),
    'same-index baseline': rounds.map(({ same }) => ({ cpu: same.cpu, ms: same.ms })),
    'writes alone': rounds.map(({ writes }) => ({ cpu: writes.cpu, ms: writes.ms })),
    'fetching alone': rounds.flatMap(({ writes }) => (writes.fetchedAlone ? [{ cpu: writes.fetchedAlone.cpu, ms: writes.fetchedAlone.ms }] : [])),
  });
  // The storing rate against IndexedDB's own ceiling, and the most any sync could reach here: a sync
  // must fetch its pages as well as write them, and on a machine whose cores that work fills, the CPU
  // of both together, spread over every core, is the least time it can take.
  const cores = os.availableParallelism();
  const floorMs = median(rounds.map(({ writes }) => Math.max(writes.ms, (cpuOf(writes.cpu) + cpuOf(writes.fetchedAlone?.cpu)) / cores)));
  const storing = median(rounds.map(({ app, writes }) => writes.ms / app.syncMs));
  const reachable = Number.isFinite(floorMs) ? writesMs / floorMs : Number.NaN;
  console.log(
    `  storing rate, from the first pull: ${storing.toFixed(2)}x IndexedDB's own writes (goal >= 0.9x); the most a sync that fetches ` +
      `its pages can reach on ${cores} cores: ${Number.isFinite(reachable) ? `${Math.min(1, reachable).toFixed(2)}x` : 'unknown (no /proc)'} ` +
      `(fetching and writing alone need ${(median(rounds.map(({ writes }) => cpuOf(writes.fetchedAlone?.cpu) + cpuOf(writes.cpu))) / 1000).toFixed(1)} s of CPU together, ` +
      `${(floorMs / 1000).toFixed(1)} s at best over ${cores} cores, against ${(writesMs / 1000).toFixed(1)} s for the writes alone)`,
  );
  // The same floor as documents per second: from the first pull, and from the sign-in click with the
  // time this run's sign-ins took before their first pull (the issuer, the callback, the app starting).
  const signingInMs = median(rounds.map(({ app }) => app.appMs - app.syncMs));
  const fastest = Number.isFinite(floorMs) ? { pulled: rate(documents, floorMs), clicked: rate(documents, floorMs + signingInMs) } : undefined;
  if (fastest) {
    console.log(
      `  the fastest a first sync could be here: ${fastest.pulled} documents/s from its first pull, ${fastest.clicked} documents/s from the sign-in click ` +
        `(the floor above plus this run's ${(signingInMs / 1000).toFixed(2)} s of signing in before the first pull); ` +
        (fastest.pulled < 5000
          ? 'even with no time at all to sign in, 5,000 documents/s is above what this machine can do'
          : `5,000 documents/s from the click leaves at most ${Math.max(0, documents / 5 - floorMs).toFixed(0)} ms for signing in`),
    );
  }
  record({
    bench: 'first-sync', name: "first sync's storing rate against IndexedDB's own writes", value: storing, unit: 'x', better: 'higher',
    baseline: Math.min(1, reachable), baselineLabel: `the most a sync that fetches its pages can reach on ${cores} cores (the CPU of fetching and writing alone, over every core)`,
    goal: '>= 0.9x', goalValue: 0.9, note: `from the first pull; writes alone ${rate(documents, writesMs)} documents/s`,
  });
  // The same sync with the member on a screen that draws nothing of it: what /home's drawing of the
  // questions as they arrive costs the sync. Measured (December 2026): 0.69x, 0.82x and 0.75x there
  // against 0.62x, 0.79x and 0.78x on /home in the same runs: the gap to 0.9x is not /home's drawing.
  const elsewhere = await syncApp(false, true);
  console.log(`  the same, the member gone from /home to a screen that reads nothing once the first card showed: ${(writesMs / elsewhere.syncMs).toFixed(2)}x`);
  const firstCardMs = median(rounds.map(({ app }) => app.firstCardMs));
  const roomsListedMs = await roomsListed();
  const { fetched } = firstApp;
  console.log(`  first question card on /home ${(firstCardMs / 1000).toFixed(2)} s from the sign-in click (goal <= 2 s); /messages listing all ${ROOMS} rooms ${(roomsListedMs / 1000).toFixed(2)} s (a first sign-in from /messages, on a profile of its own)`);
  console.log(
    `  fetched by the sync: ${fetched.documents} documents in ${fetched.pages} pages, ${(fetched.bytes / 1024 / 1024).toFixed(1)} MB as sent (goal < 15,000 documents); ` +
      `the full history a sync of every message would fetch: ${QUESTIONS + MESSAGES} documents`,
  );
  record({
    bench: 'first-sync', name: 'first question card on /home after signing in', value: firstCardMs, unit: 'ms', better: 'lower',
    goal: '<= 2 s', goalValue: 2000, note: `/messages listed all ${ROOMS} rooms after ${(roomsListedMs / 1000).toFixed(2)} s`,
  });
  record({
    bench: 'first-sync', name: 'documents fetched by a first sync', value: fetched.documents, unit: 'documents', better: 'lower',
    baseline: QUESTIONS + MESSAGES, baselineLabel: 'the full history (every question and message)',
    goal: '< 15,000 documents', goalValue: 14_999, note: `${fetched.pages} pages, ${(fetched.bytes / 1024 / 1024).toFixed(1)} MB as sent`,
  });
  const over50 = rounds.flatMap(({ app }) => app.over50);
  console.log(`  main-thread tasks > 50 ms while the sync ran: ${over50.length} (${describeTasks(over50)})`);
  record({
    bench: 'first-sync', name: `first sync of ${documents} documents`, value: rate(documents, appMs), unit: 'documents/s', better: 'higher',
    baseline: rate(documents, plainMs), baselineLabel: 'fetch of the same pull pages + Dexie bulkPut, same Chromium',
    goal: '>= 5000 documents/s', goalValue: 5000,
    note:
      `from the sign-in click${ROUNDS > 1 ? `, median of ${ROUNDS} rounds` : ''}; from the first pull ${rate(documents, syncMs)} documents/s; IndexedDB's own writes ${rate(documents, writesMs)} documents/s` +
      (fastest ? `; the fastest any first sync could be here: ${fastest.clicked} documents/s from the click, ${fastest.pulled} from the first pull` : ''),
  });
  record({
    bench: 'first-sync', name: 'longest main-thread task while syncing', value: Math.max(0, ...over50.map((task) => task.duration)), unit: 'ms', better: 'lower',
    goal: 'no main-thread task over 50 ms', goalValue: 50, note: `${over50.length} tasks over 50 ms`,
  });
  console.log(`  the same, after first paint and before the first pull (signing in): ${describeTasks(rounds.flatMap(({ app }) => app.signingIn))}`);
  const reopened = last?.reopenedOver50 ?? [];
  console.log(`  the same, /home reopened with nothing to sync: ${reopened.length} after first paint (${describeTasks(reopened)})`);
  const light = await lightSignIn();
  console.log(`  the same, a sign-in with next to nothing to sync: ${light.length} after first paint (${describeTasks(light)})`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
