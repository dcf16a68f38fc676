/**
 * The venue's big screen (issue: <= 300 ms p95): from a reaction a signed-in member taps in one
 * browser context to the question re-ordering on the big screen open in another, next to the raw
 * stream round trip in the same run: a write through the API to the snapshot arriving at a plain
 * fetch reader of the live stream, with no browser on either side.
 *
 * Each run toggles one reaction on the lower of two questions, so every run re-orders them: with the
 * reaction it has more than the other, without it the two are equal and the newer one leads.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { benchApi, launchOptions, startServer } from './harness';
import { record } from './results';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARM_UP = 3;

// The screen shows only the bench's own questions.
process.env.SEED_DEMO_QUESTIONS = 'false';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-big-screen-'));
const server = await startServer(dataDir);
const browser = await chromium.launch(launchOptions);

const { call, tokenOf } = benchApi(server, dataDir);

type Made = { data: { id: string; slug: string } };

/** An event with two questions: the newer leads until the older has a reaction more. */
async function twoQuestions(organiser: string, asker: string, name: string) {
  const event = (await call<Made>('POST', '/events', organiser, { name, live_status: 'live', is_community: false })).data;
  const lower = (await call<Made>('POST', '/questions', asker, { title: `${name}: the older question`, event_id: event.id })).data;
  await new Promise((resolve) => setTimeout(resolve, 5));
  const upper = (await call<Made>('POST', '/questions', asker, { title: `${name}: the newer question`, event_id: event.id })).data;
  return { event, lower, upper };
}

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  // Nearest rank: of 20 runs, the p95 is the 19th, not the slowest.
  const at = (q: number) => sorted[Math.max(0, Math.ceil(sorted.length * q) - 1)] as number;
  return { p50: at(0.5), p95: at(0.95), min: sorted[0] as number, max: sorted.at(-1) as number };
};

type LiveFrame = { questions: { id: string }[] };

/** Raw: a write through the API to the snapshot, at a plain reader of the stream, that shows it. */
async function rawRoundTrips(): Promise<number[]> {
  const { event, lower, upper } = await twoQuestions(await tokenOf('demo|ada@example.com'), await tokenOf('demo|grace@example.com'), 'Raw stream');
  const reactor = await tokenOf('demo|katherine@example.com');
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/v1/events/${event.slug}/live/stream`, { signal: controller.signal });
  const reader = (response.body as unknown as ReadableStream<BufferSource>).pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  /** The time the first snapshot whose top question is `id` arrives. */
  async function topBecomes(id: string): Promise<number> {
    for (;;) {
      let boundary = buffer.indexOf('\n\n');
      while (boundary !== -1) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (block.includes('event: snapshot') && data && (JSON.parse(data.slice(6)) as LiveFrame).questions[0]?.id === id) return performance.now();
        boundary = buffer.indexOf('\n\n');
      }
      const { done, value } = await reader.read();
      if (done) throw new Error('the live stream ended');
      buffer += value;
    }
  }
  const samples: number[] = [];
  try {
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const active = run % 2 === 0;
      const started = performance.now();
      const [arrived] = await Promise.all([
        topBecomes(active ? lower.id : upper.id),
        call('POST', '/interactions', reactor, { kind: 'uplift', target_id: lower.id, active }),
      ]);
      if (run >= WARM_UP) samples.push(arrived - started);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    controller.abort();
  }
  return samples;
}

/** Waits, in the big screen's page, for `id` to become the first question; answers the time it did. */
const armTopWatch = (page: Page, id: string) =>
  page.evaluate((target) => {
    const list = document.querySelector('ol[aria-label="Top questions"]');
    if (!list) throw new Error('no question list on the big screen');
    const top = () => list.querySelector('[data-item]')?.getAttribute('data-item');
    (window as unknown as { topAt: Promise<number> }).topAt = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (top() !== target) return;
        observer.disconnect();
        resolve(Date.now());
      });
      observer.observe(list, { childList: true, subtree: true });
    });
  }, id);

async function screenRoundTrips(): Promise<number[]> {
  const { event, lower, upper } = await twoQuestions(await tokenOf('demo|ada@example.com'), await tokenOf('demo|grace@example.com'), 'Big screen');

  const screenContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  // The TypeScript loader names functions with a helper the pages do not have.
  await screenContext.addInitScript('window.__name = (fn) => fn');
  const screen = await screenContext.newPage();
  await screen.goto(`${server.url}/events/${event.slug}/big-screen`);
  await screen.getByText('Live updates').waitFor();
  await screen.locator(`[data-item="${upper.id}"]`).waitFor();

  // A member on their own device, signed in through the embedded issuer, on the question's page.
  const memberContext = await browser.newContext();
  await memberContext.addInitScript('window.__name = (fn) => fn');
  const member = await memberContext.newPage();
  await member.goto(`${server.url}/home`);
  await member.getByLabel('Email').fill('tim@example.com');
  await member.getByRole('button', { name: 'Sign in' }).click();
  await member.waitForURL(`${server.url}/home`);
  await member.goto(`${server.url}/questions/${lower.slug}`);
  const uplift = member.getByTestId('reaction-uplift').first();
  await uplift.waitFor();
  await member.locator('[data-testid="sync-indicator"][data-sync-connected="true"]').waitFor();

  const samples: number[] = [];
  try {
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const pressing = run % 2 === 0;
      await armTopWatch(screen, pressing ? lower.id : upper.id);
      // The tap itself, timed in the member's page: the clocks of both pages are this machine's.
      const tappedAt = await member.evaluate(() => {
        const button = document.querySelector<HTMLButtonElement>('[data-testid="reaction-uplift"]');
        if (!button) throw new Error('no uplift button');
        const at = Date.now();
        button.click();
        return at;
      });
      const reorderedAt = await screen.evaluate(() => (window as unknown as { topAt: Promise<number> }).topAt);
      if (run >= WARM_UP) samples.push(reorderedAt - tappedAt);
      await member.waitForFunction((pressed) => document.querySelector('[data-testid="reaction-uplift"]')?.getAttribute('aria-pressed') === String(pressed), pressing);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await screenContext.close();
    await memberContext.close();
  }
  return samples;
}

try {
  const raw = stats(await rawRoundTrips());
  const screen = stats(await screenRoundTrips());
  const row = (label: string, s: ReturnType<typeof stats>) =>
    `  ${label.padEnd(44)} ${s.p50.toFixed(0).padStart(5)} / ${s.p95.toFixed(0).padEnd(6)} ${s.min.toFixed(0).padStart(5)} / ${s.max.toFixed(0)}`;
  console.log(`\nBig screen: a reaction to the re-order it causes, ${RUNS} runs each (after ${WARM_UP} warm-up runs)`);
  console.log('  path                                          p50 / p95 ms   min / max ms');
  console.log(row('tap in a member page -> big screen re-orders', screen));
  console.log(row('API write -> snapshot at a fetch reader', raw));
  console.log(`  ratio (big screen / raw stream)               p50 ${(screen.p50 / Math.max(raw.p50, 0.5)).toFixed(2)}x   p95 ${(screen.p95 / Math.max(raw.p95, 0.5)).toFixed(2)}x`);
  console.log(`  goal: p95 <= 300 ms on the big screen: ${screen.p95 <= 300 ? 'met' : 'NOT met'}`);
  record({
    bench: 'big-screen', name: 'reaction to big screen re-order, p95', value: screen.p95, unit: 'ms', better: 'lower',
    baseline: raw.p95, baselineLabel: 'API write to the snapshot at a fetch reader of the live stream (p95)',
    goal: 'p95 <= 300 ms', goalValue: 300, note: `${RUNS} runs; p50 ${screen.p50.toFixed(0)} ms`,
  });
  // A shared machine's load shows in the slowest runs of both paths alike.
  console.log(`  load average while measured: ${os.loadavg().map((load) => load.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
