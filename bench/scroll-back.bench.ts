/**
 * Scrolling back through 1,000 messages of a thread (issue: every frame under 50 ms of main-thread
 * work). A member's first sync brings the room's newest 50 messages; scrolling up loads the older ones
 * a page at a time from the server, as the member meets it. Frames are read from Chromium's Long
 * Animation Frames API (each frame's work, and how much of it blocked input); the baseline, in the
 * same page, adds the same number of plain list items at the top, a page at a time, keeping the place.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchProfile, startServer } from './harness';
import { record } from './results';
import { BENCH_EMAIL, seedBenchData } from './seed';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000);
const GOAL_MS = 50;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-scroll-back-'));
console.log(`Seeding one room of ${MESSAGES} messages…`);
await seedBenchData(dataDir, { questions: 0, messages: MESSAGES });
const server = await startServer(dataDir);
const profile = await launchProfile();

type Frame = { duration: number; blocking: number };

const shownMessages = (page: Page) => page.locator('ol[aria-label="Messages"] > li:not([aria-hidden])').count();

/** Starts recording long animation frames (Chromium reports those over 50 ms); `frames()` reads them. */
async function recordFrames(page: Page) {
  await page.evaluate(() => {
    const frames: { duration: number; blocking: number }[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { blockingDuration?: number })[]) frames.push({ duration: entry.duration, blocking: entry.blockingDuration ?? 0 });
    }).observe({ type: 'long-animation-frame', buffered: false });
    Object.assign(window, { __frames: frames });
  });
  return () => page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames.splice(0));
}

const describe = (frames: Frame[]) => {
  const longest = Math.max(0, ...frames.map((frame) => frame.duration));
  const over = frames.filter((frame) => frame.duration > GOAL_MS).length;
  return { longest, over, count: frames.length };
};

try {
  const { context } = profile;
  await context.addInitScript('window.__name = (fn) => fn');
  const page = context.pages()[0] ?? (await context.newPage());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/messages`);
  await page.getByLabel('Email').fill(BENCH_EMAIL);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/messages`);
  await page.getByRole('link', { name: /Bench room 0/ }).first().click();
  await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
  await page.locator('ol[aria-label="Messages"] > li').first().waitFor();
  await page.waitForTimeout(1_000);
  const frames = await recordFrames(page);

  const started = Date.now();
  let shown = await shownMessages(page);
  let steps = 0;
  for (let still = 0; shown < MESSAGES && still < 3; steps++) {
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    const before = shown;
    await page.waitForFunction((count) => document.querySelectorAll('ol[aria-label="Messages"] > li:not([aria-hidden])').length > count, before, { timeout: 5_000 }).catch(() => undefined);
    await page.waitForTimeout(200);
    shown = await shownMessages(page);
    still = shown > before ? 0 : still + 1;
  }
  const tookMs = Date.now() - started;
  const app = describe(await frames());

  // The baseline: the same number of plain items added at the top in pages of 50, keeping the place.
  await page.evaluate(async (total) => {
    const list = document.createElement('ol');
    document.body.replaceChildren(list);
    const page = (from: number) => {
      const items = Array.from({ length: 50 }, (_, n) => {
        const item = document.createElement('li');
        item.textContent = `Bench message ${from + n}: see you at the coffee stand`;
        return item;
      });
      const height = document.documentElement.scrollHeight;
      list.prepend(...items);
      window.scrollTo({ top: window.scrollY + document.documentElement.scrollHeight - height });
    };
    for (let from = 0; from < total; from += 50) {
      page(from);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
  }, MESSAGES);
  const baseline = describe(await frames());

  console.log(`\nScrolling back through a thread of ${MESSAGES} messages at 390x844: ${shown} shown after ${steps} scrolls to the top, ${(tookMs / 1000).toFixed(1)} s`);
  console.log(`  app: ${app.over} frames over ${GOAL_MS} ms (goal: none), the longest ${app.longest.toFixed(0)} ms`);
  console.log(`  baseline (plain list items added at the top): ${baseline.over} frames over ${GOAL_MS} ms, the longest ${baseline.longest.toFixed(0)} ms (0: none over 50 ms)`);
  record({
    bench: 'scroll-back', name: `longest frame scrolling back through ${MESSAGES} messages`, value: app.longest, unit: 'ms', better: 'lower',
    baseline: baseline.longest, baselineLabel: 'the longest frame adding as many plain list items at the top',
    goal: `every frame <= ${GOAL_MS} ms`, goalValue: GOAL_MS, note: `${shown} messages shown after ${steps} scrolls; ${app.over} frames over ${GOAL_MS} ms`,
  });
} finally {
  await profile.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
