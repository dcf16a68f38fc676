/**
 * Lighthouse in its default mobile config (a mid-range phone on slow 4G, simulated) on the built app
 * (issue: Lighthouse's own performance score, median of 3 runs, >= 0.95 on /hi, /events, an event and
 * its big screen, >= 0.90 on /home for a signed-in member; accessibility and best practices at 1.00;
 * LCP <= 2.0 s and TBT <= 150 ms in the same runs), next to the same Lighthouse run on a minimal static
 * page served by the same server: what the platform and the throttling alone cost, the floor no page of
 * the app can go under.
 *
 * Debian's Chromium is started here with a debugging port, and Lighthouse's Node API drives it. A public
 * page is measured as a first visit: Lighthouse clears the origin's storage before it loads the page.
 * For /home a demo member signs in first, in the same browser, through the embedded issuer, and
 * Lighthouse keeps the storage (the session, the service worker, the local database): the app as a
 * member opens it again.
 *
 * The figures, and the goals they are held to, are Lighthouse's own, as any reviewer running Lighthouse
 * gets them: the median of each page's runs. Each run's performance and TBT are also computed a second
 * time from its own trace with every main-thread task as long as the CPU time its thread spent on it
 * (bench/cpu-time-trace.ts): on a machine whose few cores the browser's processes, the server and other
 * work share, a task's length also holds the time its thread waited for a core, and the simulation
 * multiplies that wait by 4 as well. That figure is printed beside Lighthouse's, labelled as re-computed,
 * and never stands in its place; it is held to no goal. The floor page, which runs no script, shows the
 * wait alone, and the machine's load average is printed with the figures.
 *
 * BENCH_LIGHTHOUSE_RUNS=n audits each page n times (3 unless told) and reports the median of each
 * figure. The full Lighthouse report of the run with the median performance score is written as JSON
 * beside the collected figures, under lighthouse/, for the detail the summary leaves out. BENCH_LIGHTHOUSE_PAGES=/hi,/home audits only the
 * pages whose label starts with one of those (the floor page always).
 *
 * Alone, after `npm run build`: `node --import tsx bench/lighthouse.bench.ts` (STATIC_DIR for a build
 * elsewhere than dist/).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { type Scheduled, watchRendererMainThreads } from './cpu';
import { atCpuTime, type TraceEvent } from './cpu-time-trace';
import { launchOptions, serviceWorkerActive, startServer } from './harness';
import { FIGURES_FILE, record } from './results';

const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
/**
 * How Lighthouse slows the page: 'simulate' (its default, the figures the goals name) loads it at full
 * speed and computes the phone's times from the trace; 'devtools' (BENCH_LIGHTHOUSE_THROTTLING=devtools)
 * slows the network and the CPU for real while it loads, for comparison.
 */
const THROTTLING = process.env.BENCH_LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
/** The name its figures and reports go under: the real slowing's are kept apart from the ones the goals name. */
const BENCH = THROTTLING === 'devtools' ? 'lighthouse-devtools' : 'lighthouse';
/** The live demo event (server/db/seed.ts): its page and its big screen show the demo questions. */
const EVENT_SLUG = 'offline-first-summit';
/** A demo member with a profile: signing in leads straight to /home, with only the demo data to sync. */
const MEMBER_EMAIL = 'grace@example.com';
const FLOOR_PATH = '/lighthouse-floor.html';
/** The floor: the app's head (icon, viewport, description) and a few lines of text, no script or style. */
const FLOOR_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="A page with text only, to measure what the platform costs." />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Meetverse</title>
  </head>
  <body>
    <main>
      <h1>Meetverse</h1>
      <p>Ask the crowd, meet people and chat at events and in communities, even when the wifi dies.</p>
    </main>
  </body>
</html>
`;

const GOALS = { accessibility: 1, bestPractices: 1, lcpMs: 2000, tbtMs: 150 };
type Target = { label: string; path: string; performanceGoal: number; signedIn: boolean };
const PAGES: Target[] = [
  { label: '/hi', path: '/hi', performanceGoal: 0.95, signedIn: false },
  { label: '/events', path: '/events', performanceGoal: 0.95, signedIn: false },
  { label: `/events/${EVENT_SLUG}`, path: `/events/${EVENT_SLUG}`, performanceGoal: 0.95, signedIn: false },
  { label: `/events/${EVENT_SLUG}/big-screen`, path: `/events/${EVENT_SLUG}/big-screen`, performanceGoal: 0.95, signedIn: false },
  // Signing in happens once, after the public pages: Lighthouse's storage reset would sign the member out.
  { label: '/home (signed in)', path: '/home', performanceGoal: 0.9, signedIn: true },
];

const ONLY = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '').split(',').map((label) => label.trim()).filter(Boolean);
const CHOSEN = ONLY.length === 0 ? PAGES : PAGES.filter((target) => ONLY.some((label) => target.label.startsWith(label)));

type Failed = { category: string; id: string; title: string; weighted: boolean; items: string[] };
type Summary = {
  lhr: Result;
  report: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  kb: number;
  failed: Failed[];
  /** Not Lighthouse's figures: its performance and TBT re-computed from the same run's trace with each main-thread task at its CPU time. */
  atCpuTime?: { performance: number | null; tbtMs: number; taskMs: number; cpuMs: number };
  /** How the kernel ran the renderers' main threads during the run: time on a core, and time ready but waiting for one. */
  scheduled?: Scheduled;
  /** How many runs the figures are the median of (1 for a single run). */
  runs: number;
  /** Each run's Lighthouse performance score, TBT and LCP, in the order run. */
  each: { performance: number | null; tbtMs: number; lcpMs: number }[];
};

const sourceDir = process.env.STATIC_DIR ?? 'dist';
if (!fs.existsSync(path.join(sourceDir, 'index.html'))) throw new Error(`No built app in ${sourceDir}: run npm run build first (or set STATIC_DIR).`);
// The server serves the files it finds when it starts: a copy of the build with the floor page beside it.
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-lighthouse-static-'));
fs.cpSync(sourceDir, staticDir, { recursive: true });
fs.writeFileSync(path.join(staticDir, FLOOR_PATH.slice(1)), FLOOR_HTML);
process.env.STATIC_DIR = staticDir;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-lighthouse-'));
const reportsDir = path.join(path.dirname(FIGURES_FILE), BENCH);

/** Debian's Chromium with a debugging port (the port it picked, read from what it prints). */
async function launchChromium(): Promise<{ port: number; pid: number | undefined; stop: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-lighthouse-profile-'));
  const args = ['--headless=new', ...launchOptions.args, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'];
  // A process group of its own, so that stopping it stops its helper processes too.
  const child = spawn(launchOptions.executablePath, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      signal('SIGTERM');
      const killer = setTimeout(() => signal('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let printed = '';
      const timer = setTimeout(() => reject(new Error(`Chromium opened no debugging port in 30 s: ${printed.slice(-2000)}`)), 30_000);
      child.stderr.on('data', (chunk: Buffer) => {
        if (printed.length > 100_000) return;
        printed += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^\s/]+:(\d+)\//.exec(printed);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited (${code}) before it opened its debugging port: ${printed.slice(-2000)}`));
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    return { port, pid: child.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Signs the demo member in through the embedded issuer in the browser's own profile, and lets the first sync settle. */
async function signIn(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/home`);
    await page.getByLabel('Email').fill(MEMBER_EMAIL);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/home`, { timeout: 60_000 });
    await page.locator('[data-testid="sync-indicator"][data-sync-connected="true"]').first().waitFor({ state: 'attached', timeout: 60_000 });
    await serviceWorkerActive(page);
    // What the first sync and the service worker's precache still fetch settles before Lighthouse starts.
    await page.waitForTimeout(3_000);
    await page.close();
  } finally {
    // Connected over CDP, closing lets go of the browser and leaves it running, with its profile.
    await browser.close();
  }
}

const scoreOf = (lhr: Result, category: string) => lhr.categories[category]?.score ?? null;
const numberOf = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

type Item = Record<string, unknown>;
const itemsOf = (details: unknown): Item[] => {
  const { items } = (details ?? {}) as { items?: unknown };
  return Array.isArray(items) ? (items as Item[]) : [];
};

/** One line for an item of a failed audit: the element, or the message and where it came from. */
function describeItem(item: Item): string {
  const node = item.node as { snippet?: string; selector?: string; explanation?: string } | undefined;
  if (node) return [node.selector, node.snippet, node.explanation?.split('\n').slice(0, 2).join(' ')].filter(Boolean).join(' — ');
  const text = [item.description, item.issueType, item.source, item.url, item.value].find((value) => typeof value === 'string' && value) as string | undefined;
  const where = typeof item.sourceLocation === 'object' && item.sourceLocation ? (item.sourceLocation as { url?: string }).url : undefined;
  return [text ?? JSON.stringify(item).slice(0, 200), where && where !== text ? `(${where})` : ''].filter(Boolean).join(' ');
}

/** The audits of accessibility and best practices that did not pass. */
function failedAudits(lhr: Result): Failed[] {
  const failed: Failed[] = [];
  for (const category of ['accessibility', 'best-practices']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      failed.push({ category, id: audit.id, title: audit.title, weighted: ref.weight > 0, items: itemsOf(audit.details).map(describeItem) });
    }
  }
  return failed;
}

function summarise(lhr: Result, report: string): Summary {
  return {
    lhr,
    report,
    performance: scoreOf(lhr, 'performance'),
    accessibility: scoreOf(lhr, 'accessibility'),
    bestPractices: scoreOf(lhr, 'best-practices'),
    fcpMs: numberOf(lhr, 'first-contentful-paint'),
    lcpMs: numberOf(lhr, 'largest-contentful-paint'),
    tbtMs: numberOf(lhr, 'total-blocking-time'),
    cls: numberOf(lhr, 'cumulative-layout-shift'),
    kb: numberOf(lhr, 'total-byte-weight') / 1024,
    failed: failedAudits(lhr),
    runs: 1,
    each: [],
  };
}

const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const medianScore = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : median(known);
};

/**
 * A page's figures over its runs: the median of each of Lighthouse's own figures (score, LCP, TBT, ...),
 * with the report, the failed audits and the diagnostics of the run whose performance score is the median.
 */
function medianOf(runs: Summary[]): Summary {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1) || b.lcpMs - a.lcpMs);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)] as Summary;
  const cpu = runs.flatMap((run) => (run.atCpuTime ? [run.atCpuTime] : []));
  const scheduled = runs.flatMap((run) => (run.scheduled ? [run.scheduled] : []));
  return {
    ...middle,
    performance: medianScore(runs.map((run) => run.performance)),
    accessibility: medianScore(runs.map((run) => run.accessibility)),
    bestPractices: medianScore(runs.map((run) => run.bestPractices)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    kb: median(runs.map((run) => run.kb)),
    atCpuTime:
      cpu.length === 0
        ? undefined
        : {
            performance: medianScore(cpu.map((run) => run.performance)),
            tbtMs: median(cpu.map((run) => run.tbtMs)),
            taskMs: median(cpu.map((run) => run.taskMs)),
            cpuMs: median(cpu.map((run) => run.cpuMs)),
          },
    scheduled: scheduled.length === 0 ? undefined : { ranMs: median(scheduled.map((run) => run.ranMs)), waitedMs: median(scheduled.map((run) => run.waitedMs)) },
    runs: runs.length,
    each: runs.map((run) => ({ performance: run.performance, tbtMs: run.tbtMs, lcpMs: run.lcpMs })),
  };
}

/**
 * Not Lighthouse's figures: its performance figures re-computed from a run's saved trace, with each
 * main-thread task as long as the CPU time the thread spent on it (bench/cpu-time-trace.ts): what the
 * page's own work costs, without the time its main thread waited for one of this machine's shared
 * cores. Shown beside Lighthouse's own, never in their place.
 */
async function auditAtCpuTime(url: string, flags: Flags, artifactsDir: string): Promise<Summary['atCpuTime']> {
  const traceFile = path.join(artifactsDir, 'defaultPass.trace.json');
  const saved = JSON.parse(fs.readFileSync(traceFile, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(saved) ? saved : (saved.traceEvents ?? []);
  const shortened = atCpuTime(events);
  const cpuDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-lighthouse-cpu-'));
  try {
    for (const file of fs.readdirSync(artifactsDir)) if (file !== 'defaultPass.trace.json') fs.copyFileSync(path.join(artifactsDir, file), path.join(cpuDir, file));
    fs.writeFileSync(path.join(cpuDir, 'defaultPass.trace.json'), JSON.stringify({ traceEvents: shortened.events }));
    const result = await lighthouse(url, { ...flags, auditMode: cpuDir });
    if (!result || result.lhr.runtimeError) throw new Error(result?.lhr.runtimeError?.message ?? 'Lighthouse answered nothing');
    return { performance: scoreOf(result.lhr, 'performance'), tbtMs: numberOf(result.lhr, 'total-blocking-time'), taskMs: shortened.taskMs, cpuMs: shortened.cpuMs };
  } finally {
    fs.rmSync(cpuDir, { recursive: true, force: true });
  }
}

/** Lighthouse on `url`, RUNS times: the median of each figure over the runs, or why there is none. */
async function audit(url: string, port: number, chromiumPid: number | undefined, keepStorage: boolean): Promise<Summary | string> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    formFactor: 'mobile',
    throttlingMethod: THROTTLING,
    disableStorageReset: keepStorage,
  };
  const runs: Summary[] = [];
  let problem = '';
  for (let run = 0; run < RUNS; run++) {
    // The run's trace is kept, to re-compute its figures at the main thread's CPU time (beside Lighthouse's own).
    const artifactsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-lighthouse-artifacts-'));
    const watch = chromiumPid === undefined ? undefined : watchRendererMainThreads(chromiumPid);
    const result = await lighthouse(url, { ...flags, gatherMode: artifactsDir, auditMode: artifactsDir }).catch((error: unknown) => {
      problem = error instanceof Error ? error.message : String(error);
      return undefined;
    });
    const scheduled = watch?.stop();
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: problem || 'Lighthouse answered nothing' };
    if (!result || error) {
      problem = `${error?.code}: ${error?.message}`;
      console.log(`  ${url}: run ${run + 1} failed (${problem})`);
      fs.rmSync(artifactsDir, { recursive: true, force: true });
      continue;
    }
    for (const warning of result.lhr.runWarnings) {
      // Lighthouse looks for stored data before it clears it: on a first visit, what the page before left is gone.
      if (!keepStorage && warning.startsWith('There may be stored data')) continue;
      console.log(`  ${url}: Lighthouse warns: ${warning}`);
    }
    const summary = summarise(result.lhr, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
    summary.scheduled = scheduled;
    summary.atCpuTime = await auditAtCpuTime(url, flags, artifactsDir).catch((error: unknown) => {
      console.log(`  ${url}: the figures at CPU time could not be computed (${error instanceof Error ? error.message : String(error)})`);
      return undefined;
    });
    fs.rmSync(artifactsDir, { recursive: true, force: true });
    runs.push(summary);
    // Every run's figures, so the spread between runs shows beside the median.
    console.log(
      `  ${url}: run ${run + 1}: Lighthouse: performance ${score(summary.performance)}, LCP ${ms(summary.lcpMs)} ms, TBT ${ms(summary.tbtMs)} ms` +
        (summary.atCpuTime ? ` (re-computed at CPU time, not Lighthouse's figure: performance ${score(summary.atCpuTime.performance)}, TBT ${ms(summary.atCpuTime.tbtMs)} ms)` : '') +
        (summary.scheduled ? `; over the run the renderers' main threads ran ${ms(summary.scheduled.ranMs)} ms and waited for a core ${ms(summary.scheduled.waitedMs)} ms` : '') +
        `; load average ${loadAverage()}`,
    );
  }
  if (runs.length === 0) return problem;
  return medianOf(runs);
}

/** The machine's load average over 1, 5 and 15 minutes: how much other work shared its cores. */
const loadAverage = () => os.loadavg().map((load) => load.toFixed(1)).join(' ');

/** A resource's name for a line: the last part of its path, without the query. */
const short = (url: unknown) => {
  const text = String(url ?? '');
  const name = URL.canParse(text) ? new URL(text).pathname.split('/').filter(Boolean).pop() ?? '/' : text;
  return name.length > 48 ? `${name.slice(0, 45)}…` : name;
};
const mark = (met: boolean) => (met ? '✓' : '✗');
const score = (value: number | null) => (value === null ? 'n/a' : value.toFixed(2));
const ms = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en') : 'n/a');
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The page's goals, each met or not. */
function goalsOf(target: Target, summary: Summary) {
  return {
    performance: summary.performance !== null && summary.performance >= target.performanceGoal,
    accessibility: summary.accessibility !== null && summary.accessibility >= GOALS.accessibility,
    bestPractices: summary.bestPractices !== null && summary.bestPractices >= GOALS.bestPractices,
    lcp: summary.lcpMs <= GOALS.lcpMs,
    tbt: summary.tbtMs <= GOALS.tbtMs,
  };
}

function printTable(floor: Summary, measured: { target: Target; summary: Summary | string }[]) {
  const columns = [42, 10, 8, 8, 8, 9, 9, 7, 6, 13];
  const line = (cells: string[]) => `  ${cells.map((cell, index) => (index === 0 ? cell.padEnd(columns[0] as number) : cell.padStart(columns[index] as number))).join('')}`;
  console.log(`\nLighthouse ${floor.lhr.lighthouseVersion}'s own figures, default mobile config (simulated slow 4G, mid-range phone), median of ${RUNS} run(s) per page, ${floor.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}`);
  console.log(`  goals (Lighthouse's own figures): performance >= 0.95 (>= 0.90 on /home), accessibility and best practices 1.00, LCP <= ${GOALS.lcpMs / 1000} s, TBT <= ${GOALS.tbtMs} ms`);
  console.log(`  this machine's CPU: Lighthouse benchmark index ${Math.round(floor.lhr.environment.benchmarkIndex)} (the simulation multiplies the CPU time it sees by ${floor.lhr.configSettings.throttling.cpuSlowdownMultiplier}); load average now ${loadAverage()} on ${os.availableParallelism()} cores`);
  console.log('  last column, NOT Lighthouse\'s figures and held to no goal: perf and TBT re-computed from the same runs\' traces with each main-thread task as long as the CPU time its thread spent on it');
  console.log(line(['page', 'perf', 'a11y', 'b.p.', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'KB', 're-computed']) + '  goals');
  const row = (label: string, summary: Summary, goals?: ReturnType<typeof goalsOf>) => {
    const with_ = (text: string, met: boolean | undefined) => (met === undefined ? text : `${text} ${mark(met)}`);
    const missed = goals ? Object.entries(goals).filter(([, met]) => !met).map(([name]) => name) : [];
    console.log(
      line([
        label,
        with_(score(summary.performance), goals?.performance),
        with_(score(summary.accessibility), goals?.accessibility),
        with_(score(summary.bestPractices), goals?.bestPractices),
        ms(summary.fcpMs),
        with_(ms(summary.lcpMs), goals?.lcp),
        with_(ms(summary.tbtMs), goals?.tbt),
        Number.isFinite(summary.cls) ? summary.cls.toFixed(3) : 'n/a',
        summary.kb.toFixed(0),
        summary.atCpuTime ? `${score(summary.atCpuTime.performance)}, ${ms(summary.atCpuTime.tbtMs)}` : 'n/a',
      ]) + `  ${goals ? (missed.length === 0 ? 'all met' : `NOT met: ${missed.join(', ')}`) : 'baseline'}`,
    );
  };
  row('floor: static page (baseline)', floor);
  for (const { target, summary } of measured) {
    if (typeof summary === 'string') console.log(line([target.label, 'not measured']) + `  ${summary}`);
    else row(target.label, summary, goalsOf(target, summary));
  }
  for (const { target, summary } of measured) {
    if (typeof summary === 'string') continue;
    const ended = new URL(summary.lhr.finalDisplayedUrl);
    if (ended.pathname !== target.path) console.log(`  ${target.label}: the page went on to ${ended.pathname}, and Lighthouse measured the whole way there`);
  }
}

function printFailedAudits(label: string, summary: Summary) {
  if (summary.failed.length === 0) return;
  console.log(`\n  ${label}: audits that did not pass`);
  for (const failed of summary.failed) {
    console.log(`    [${failed.category}] ${failed.id}: ${failed.title}${failed.weighted ? '' : ' (not weighted in the score)'}`);
    for (const item of failed.items.slice(0, 5)) console.log(`      - ${item}`);
    if (failed.items.length > 5) console.log(`      … and ${failed.items.length - 5} more`);
  }
}

/** What costs the most on a page: Lighthouse's opportunities and the main diagnostics, a few lines each. */
function printDiagnostics(label: string, lhr: Result) {
  console.log(`\n  ${label}: what costs the most`);
  const opportunities = Object.values(lhr.audits)
    .map((audit) => ({ audit, details: audit.details as { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number } | undefined }))
    .filter(({ details }) => details?.type === 'opportunity' && ((details.overallSavingsMs ?? 0) > 0 || (details.overallSavingsBytes ?? 0) > 0))
    .sort((a, b) => (b.details?.overallSavingsMs ?? 0) - (a.details?.overallSavingsMs ?? 0) || (b.details?.overallSavingsBytes ?? 0) - (a.details?.overallSavingsBytes ?? 0));
  for (const { audit, details } of opportunities.slice(0, 6)) {
    const savings = [details?.overallSavingsMs ? `${ms(details.overallSavingsMs)} ms` : '', details?.overallSavingsBytes ? `${kib(details.overallSavingsBytes)} KB` : ''].filter(Boolean).join(', ');
    const top = itemsOf(audit.details)
      .slice(0, 3)
      .map((item) => `${short(item.url)}${typeof item.wastedBytes === 'number' ? ` ${kib(item.wastedBytes)} KB` : ''}`)
      .filter((text) => text.trim());
    console.log(`    opportunity: ${audit.title}: ${savings}${top.length ? ` (${top.join('; ')})` : ''}`);
  }
  const groups = itemsOf(lhr.audits['mainthread-work-breakdown']?.details)
    .slice(0, 5)
    .map((item) => `${String(item.groupLabel ?? item.group)} ${ms(Number(item.duration))}`);
  if (groups.length) console.log(`    main-thread work (${lhr.audits['mainthread-work-breakdown']?.displayValue ?? ''}): ${groups.join(', ')} ms`);
  const scripts = itemsOf(lhr.audits['bootup-time']?.details)
    .slice(0, 4)
    .map((item) => `${short(item.url)} ${ms(Number(item.total))} (script ${ms(Number(item.scripting))}, parse ${ms(Number(item.scriptParseCompile))})`);
  if (scripts.length) console.log(`    JavaScript execution time (${lhr.audits['bootup-time']?.displayValue ?? ''}): ${scripts.join('; ')} ms`);
  const heaviest = itemsOf(lhr.audits['total-byte-weight']?.details)
    .slice(0, 4)
    .map((item) => `${short(item.url)} ${kib(Number(item.totalBytes))} KB`);
  if (heaviest.length) console.log(`    heaviest transfers: ${heaviest.join(', ')}`);
  // The LCP element and its phases (a list of two tables: the element, then where its time went).
  const [element, phases] = itemsOf(lhr.audits['largest-contentful-paint-element']?.details);
  const node = itemsOf(element).map((item) => item.node as { snippet?: string } | undefined)[0];
  const timings = itemsOf(phases).map((item) => `${String(item.phase)} ${ms(Number(item.timing))}`);
  if (node || timings.length) console.log(`    LCP element: ${node?.snippet?.slice(0, 120) ?? 'n/a'}${timings.length ? `; ${timings.join(', ')} ms` : ''}`);
  const diagnostics = itemsOf(lhr.audits.diagnostics?.details)[0];
  if (diagnostics) console.log(`    requests ${String(diagnostics.numRequests)}, scripts ${String(diagnostics.numScripts)}, tasks over 50 ms ${String(diagnostics.numTasksOver50ms)}, main document ${kib(Number(diagnostics.mainDocumentTransferSize))} KB`);
}

function recordPage(target: Target, summary: Summary | string, floor: Summary) {
  const bench = BENCH;
  const floorLabel = 'the same Lighthouse run on a static page of text from the same server';
  if (typeof summary === 'string') {
    record({ bench, name: `${target.label}: performance score`, value: Number.NaN, unit: 'score', better: 'higher', goal: `>= ${target.performanceGoal.toFixed(2)}`, goalValue: target.performanceGoal, note: summary });
    return;
  }
  const runs = summary.each.map((run, index) => `run ${index + 1}: ${score(run.performance)}, TBT ${ms(run.tbtMs)} ms, LCP ${ms(run.lcpMs)} ms`).join('; ');
  const recomputed = summary.atCpuTime
    ? `; re-computed at CPU time (bench/cpu-time-trace.ts), not Lighthouse's figure and held to no goal: performance ${score(summary.atCpuTime.performance)}, TBT ${ms(summary.atCpuTime.tbtMs)} ms`
    : '';
  const note =
    `Lighthouse's own figures, median of ${summary.runs} run(s) (${runs}): FCP ${ms(summary.fcpMs)} ms, LCP ${ms(summary.lcpMs)} ms, TBT ${ms(summary.tbtMs)} ms, CLS ${summary.cls.toFixed(3)}, ` +
    `${summary.kb.toFixed(0)} KB transferred${target.signedIn ? '; signed in, storage kept' : '; first visit'}; load average ${loadAverage()}${recomputed}`;
  const failedOf = (category: string) => summary.failed.filter((failed) => failed.category === category && failed.weighted).map((failed) => failed.id);
  record({
    bench, name: `${target.label}: performance score`, value: summary.performance ?? Number.NaN, unit: 'score', better: 'higher',
    baseline: floor.performance, baselineLabel: floorLabel, goal: `>= ${target.performanceGoal.toFixed(2)}`, goalValue: target.performanceGoal, note,
  });
  record({
    bench, name: `${target.label}: LCP`, value: summary.lcpMs, unit: 'ms', better: 'lower',
    baseline: floor.lcpMs, baselineLabel: floorLabel, goal: `<= ${GOALS.lcpMs} ms`, goalValue: GOALS.lcpMs, note,
  });
  record({
    bench, name: `${target.label}: TBT`, value: summary.tbtMs, unit: 'ms', better: 'lower',
    baseline: floor.tbtMs, baselineLabel: floorLabel, goal: `<= ${GOALS.tbtMs} ms`, goalValue: GOALS.tbtMs, note,
  });
  if (summary.atCpuTime) {
    // Beside Lighthouse's TBT, never in its place: its own figure, named as re-computed, with no goal.
    const { tbtMs, taskMs, cpuMs } = summary.atCpuTime;
    record({
      bench, name: `${target.label}: TBT re-computed at CPU time (not Lighthouse's figure)`, value: tbtMs, unit: 'ms', better: 'lower',
      note: `Lighthouse's own TBT in the same runs: ${ms(summary.tbtMs)} ms (median); the page's main-thread tasks took ${ms(taskMs)} ms from start to end, of which the thread ran ${ms(cpuMs)} ms (${((100 * cpuMs) / Math.max(taskMs, 1)).toFixed(0)}%)${summary.scheduled ? `; over the whole Lighthouse run the kernel had the renderers' main threads on a core ${ms(summary.scheduled.ranMs)} ms and ready but waiting for one ${ms(summary.scheduled.waitedMs)} ms` : ''}; load average ${loadAverage()}`,
    });
  }
  record({
    bench, name: `${target.label}: accessibility score`, value: summary.accessibility ?? Number.NaN, unit: 'score', better: 'higher',
    baseline: floor.accessibility, baselineLabel: floorLabel, goal: '1.00', goalValue: GOALS.accessibility,
    note: failedOf('accessibility').length ? `failed: ${failedOf('accessibility').join(', ')}` : 'every weighted audit passed',
  });
  record({
    bench, name: `${target.label}: best practices score`, value: summary.bestPractices ?? Number.NaN, unit: 'score', better: 'higher',
    baseline: floor.bestPractices, baselineLabel: floorLabel, goal: '1.00', goalValue: GOALS.bestPractices,
    note: failedOf('best-practices').length ? `failed: ${failedOf('best-practices').join(', ')}` : 'every weighted audit passed',
  });
}

function saveReport(label: string, summary: Summary) {
  fs.mkdirSync(reportsDir, { recursive: true });
  const name = label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
  fs.writeFileSync(path.join(reportsDir, `${name}.json`), summary.report);
}

let server: Awaited<ReturnType<typeof startServer>> | undefined;
let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
try {
  server = await startServer(dataDir);
  browser = await launchChromium();
  console.log(`Lighthouse on ${server.url}, Chromium debugging port ${browser.port}`);
  // Each page asked for once before it is measured: the server's first render after its start loads
  // its page renderer (seconds on a busy machine), which a server that has been up a while has done.
  for (const target of CHOSEN) if (!target.signedIn) await fetch(`${server.url}${target.path}`, { headers: { 'accept-language': 'en-US' } }).then((response) => response.arrayBuffer());
  const floor = await audit(`${server.url}${FLOOR_PATH}`, browser.port, browser.pid, false);
  if (typeof floor === 'string') throw new Error(`Lighthouse could not audit the floor page: ${floor}`);
  saveReport('floor', floor);
  const measured: { target: Target; summary: Summary | string }[] = [];
  for (const target of CHOSEN) {
    if (target.signedIn) await signIn(browser.port, server.url);
    const summary = await audit(`${server.url}${target.path}`, browser.port, browser.pid, target.signedIn);
    if (typeof summary !== 'string') saveReport(target.label, summary);
    measured.push({ target, summary });
  }
  printTable(floor, measured);
  printFailedAudits('floor', floor);
  for (const { target, summary } of measured) if (typeof summary !== 'string') printFailedAudits(target.label, summary);
  for (const { target, summary } of measured) if (typeof summary !== 'string') printDiagnostics(target.label, summary.lhr);
  for (const { target, summary } of measured) recordPage(target, summary, floor);
  console.log(`\nFull reports: ${reportsDir}`);
} finally {
  await browser?.stop();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(staticDir, { recursive: true, force: true });
}
