/**
 * The JavaScript a first visit to /events loads before its first paint (issue: at most 120 KB
 * compressed, in every run, not on average), chunk by chunk, as the browser received it from the built
 * app (brotli), and whether a public page loads code only signed-in screens use. A fresh browser
 * profile each run: no service worker, no cache, no local database yet, as a member who follows a link
 * meets the app. The figure is the largest of the runs (BENCH_FIRST_LOAD_RUNS, 5 unless told): whether
 * the paint waits on the app's scripts must not depend on which comes first in a run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchProfile, startServer } from './harness';
import { record } from './results';

const GOAL_KB = 120;
const RUNS = Math.max(1, Number(process.env.BENCH_FIRST_LOAD_RUNS ?? 5));
// Chunks of screens and features only a signed-in member reaches: never loaded by a public page.
// (Route definitions, a couple of KB each, load with the router; their screens are what is listed.)
const MEMBER_ONLY = /^(chat\.module|messages|home|create-event|create-question|create-community|event-form|question-form|qr-scanner|posthog|settings|own-profile|profile-view|notifications|suggest-feature|use-room-context|reaction-bar)-/;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-first-load-'));
const server = await startServer(dataDir);

type Loaded = { file: string; bytes: number; endMs: number };
type Visit = { fcp: number; cardsAt: number; adoptedAt: number; all: Loaded[] };

const staticDir = process.env.STATIC_DIR ?? 'dist';
/** A file's size as the server sends it to Chromium: its brotli copy where the build made one. */
function sentSize(urlPath: string): number {
  const file = path.join(staticDir, urlPath);
  for (const candidate of [`${file}.br`, file]) if (fs.existsSync(candidate)) return fs.statSync(candidate).size;
  return 0;
}

/** One first visit to /events in a fresh profile, until the app has taken the page over and settled. */
async function visit(): Promise<Visit> {
  const profile = await launchProfile();
  try {
    const page = profile.context.pages()[0] ?? (await profile.context.newPage());
    const cdp = await profile.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const started = new Map<string, { url: string; at: number }>();
    const loaded: Loaded[] = [];
    let origin = 0;
    cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string }; timestamp: number }) => {
      if (!origin) origin = event.timestamp;
      started.set(event.requestId, { url: event.request.url, at: event.timestamp });
    });
    cdp.on('Network.loadingFinished', (event: { requestId: string; timestamp: number; encodedDataLength: number }) => {
      const request = started.get(event.requestId);
      if (!request || !/\.m?js(\?|$)/.test(request.url)) return;
      const file = new URL(request.url).pathname;
      loaded.push({ file: file.replace(/^\/assets\//, ''), bytes: sentSize(file), endMs: (event.timestamp - origin) * 1000 });
    });

    await page.goto(`${server.url}/events`);
    await page.getByTestId('event-card').first().waitFor();
    const { fcp, cardsAt } = await page.evaluate(async () => {
      const [paint] = performance.getEntriesByName('first-contentful-paint');
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { fcp: paint ? paint.startTime - navigation.startTime : Number.NaN, cardsAt: performance.now() - navigation.startTime };
    });
    // The app takes the page over unasked once it has sat idle: whatever loads until then, and a little
    // after, is what a public page loads at all.
    await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')), undefined, { timeout: 60_000 });
    const adoptedAt = await page.evaluate(() => performance.now() - (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).startTime);
    await page.waitForTimeout(2_000);
    return { fcp, cardsAt, adoptedAt, all: [...loaded].sort((a, b) => a.endMs - b.endMs) };
  } finally {
    await profile.close();
  }
}

const kb = (bytes: number) => bytes / 1024;
const total = (chunks: Loaded[]) => kb(chunks.reduce((sum, chunk) => sum + chunk.bytes, 0));

try {
  const visits: Visit[] = [];
  for (let run = 0; run < RUNS; run++) visits.push(await visit());
  const beforePaintOf = (visit: Visit) => visit.all.filter((chunk) => chunk.endMs <= visit.fcp);
  // The run that loaded the most before its paint, shown chunk by chunk.
  const worst = visits.reduce((most, visit) => (total(beforePaintOf(visit)) > total(beforePaintOf(most)) ? visit : most));
  const beforePaint = beforePaintOf(worst);
  const beforeCards = worst.all.filter((chunk) => chunk.endMs <= worst.cardsAt);

  console.log(`\nJavaScript of a first visit to /events (brotli, as the server sends it, headers aside), ${RUNS} visit(s) in fresh profiles`);
  visits.forEach((visit, index) =>
    console.log(`  run ${index + 1}: first contentful paint at ${visit.fcp.toFixed(0)} ms, ${beforePaintOf(visit).length} chunks (${total(beforePaintOf(visit)).toFixed(1)} KB) before it; the app took the page over at ${visit.adoptedAt.toFixed(0)} ms`),
  );
  console.log(`\n  the run with the most before its paint (first contentful paint at ${worst.fcp.toFixed(0)} ms, first event card at ${worst.cardsAt.toFixed(0)} ms)`);
  console.log(`  ${'chunk'.padEnd(44)}${'KB'.padStart(8)}  loaded by`);
  for (const chunk of worst.all) {
    const when = chunk.endMs <= worst.fcp ? 'first paint' : chunk.endMs <= worst.cardsAt ? 'first card' : chunk.endMs <= worst.adoptedAt ? 'app started' : 'later';
    console.log(`  ${chunk.file.padEnd(44)}${kb(chunk.bytes).toFixed(1).padStart(8)}  ${when}`);
  }
  console.log(`  before the first paint: ${beforePaint.length} chunks, ${total(beforePaint).toFixed(1)} KB (goal <= ${GOAL_KB} KB in every run)`);
  console.log(`  before the first event card: ${beforeCards.length} chunks, ${total(beforeCards).toFixed(1)} KB; all of the visit: ${worst.all.length} chunks, ${total(worst.all).toFixed(1)} KB`);
  const memberOnly = [...new Set(visits.flatMap((visit) => visit.all.filter((chunk) => MEMBER_ONLY.test(chunk.file)).map((chunk) => chunk.file)))];
  console.log(`  chunks of signed-in screens loaded by this public page: ${memberOnly.length === 0 ? 'none' : memberOnly.join(', ')}`);
  record({
    bench: 'first-load-js', name: 'JavaScript before the first paint of /events, first visit', value: total(beforePaint), unit: 'KB', better: 'lower',
    goal: `<= ${GOAL_KB} KB compressed, in every run`, goalValue: GOAL_KB,
    note:
      `the most of ${RUNS} run(s) (${visits.map((visit) => total(beforePaintOf(visit)).toFixed(1)).join(', ')} KB); in that run ${beforePaint.length} chunks, ` +
      `${total(beforeCards).toFixed(1)} KB by the first event card, ${total(worst.all).toFixed(1)} KB in all once the app had taken the page over; member-only chunks loaded: ${memberOnly.length}`,
  });
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
