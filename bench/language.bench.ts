/**
 * Switching the language in Settings: from the member's pick in the Language select to the new words
 * painted, for each of the fifteen other languages the first time (its catalog downloaded then) and
 * again (its catalog loaded already). Goal: under 300 ms. Baseline: a plain fetch of the same catalog
 * file by the page, in the same run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchProfile, startServer } from './harness';
import { percentile, stats } from './measure';
import { record } from './results';

const LANGUAGES = ['Deutsch', 'Français', 'Español', 'Italiano', 'Português (Portugal)', 'Português (Brasil)', 'Русский', '日本語', '한국어', '简体中文', 'العربية', 'हिन्दी', 'Nederlands', 'Svenska', 'English (UK)'];
const GOAL_MS = 300;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-language-'));
const server = await startServer(dataDir);
const profile = await launchProfile();

/**
 * Picks a language in the Select as a member does, and times it from the pointer going down on the
 * option to the new words painted: two frames after the commit that writes them, which sets the
 * document's language (src/i18n/i18n-provider.tsx).
 */
async function switchTo(page: Page, name: string): Promise<number> {
  await page.locator('[data-testid="language-select"]').click();
  const option = page.getByRole('option', { name, exact: true });
  await option.waitFor();
  await page.evaluate(() => {
    const state = window as unknown as { switchStart?: number; switched?: Promise<number> };
    const heading = () => document.documentElement.lang;
    const before = heading();
    state.switchStart = undefined;
    document.addEventListener('pointerdown', () => (state.switchStart = performance.now()), { capture: true, once: true });
    state.switched = new Promise<number>((resolve) => {
      const check = () => {
        if (state.switchStart !== undefined && heading() !== before) {
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - (state.switchStart ?? 0))));
        } else requestAnimationFrame(check);
      };
      check();
    });
  });
  await option.click();
  return page.evaluate(() => (window as unknown as { switched: Promise<number> }).switched);
}

try {
  // The TypeScript loader's function-naming helper, which pages do not have.
  await profile.context.addInitScript('window.__name = (fn) => fn');
  const page = await profile.context.newPage();
  await page.goto(`${server.url}/home`);
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/home`);
  await page.goto(`${server.url}/settings`);
  await page.locator('[data-testid="language-select"]').waitFor();

  const cold: number[] = [];
  const warm: number[] = [];
  const fetches: number[] = [];
  for (const name of LANGUAGES) {
    cold.push(await switchTo(page, name));
    console.log(`${name}: ${cold.at(-1)?.toFixed(0)} ms`);
    // The catalog file it loaded, fetched again by the page without its caches: the network's and the server's part.
    const file = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => url.includes('/assets/lang-')).at(-1));
    if (file) fetches.push(await page.evaluate(async (url) => {
      const start = performance.now();
      await (await fetch(url, { cache: 'no-store' })).text();
      return performance.now() - start;
    }, file));
    // Back to English (loaded from the start) before the next one, so each switch changes every word.
    await switchTo(page, 'English (US)');
  }
  for (const name of LANGUAGES) {
    warm.push(await switchTo(page, name));
    await switchTo(page, 'English (US)');
  }
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const coldP95 = percentile(sorted(cold), 0.95);
  const warmP95 = percentile(sorted(warm), 0.95);
  const fetchMedian = stats(fetches).p50;
  console.log(`switch to a language the first time (catalog downloaded): median ${stats(cold).p50.toFixed(0)} ms, p95 ${coldP95.toFixed(0)} ms over ${cold.length}`);
  console.log(`switch to a language again (catalog loaded): median ${stats(warm).p50.toFixed(0)} ms, p95 ${warmP95.toFixed(0)} ms over ${warm.length}`);
  console.log(`baseline, the same catalog files fetched by the page: median ${fetchMedian.toFixed(0)} ms`);
  record({ bench: 'language', name: 'switch, first time (p95)', value: coldP95, unit: 'ms', better: 'lower', baseline: fetchMedian, baselineLabel: 'a plain fetch of the catalog (median)', goal: `< ${GOAL_MS} ms`, goalValue: GOAL_MS });
  record({ bench: 'language', name: 'switch, again (p95)', value: warmP95, unit: 'ms', better: 'lower', goal: `< ${GOAL_MS} ms`, goalValue: GOAL_MS });
  console.log(`goal: new words on screen within ${GOAL_MS} ms: ${Math.max(coldP95, warmP95) < GOAL_MS ? 'met' : 'NOT met'}`);
} finally {
  await profile.close().catch(() => undefined);
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
