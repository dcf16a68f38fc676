import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '../schemas/api';
import { mintAccessToken } from '../server/test-support';
import { SCREENS_LOADED_MARK } from '../src/lib/warm-screens';

export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The real server of `npm start` over a prepared data directory; `env` adds to or overrides its settings. */
export async function startServer(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', STATIC_DIR: process.env.STATIC_DIR ?? 'dist', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 300; attempt++) {
    if (await fetch(`${url}/api/v1/health`).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Whether the benchmarks keep IndexedDB in memory (an off-the-record context) rather than on disk. */
/**
 * The bench server's API as its members call it: a member's token (by the issuer's subject, for three
 * hours), and JSON calls that throw with the route and the answer when it is not a success.
 */
export function benchApi(server: { url: string }, dataDir: string) {
  const tokenOf = (sub: string, email?: string) =>
    mintAccessToken(dataDir, { sub, ...(email ? { email } : {}), iss: `${server.url}/oidc`, aud: `${server.url}/api`, expiresIn: '3h' });
  async function call<T>(method: string, route: string, token: string, body?: unknown): Promise<T> {
    const response = await fetch(`${server.url}/api/v1${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  }
  return { tokenOf, call };
}

export const IN_MEMORY = process.env.BENCH_IN_MEMORY === '1';

/**
 * A browser with a profile directory of its own, as a member's browser has. A context made with
 * `browser.newContext()` is off the record: Chromium keeps its IndexedDB in memory, where a first sync
 * of 60,000 documents cost the storage thread 10 s of CPU, against 32 s on disk. `BENCH_IN_MEMORY=1`
 * measures there instead, for comparison with figures taken that way.
 */
export async function launchProfile(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  if (IN_MEMORY) {
    const browser = await chromium.launch(launchOptions);
    const context = await browser.newContext();
    return { context, close: () => browser.close() };
  }
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-profile-'));
  const context = await chromium.launchPersistentContext(directory, launchOptions);
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Documents stored in the collection whose IndexedDB database name ends with `suffix`, counted straight
 * from IndexedDB: a count through the page's RxDB instance reads the documents and would compete with
 * what a benchmark measures.
 */
export const storedCount = (page: Page, suffix: string) =>
  page.evaluate(async (suffix) => {
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
  }, suffix);

/** When a page's first question card painted: on the page's own clock, and on the machine's. */
export type CardPainted = { at: number; epoch: number };

const FIRST_CARD_MESSAGE = 'meetverse-bench: first question card painted';

/**
 * An init script that stamps, in each page, the frame after the first question card came into it
 * (it has painted by then) and says so on the page's console. Stamped in the page: polling for the
 * card from outside adds up to half a second. A string, as the TypeScript loader names inner functions
 * with a helper the page does not have.
 */
export const STAMP_FIRST_CARD = `(() => {
  const look = () => {
    if (!document.querySelector('[data-testid="question-card"]')) return false;
    requestAnimationFrame(() => setTimeout(() => {
      const at = performance.now();
      console.debug(${JSON.stringify(FIRST_CARD_MESSAGE)} + ' ' + JSON.stringify({ at, epoch: performance.timeOrigin + at }));
    }, 0));
    return true;
  };
  if (look()) return;
  const observer = new MutationObserver(() => {
    if (look()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/**
 * The stamp of `STAMP_FIRST_CARD`, from the page's console message: asked for before the page may
 * paint the card. Nothing is evaluated in the page meanwhile, which would put the test tool's own
 * script on the main thread a benchmark measures (a task of 60 to 90 ms with the CPU slowed 4x).
 */
export function firstCardPainted(page: Page, timeout = 60_000): Promise<CardPainted> {
  return new Promise((resolve, reject) => {
    const listen = (message: ConsoleMessage) => {
      const text = message.text();
      if (!text.startsWith(FIRST_CARD_MESSAGE)) return;
      stop();
      resolve(JSON.parse(text.slice(FIRST_CARD_MESSAGE.length + 1)) as CardPainted);
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no question card painted within ${timeout} ms`));
    }, timeout);
    const stop = () => {
      clearTimeout(timer);
      page.off('console', listen);
    };
    page.on('console', listen);
  });
}

/** A long task, and what ran in its frame: the scripts over 10 ms (what called them, from which file) and the rendering. */
export type LongTask = { start: number; duration: number; ran?: string };

/** An init script: every document of the context records its long tasks, and its long animation frames, from its start. */
export const RECORD_LONG_TASKS = () => {
  type Frame = PerformanceEntry & { renderStart: number; scripts: { invoker: string; duration: number; sourceURL: string }[] };
  const page = window as unknown as { __longTasks: LongTask[]; __longFrames: { start: number; end: number; ran: string }[] };
  page.__longTasks = [];
  page.__longFrames = [];
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => page.__longTasks.push({ start: entry.startTime, duration: entry.duration }))).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) =>
    (list.getEntries() as Frame[]).forEach((frame) => {
      if (frame.duration <= 50) return;
      const end = frame.startTime + frame.duration;
      const scripts = frame.scripts.filter((script) => script.duration > 10).map((script) => `${script.invoker} ${Math.round(script.duration)} ms${script.sourceURL ? ` (${script.sourceURL.split('/').pop()})` : ''}`);
      const rendering = frame.renderStart ? `rendering ${Math.round(end - frame.renderStart)} ms` : '';
      page.__longFrames.push({ start: frame.startTime, end, ran: [...scripts, rendering].filter(Boolean).join('; ') });
    }),
  ).observe({ type: 'long-animation-frame', buffered: true });
};

/** The page's long tasks so far (`RECORD_LONG_TASKS`), each with what ran in its frame. */
export const longTasksOf = (page: Page): Promise<LongTask[]> =>
  page.evaluate(() => {
    const { __longTasks: tasks, __longFrames: frames } = window as unknown as { __longTasks: LongTask[]; __longFrames: { start: number; end: number; ran: string }[] };
    return tasks.map((task) => ({ ...task, ran: frames.find((frame) => frame.start <= task.start + 1 && task.start < frame.end)?.ran }));
  });

/** Waits until the app's service worker is active: the app installs it once a page has settled (src/components/service-worker/when-settled.ts). */
export const serviceWorkerActive = (page: Page) => page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

/**
 * From the page as it stands, a history entry to `path` (what the router does for a link's click), to
 * the browser painting the first element matching `selector` (the frame after it is in the DOM): the
 * time, and how many matched then.
 */
export const openByHistory = (page: Page, path: string, selector: string): Promise<{ ms: number; count: number }> =>
  page.evaluate(
    ({ path, selector }) =>
      new Promise<{ ms: number; count: number }>((resolve, reject) => {
        const start = performance.now();
        setTimeout(() => reject(new Error(`nothing matched ${selector} on ${location.pathname} after 30 s`)), 30_000);
        const observer = new MutationObserver(() => {
          const count = document.querySelectorAll(selector).length;
          if (count === 0) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve({ ms: performance.now() - start, count }), 0));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        history.pushState(history.state, '', path);
        window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      }),
    { path, selector },
  );

/**
 * The app's own floor for opening a screen on this machine: `reload` brings the page the measured screen
 * is opened from (its screens' code loaded at idle, as before that screen), then a history entry goes to
 * a screen that reads nothing from the device before its first paint (Suggest a feature: its title and
 * a form), to its form painted. What the router, React, the shell and the browser's style, layout and
 * paint cost with no data to read; `runs` samples after two warm-up openings.
 */
export async function openingFloor(page: Page, reload: () => Promise<unknown>, runs: number): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < runs + 2; run++) {
    await reload();
    const { ms } = await openByHistory(page, '/suggest-feature', 'form[aria-label="Suggest a feature"] input[required]');
    if (run >= 2) samples.push(ms);
  }
  return samples;
}

/** `openByHistory`, with the longest main-thread task while it ran (the page records them with RECORD_LONG_TASKS). */
export async function openByHistoryWithTasks(page: Page, path: string, selector: string): Promise<{ ms: number; count: number; longestTask: number }> {
  const before = (await longTasksOf(page)).length;
  const opened = await openByHistory(page, path, selector);
  const tasks = (await longTasksOf(page)).slice(before);
  return { ...opened, longestTask: Math.max(0, ...tasks.map((task) => task.duration)) };
}

/** Whether the page's app has loaded every screen's code yet. */
export const screensHaveLoaded = (page: Page): Promise<boolean> =>
  page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, SCREENS_LOADED_MARK);

/**
 * Before a screen is opened on a page just loaded: `cold`, half a second after its first screen (the
 * other screens' code not loaded yet, which the answer confirms); otherwise once the app has loaded
 * every screen's code while idle, as for a member who has had the page on screen a few seconds.
 * Answers whether the screens' code had loaded.
 */
export async function beforeOpening(page: Page, cold: boolean): Promise<boolean> {
  if (cold) {
    await page.waitForTimeout(500);
    return screensHaveLoaded(page);
  }
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, SCREENS_LOADED_MARK, { timeout: 30_000 });
  await page.waitForTimeout(200);
  return true;
}
