/**
 * First sync of a member's data (issue: >= 5,000 documents/s, no main-thread task over 50 ms),
 * next to a baseline in the same Chromium run: raw fetch of the same pull pages plus Dexie bulkPut.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { mintAccessToken } from '../server/test-support';
import { BENCH_EMAIL, seedBenchData } from './seed';
import { launchOptions, startServer } from './harness';

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 10_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 50_000);
const TOTAL = QUESTIONS + MESSAGES;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-bench-'));
console.log(`Seeding ${QUESTIONS} questions and ${MESSAGES} messages…`);
await seedBenchData(dataDir, { questions: QUESTIONS, messages: MESSAGES });
const server = await startServer(dataDir);
const browser = await chromium.launch(launchOptions);

try {
  // The app: sign in and let the worker sync everything.
  const context = await browser.newContext();
  await context.addInitScript(() => {
    localStorage.setItem('meetverse.debug', '1');
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/home`);
  await page.getByLabel('Email').fill(BENCH_EMAIL);
  const started = Date.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/home`);
  await page.waitForFunction(
    async ({ questions, messages }) => {
      const handle = (window as unknown as { meetverse?: { getDatabase: () => Promise<Record<string, { count: () => { exec: () => Promise<number> } }>> } }).meetverse;
      if (!handle) return false;
      const db = await handle.getDatabase();
      const [q, m] = await Promise.all([db.questions!.count().exec(), db.chat_messages!.count().exec()]);
      return q >= questions && m >= messages;
    },
    { questions: QUESTIONS, messages: MESSAGES },
    { polling: 250, timeout: 600_000 },
  );
  const appMs = Date.now() - started;
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);

  // The baseline: the same pages fetched by hand and written with Dexie's bulkPut, in a blank page.
  const token = await mintAccessToken(dataDir, { sub: `demo|${BENCH_EMAIL}`, iss: `${server.url}/oidc`, aud: `${server.url}/api` });
  const baselinePage = await (await browser.newContext()).newPage();
  await baselinePage.goto(`${server.url}/api/v1/health`);
  await baselinePage.addScriptTag({ content: fs.readFileSync('node_modules/dexie/dist/dexie.min.js', 'utf8') });
  const baselineMs = await baselinePage.evaluate(async ({ token, base }) => {
    const Dexie = (window as unknown as { Dexie: new (name: string) => { version: (n: number) => { stores: (s: Record<string, string>) => void }; table: (name: string) => { bulkPut: (docs: unknown[]) => Promise<unknown> } } }).Dexie;
    const db = new Dexie('baseline');
    db.version(1).stores({ questions: 'id, updatedAt', chat_messages: 'id, updatedAt, [room_id+timestamp]' });
    const start = performance.now();
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
        const page = (await response.json()) as { documents: unknown[]; checkpoint: Checkpoint };
        await db.table(name).bulkPut(page.documents);
        if (page.documents.length < 1000) break;
        checkpoint = page.checkpoint;
      }
    }
    return performance.now() - start;
  }, { token, base: server.url });

  const appRate = Math.round(TOTAL / (appMs / 1000));
  const baselineRate = Math.round(TOTAL / (baselineMs / 1000));
  const over50 = longTasks.filter((ms) => ms > 50);
  console.log('\nFirst sync of a member (questions + chat messages)');
  console.log(`  documents                ${TOTAL}`);
  console.log(`  app (worker, RxDB)       ${(appMs / 1000).toFixed(1)} s, ${appRate} documents/s (target >= 5000), from the sign-in click`);
  console.log(`  baseline (fetch + Dexie) ${(baselineMs / 1000).toFixed(1)} s, ${baselineRate} documents/s`);
  console.log(`  ratio app / baseline     ${(appMs / baselineMs).toFixed(2)}x the time`);
  console.log(`  main-thread tasks > 50 ms during the app's sync: ${over50.length} (longest ${Math.round(Math.max(0, ...longTasks))} ms)`);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
