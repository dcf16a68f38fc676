/**
 * First sync of a member's data (issue: >= 5,000 documents/s, no main-thread task over 50 ms),
 * next to a baseline in the same Chromium run: raw fetch of the same pull pages plus Dexie bulkPut.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { chromium, type Page } from 'playwright-core';
import { fillWithDefaultSettings, type RxJsonSchema } from 'rxdb';
import { getDexieStoreSchema } from 'rxdb/plugins/storage-dexie';
import { chatMessageSchema } from '../schemas/chat-message.schema';
import { leanDocsStore } from '../schemas/lean-dexie-indexes';
import { questionSchema } from '../schemas/question.schema';
import { mintAccessToken } from '../server/test-support';
import { cpuByRole, readThreadCpu, ROLES, type ThreadCpu } from './cpu';
import { BENCH_EMAIL, seedBenchData } from './seed';
import { launchOptions, startServer } from './harness';

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 10_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 50_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-bench-'));
console.log(`Seeding ${QUESTIONS} questions and ${MESSAGES} messages…`);
await seedBenchData(dataDir, { questions: QUESTIONS, messages: MESSAGES });
const server = await startServer(dataDir);
const browser = await chromium.launch(launchOptions);

/**
 * Where each run's CPU went, next to the cores it had: on a machine whose cores are all busy, the CPU a
 * document needs sets the rate, and the storage thread's share is what the browser itself needs.
 */
type CpuRun = { before: ThreadCpu | undefined; after: ThreadCpu | undefined; ms: number };
function printCpu(documents: number, runs: Record<string, CpuRun>) {
  const measured = Object.entries(runs).flatMap(([name, { before, after, ms }]) => (before && after ? [{ name, byRole: cpuByRole(before, after), ms }] : []));
  if (measured.length === 0) return; // no /proc here
  const cell = (text: string) => text.padStart(22);
  console.log(`\n  CPU by thread (s)        ${measured.map((run) => cell(run.name)).join('')}`);
  for (const role of ROLES) console.log(`    ${role.padEnd(31)}${measured.map((run) => cell((run.byRole[role] / 1000).toFixed(1))).join('')}`);
  const total = (run: (typeof measured)[number]) => Object.values(run.byRole).reduce((sum, ms) => sum + ms, 0);
  console.log(`    ${'all'.padEnd(31)}${measured.map((run) => cell((total(run) / 1000).toFixed(1))).join('')}`);
  console.log(`    ${'per document (µs)'.padEnd(31)}${measured.map((run) => cell(String(Math.round((total(run) * 1000) / documents)))).join('')}`);
  console.log(`    ${`cores busy (of ${os.availableParallelism()})`.padEnd(31)}${measured.map((run) => cell((total(run) / run.ms).toFixed(2))).join('')}`);
  console.log('');
}

try {
  // A browser profile of its own that records the page's long tasks.
  const newWatchedContext = async () => {
    const watched = await browser.newContext();
    // The TypeScript loader names functions with a helper the page does not have.
    await watched.addInitScript('window.__name = (fn) => fn');
    await watched.addInitScript(() => {
      localStorage.setItem('meetverse.debug', '1');
      const tasks: { start: number; duration: number }[] = [];
      (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push({ start: entry.startTime, duration: entry.duration }))).observe({ type: 'longtask', buffered: true });
    });
    return watched;
  };
  const tasksOf = (watchedPage: Page) =>
    watchedPage.evaluate(() => ({
      longTasks: (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
      bootedAt: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? 0,
      timeOrigin: performance.timeOrigin,
    }));
  const over50After = ({ longTasks, bootedAt }: Awaited<ReturnType<typeof tasksOf>>) => longTasks.filter((task) => task.start > bootedAt && task.duration > 50);
  const describeTasks = (tasks: { start: number; duration: number }[]) => tasks.map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.start)}`).join(', ') || 'none';

  // The app: sign in and let the worker sync everything.
  const context = await newWatchedContext();
  const page = await context.newPage();
  if (process.env.BENCH_VERBOSE) context.on('console', (m) => m.text().startsWith('PULL') && console.log(m.text()));
  // When the worker asks for its first page: the sync's own time, without signing in.
  let firstPullAt = 0;
  context.on('request', (request) => {
    if (!firstPullAt && /\/replication\/(questions|chat_messages)\/pull/.test(request.url())) firstPullAt = Date.now();
  });
  await page.goto(`${server.url}/home`);
  await page.getByLabel('Email').fill(BENCH_EMAIL);
  // CPU of the browser's and the server's threads, from the sign-in click to the last document stored.
  const readCpu = () => readThreadCpu(process.pid, server.pid);
  const appCpuBefore = readCpu();
  const started = Date.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (process.env.BENCH_VERBOSE) console.log('signed in, syncing');
  await page.waitForURL(`${server.url}/home`);
  // Counted straight from IndexedDB: a count through the page's RxDB instance reads the documents and
  // would compete with the sync it measures.
  const countLocal = () =>
    page.evaluate(async () => {
      const count = async (suffix: string) => {
        const info = (await indexedDB.databases()).find((db) => db.name?.endsWith(suffix));
        if (!info?.name) return 0;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(info.name as string);
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
      return { questions: await count('--questions'), messages: await count('--chat_messages') };
    });
  const progress: string[] = [];
  let appTotal = 0;
  for (let polls = 0; ; polls++) {
    const local = await countLocal();
    if (process.env.BENCH_VERBOSE && polls % 8 === 0) progress.push(`${((Date.now() - started) / 1000).toFixed(1)}s q=${local.questions} m=${local.messages}`);
    if (local.questions >= QUESTIONS && local.messages >= MESSAGES) {
      appTotal = local.questions + local.messages;
      break;
    }
    if (polls > 2400) throw new Error(`first sync did not finish: ${JSON.stringify(local)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const appMs = Date.now() - started;
  const appCpuAfter = readCpu();
  const syncMs = firstPullAt ? Date.now() - firstPullAt : appMs;
  if (progress.length) console.log(progress.join('\n'));
  // Tasks while the app itself boots (parsing and first render of this document) are not the sync's.
  const { longTasks, bootedAt, timeOrigin } = await tasksOf(page);
  // The page's clock and this process's are the same machine's: the sync's own stretch starts at the
  // worker's first pull request.
  const pullStartedAt = firstPullAt ? firstPullAt - timeOrigin : bootedAt;
  // The same screen opened again with everything already on the device: what its first render costs
  // with no sync running, to tell the two apart.
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const reopenedOver50 = over50After(await tasksOf(page));
  // And a sign-in with next to nothing to sync (a demo member: the demo data only), for what signing in
  // and the first render of /home cost by themselves.
  const light = await (await newWatchedContext()).newPage();
  await light.goto(`${server.url}/home`);
  await light.getByLabel('Email').fill('grace@example.com');
  await light.getByRole('button', { name: 'Sign in' }).click();
  await light.waitForURL(`${server.url}/home`);
  await light.getByRole('heading', { level: 1 }).waitFor();
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const lightOver50 = over50After(await tasksOf(light));

  // The baseline: the same pages fetched by hand and written with Dexie's bulkPut, in a blank page.
  // Signing in claimed the seeded member for the issuer's account: the baseline pulls as that account.
  const sqlite = new SQLite(path.join(dataDir, 'meetverse.sqlite'), { readonly: true });
  const { auth_id: sub } = sqlite.prepare('SELECT auth_id FROM users WHERE email = ?').get(BENCH_EMAIL) as { auth_id: string };
  sqlite.close();
  const token = await mintAccessToken(dataDir, { sub, iss: `${server.url}/oidc`, aud: `${server.url}/api` });
  const baselinePage = await (await browser.newContext()).newPage();
  await baselinePage.goto(`${server.url}/api/v1/health`);
  await baselinePage.addScriptTag({ content: fs.readFileSync('node_modules/dexie/dist/dexie.min.js', 'utf8') });
  const runBaseline = (stores: Record<string, string>, asStored: boolean) =>
    baselinePage.evaluate(async ({ token, base, stores, asStored }) => {
      type Table = { bulkPut: (docs: unknown[]) => Promise<unknown> };
      const Dexie = (window as unknown as { Dexie: new (name: string) => { version: (n: number) => { stores: (s: Record<string, string>) => void }; table: (name: string) => Table } }).Dexie;
      const db = new Dexie(`baseline-${Math.random()}`);
      db.version(1).stores(stores);
      const start = performance.now();
      let stored = 0;
      for (const name of ['questions', 'chat_messages']) {
        type Checkpoint = { updatedAt: number; id: string } | null;
        let checkpoint: Checkpoint = null;
        for (;;) {
          const query = new URLSearchParams({ limit: '1000' });
          if (checkpoint) {
            query.set('updatedAt', String(checkpoint.updatedAt));
            query.set('id', checkpoint.id);
          }
          const response = await fetch(`${base}/api/v1/replication/${name}/pull?${query}`, { headers: { authorization: `Bearer ${token}` } });
          const page = (await response.json()) as { documents: Record<string, unknown>[]; checkpoint: Checkpoint };
          // As RxDB stores them: the deleted flag as a string (IndexedDB cannot index booleans) and a write time.
          const docs = asStored ? page.documents.map((doc) => ({ ...doc, _deleted: doc._deleted ? '1' : '0', _meta: { lwt: performance.now() } })) : page.documents;
          await db.table(name).bulkPut(docs);
          stored += docs.length;
          if (page.documents.length < 1000) break;
          checkpoint = page.checkpoint;
        }
      }
      return { ms: performance.now() - start, stored };
    }, { token, base: server.url, stores, asStored });
  const baseline = await runBaseline({ questions: 'id, updatedAt', chat_messages: 'id, updatedAt, [room_id+timestamp]' }, false);
  // The same, with the very indexes the app's stores have: the ceiling IndexedDB itself sets here.
  const appStore = (schema: RxJsonSchema<unknown>) => leanDocsStore(getDexieStoreSchema(fillWithDefaultSettings(schema)));
  const sameIndexesCpuBefore = readCpu();
  const sameIndexes = await runBaseline(
    { questions: appStore(questionSchema as RxJsonSchema<unknown>), chat_messages: appStore(chatMessageSchema as RxJsonSchema<unknown>) },
    true,
  );
  const sameIndexesCpuAfter = readCpu();
  // Both sides must have stored the very same documents, or the comparison means nothing.
  const final = await countLocal();
  appTotal = final.questions + final.messages;
  for (const run of [baseline, sameIndexes]) if (run.stored !== appTotal) throw new Error(`the baseline stored ${run.stored} documents, the app ${appTotal}`);
  const baselineMs = baseline.ms;
  const sameIndexesMs = sameIndexes.ms;

  const appRate = Math.round(appTotal / (appMs / 1000));
  const baselineRate = Math.round(appTotal / (baselineMs / 1000));
  // A task is the sync's when it ends after the worker's first pull; before that the page was still
  // signing in and rendering /home for the first time.
  const over50 = longTasks.filter((task) => task.start + task.duration > pullStartedAt && task.duration > 50);
  const signingIn = longTasks.filter((task) => task.start > bootedAt && task.start + task.duration <= pullStartedAt && task.duration > 50);
  console.log(`first paint at ${Math.round(bootedAt)} ms, first pull at ${Math.round(pullStartedAt)} ms`);
  console.log('\nFirst sync of a member (questions + chat messages)');
  console.log(`  documents                ${appTotal} (the same on both sides)`);
  console.log(`  app (worker, RxDB)       ${(appMs / 1000).toFixed(1)} s, ${appRate} documents/s (target >= 5000), from the sign-in click`);
  console.log(`  app, from its first pull ${(syncMs / 1000).toFixed(1)} s, ${Math.round(appTotal / (syncMs / 1000))} documents/s (signing in left out)`);
  console.log(`  baseline (fetch + Dexie) ${(baselineMs / 1000).toFixed(1)} s, ${baselineRate} documents/s`);
  console.log(`  baseline, same indexes   ${(sameIndexesMs / 1000).toFixed(1)} s, ${Math.round(appTotal / (sameIndexesMs / 1000))} documents/s (fetch + Dexie with the app's indexes)`);
  console.log(`  ratio app / baseline     ${(appMs / baselineMs).toFixed(2)}x the time (${(appMs / sameIndexesMs).toFixed(2)}x the same-index baseline)`);
  console.log(`  the same, from its first pull ${(syncMs / baselineMs).toFixed(2)}x (${(syncMs / sameIndexesMs).toFixed(2)}x the same-index baseline)`);
  printCpu(appTotal, {
    app: { before: appCpuBefore, after: appCpuAfter, ms: appMs },
    'same-index baseline': { before: sameIndexesCpuBefore, after: sameIndexesCpuAfter, ms: sameIndexesMs },
  });
  console.log(`  main-thread tasks > 50 ms while the sync ran: ${over50.length} (${describeTasks(over50)})`);
  console.log(`  the same, after first paint and before the first pull (signing in): ${describeTasks(signingIn)}`);
  console.log(`  the same, /home reopened with nothing to sync: ${reopenedOver50.length} after first paint (${describeTasks(reopenedOver50)})`);
  console.log(`  the same, a sign-in with next to nothing to sync: ${lightOver50.length} after first paint (${describeTasks(lightOver50)})`);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
