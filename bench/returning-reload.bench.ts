/**
 * A returning member, offline: the reload of /home to its first question card painted, with the
 * member's questions on the device (issue: within 1.5x of the same reload with an empty database),
 * printed next to that reload, which ends when the feed's empty state is painted.
 *
 * The member signs in online, syncs, and the service worker takes the app; then the browser goes
 * offline and /home is reloaded RUNS times. For the baseline the local database is deleted (the
 * sign-in stays), and the same reload runs over the empty database the app makes again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchProfile, serviceWorkerActive, startServer, storedCount } from './harness';
import { record } from './results';
import { BENCH_EMAIL, seedBenchData } from './seed';

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const GOAL_RATIO = 1.5;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-returning-'));
console.log(`Seeding ${QUESTIONS} questions…`);
await seedBenchData(dataDir, { questions: QUESTIONS, messages: 0 });
const server = await startServer(dataDir);
const profile = await launchProfile();

type Stats = { p50: number; p95: number };
const stats = (samples: number[]): Stats => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: sorted[Math.floor(sorted.length * 0.5)] as number, p95: sorted[Math.floor(sorted.length * 0.95)] as number };
};

/** Questions stored on the device, counted straight from IndexedDB. */
const storedQuestions = (page: Page) => storedCount(page, '--questions');

/** Reloads offline RUNS times after one warm-up; each: from the navigation's start to the feed painted. */
async function reloads(page: Page): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS + 1; run++) {
    await page.reload();
    await page.waitForFunction(() => typeof (window as unknown as { __feedShownAt?: number }).__feedShownAt === 'number', undefined, { timeout: 30_000 });
    const ms = await page.evaluate(() => (window as unknown as { __feedShownAt: number }).__feedShownAt);
    if (run > 0) times.push(ms);
  }
  return times;
}

try {
  const { context } = profile;
  // The TypeScript loader names functions with a helper the page does not have.
  await context.addInitScript('window.__name = (fn) => fn');
  // On every page: when the feed first shows (a question card, or its empty state), and then paints.
  await context.addInitScript(() => {
    const shown = () =>
      document.querySelector('[data-testid="question-card"]') ??
      [...document.querySelectorAll('main p')].find((element) => element.textContent?.startsWith('No questions here yet'));
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => Object.assign(window, { __feedShownAt: performance.now() }), 0));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.url}/home`);
  await page.getByLabel('Email').fill(BENCH_EMAIL);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/home`);
  const syncedBy = Date.now() + 180_000;
  while ((await storedQuestions(page)) < QUESTIONS) {
    if (Date.now() > syncedBy) throw new Error('The first sync did not finish in 3 minutes');
    await page.waitForTimeout(500);
  }
  await serviceWorkerActive(page);
  // A load under the service worker's control, as every later visit is.
  await page.reload();
  await page.getByTestId('question-card').first().waitFor();
  await context.setOffline(true);

  const full = stats(await reloads(page));

  // The same member with an empty database: the database goes with no page holding it open.
  await page.goto(`${server.url}/favicon.svg`);
  await page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.startsWith('rxdb-'));
    await Promise.all(names.map((name) => new Promise((resolve) => Object.assign(indexedDB.deleteDatabase(name), { onsuccess: resolve, onerror: resolve, onblocked: resolve }))));
  });
  await page.goto(`${server.url}/home`);
  const empty = stats(await reloads(page));
  if ((await storedQuestions(page)) !== 0) throw new Error('The baseline reload was meant to run over an empty database');

  const ratio = full.p50 / empty.p50;
  console.log(`\nA returning member's offline reload of /home, ${RUNS} runs each (from the navigation's start)`);
  console.log(`  ${'case'.padEnd(52)} p50 ms   p95 ms`);
  console.log(`  ${`${QUESTIONS} questions stored: first question card painted`.padEnd(52)}${full.p50.toFixed(0).padStart(7)}  ${full.p95.toFixed(0).padStart(7)}`);
  console.log(`  ${'empty database: the feed\'s empty state painted'.padEnd(52)}${empty.p50.toFixed(0).padStart(7)}  ${empty.p95.toFixed(0).padStart(7)}`);
  console.log(`  ratio: ${ratio.toFixed(2)}x (goal <= ${GOAL_RATIO}x)`);
  record({
    bench: 'returning-reload', name: `offline reload of /home to the first question card, ${QUESTIONS} questions stored, p50`, value: full.p50, unit: 'ms', better: 'lower',
    baseline: empty.p50, baselineLabel: 'the same reload over an empty database, to the feed\'s empty state (p50)',
    goal: `<= ${GOAL_RATIO}x the empty reload`, goalValue: GOAL_RATIO * empty.p50, note: `${RUNS} runs; p95 ${full.p95.toFixed(0)} ms against ${empty.p95.toFixed(0)} ms`,
  });
} finally {
  await profile.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
