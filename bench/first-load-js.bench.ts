/**
 * The JavaScript a first visit to /events loads before its first paint (issue: at most 120 KB
 * compressed), chunk by chunk, as the browser received it from the built app (brotli), and whether a
 * public page loads code only signed-in screens use. A fresh browser profile: no service worker, no
 * cache, no local database yet, as a member who follows a link meets the app.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchProfile, startServer } from './harness';
import { record } from './results';

const GOAL_KB = 120;
// Chunks of screens and features only a signed-in member reaches: never loaded by a public page.
// (Route definitions, a couple of KB each, load with the router; their screens are what is listed.)
const MEMBER_ONLY = /^(chat\.module|messages|home|create-event|create-question|create-community|event-form|question-form|qr-scanner|posthog|settings|own-profile|profile-view|notifications|suggest-feature|use-room-context|reaction-bar)-/;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-first-load-'));
const server = await startServer(dataDir);
const profile = await launchProfile();

type Loaded = { file: string; bytes: number; endMs: number };

const staticDir = process.env.STATIC_DIR ?? 'dist';
/** A file's size as the server sends it to Chromium: its brotli copy where the build made one. */
function sentSize(urlPath: string): number {
  const file = path.join(staticDir, urlPath);
  for (const candidate of [`${file}.br`, file]) if (fs.existsSync(candidate)) return fs.statSync(candidate).size;
  return 0;
}

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
  // Whatever loads until the page has settled: what a public page loads at all.
  await page.waitForTimeout(2_000);
  const all = [...loaded].sort((a, b) => a.endMs - b.endMs);
  const beforePaint = all.filter((chunk) => chunk.endMs <= fcp);
  const beforeCards = all.filter((chunk) => chunk.endMs <= cardsAt);
  const kb = (bytes: number) => bytes / 1024;
  const total = (chunks: Loaded[]) => kb(chunks.reduce((sum, chunk) => sum + chunk.bytes, 0));

  console.log(`\nJavaScript of a first visit to /events (brotli, as the server sends it, headers aside; first contentful paint at ${fcp.toFixed(0)} ms, first event card at ${cardsAt.toFixed(0)} ms)`);
  console.log(`  ${'chunk'.padEnd(44)}${'KB'.padStart(8)}  loaded by`);
  for (const chunk of all) {
    const when = chunk.endMs <= fcp ? 'first paint' : chunk.endMs <= cardsAt ? 'first card' : 'later';
    console.log(`  ${chunk.file.padEnd(44)}${kb(chunk.bytes).toFixed(1).padStart(8)}  ${when}`);
  }
  console.log(`  before the first paint: ${beforePaint.length} chunks, ${total(beforePaint).toFixed(1)} KB (goal <= ${GOAL_KB} KB)`);
  console.log(`  before the first event card: ${beforeCards.length} chunks, ${total(beforeCards).toFixed(1)} KB; all of the visit: ${all.length} chunks, ${total(all).toFixed(1)} KB`);
  const memberOnly = all.filter((chunk) => MEMBER_ONLY.test(chunk.file));
  console.log(`  chunks of signed-in screens loaded by this public page: ${memberOnly.length === 0 ? 'none' : memberOnly.map((chunk) => chunk.file).join(', ')}`);
  record({
    bench: 'first-load-js', name: 'JavaScript before the first paint of /events, first visit', value: total(beforePaint), unit: 'KB', better: 'lower',
    goal: `<= ${GOAL_KB} KB compressed`, goalValue: GOAL_KB,
    note: `${beforePaint.length} chunks; ${total(beforeCards).toFixed(1)} KB by the first event card, ${total(all).toFixed(1)} KB in all; member-only chunks loaded: ${memberOnly.length}`,
  });
} finally {
  await profile.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
