/**
 * The /events list's first paint over 500 events stored locally, next to a hand-written Dexie query
 * for the same rows in the same Chromium run (issue: at most 2x).
 *
 * Each run loads an event page (from the service worker, with the database open), then follows a link
 * to /events: a history entry (cold: the list's code and query have never run in that page, so it
 * reads IndexedDB after the step), and the header's back link (which preloads its screen once
 * shown, as members meet it). The app's time runs from the click to the browser painting the first cards. Two baselines read the same rows
 * from the same store with Dexie: the bare query, and the query with its first rows put on the page
 * as plain elements and painted, which is the like-for-like figure: both end at a paint.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchProfile, serviceWorkerActive, startServer } from './harness';
import { record } from './results';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
// The list's first batch of cards; the baseline paints as many rows.
const FIRST_ROWS = 6;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-events-list-'));
const server = await startServer(dataDir);
const profile = await launchProfile();

type Stats = { p50: number; p95: number };
const stats = (samples: number[]): Stats => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: sorted[Math.floor(sorted.length * 0.5)]!, p95: sorted[Math.floor(sorted.length * 0.95)]! };
};

try {
  const { context } = profile;
  await context.addInitScript(() => localStorage.setItem('meetverse.debug', '1'));
  // The TypeScript loader names functions with a helper the page does not have.
  await context.addInitScript('window.__name = (fn) => fn');
  const page = context.pages()[0] ?? (await context.newPage());
  // A guest: the events stay on this device, nothing is pushed.
  await page.goto(`${server.url}/events`);
  await page.getByTestId('event-card').first().waitFor();
  await page.waitForFunction(() => Boolean((window as unknown as { meetverse?: unknown }).meetverse));
  await serviceWorkerActive(page);
  console.log(`Storing ${EVENTS} events in the page…`);
  await page.evaluate(async (count) => {
    type Db = { events: { bulkInsert: (docs: unknown[]) => Promise<unknown> } };
    const db = await (window as unknown as { meetverse: { getDatabase: () => Promise<Db> } }).meetverse.getDatabase();
    const hour = 3_600_000;
    const now = Date.now();
    await db.events.bulkInsert(Array.from({ length: count }, (_, n) => {
      // A third past, the rest to come over the next months; every tenth a community.
      const start = now + (n % 3 === 0 ? -(n + 2) : n + 1) * 24 * hour;
      return {
        id: `bench-event-${String(n).padStart(4, '0')}`, slug: `bench-event-${n}`, name: `Bench Event ${n}`, description: `About event ${n}. `.repeat(8),
        location: `Hall ${n % 12}, Venue ${n % 40}`, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 8 * hour).toISOString(),
        live_status: n % 3 === 0 ? 'ended' : 'planned', is_community: n % 10 === 5, sync_state: 'sent', updatedAt: now,
      };
    }));
  }, EVENTS);

  type Arrival = { app: number[]; own: number[]; cards: number[] };
  /** Loads the event page afresh, then clicks the link `selector` to /events, RUNS times after two warm-ups. */
  async function arrive(selector: string): Promise<Arrival> {
    const result: Arrival = { app: [], own: [], cards: [] };
    for (let run = 0; run < RUNS + 2; run++) {
      await page.goto(`${server.url}/events/local-first-meetup`);
      await page.getByRole('heading', { name: 'Local-First Meetup' }).waitFor();
      // What the event page starts (its queries, the first sync's check, a link's preload) settles first.
      await page.waitForTimeout(500);
      const { ms, loadingAt, cards } = await page.evaluate(
        (link) =>
          new Promise<{ ms: number; loadingAt: number; cards: number }>((resolve) => {
            const start = performance.now();
            let loadingAt = 0;
            const painted = () =>
              requestAnimationFrame(() => setTimeout(() => resolve({ ms: performance.now() - start, loadingAt, cards: document.querySelectorAll('[data-testid="event-card"]').length }), 0));
            const observer = new MutationObserver(() => {
              // The list's loading state: the screen has mounted and its query starts.
              if (!loadingAt && document.querySelector('main [role="status"][aria-busy="true"]')) loadingAt = performance.now() - start;
              if (!document.querySelector('[data-testid="event-card"]')) return;
              observer.disconnect();
              painted();
            });
            observer.observe(document.body, { childList: true, subtree: true });
            if (link === 'history') {
              // As a browser's own back button to a list never shown in this page: the router follows
              // the history entry, and nothing was preloaded.
              history.pushState(history.state, '', '/events');
              window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
              return;
            }
            const anchor = document.querySelector(link) as HTMLAnchorElement | null;
            if (!anchor) throw new Error(`no link ${link} on the event page`);
            anchor.click();
          }),
        selector,
      );
      // The first two runs warm the page's code and the disk cache.
      if (run >= 2) {
        result.app.push(ms);
        result.cards.push(cards);
        if (loadingAt) result.own.push(ms - loadingAt);
      }
    }
    return result;
  }

  // The back link shows first on the event page, so it has loaded the list's code and started its query
  // by the time it is tapped; a history entry (the browser's own back and forward) preloads nothing, so
  // the list's code loads and its query reads IndexedDB after the step.
  const back = await arrive('header a[aria-label="Back"]');
  const cold = await arrive('history');

  // Evaluated rather than added as a script tag, which the app's content security policy refuses.
  await page.evaluate(fs.readFileSync('node_modules/dexie/dist/dexie.min.js', 'utf8'));
  const baseline = await page.evaluate(
    async ({ runs, firstRows }) => {
      type Row = { id: string; name: string; starts_at?: string; location?: string; live_status: string; _deleted?: unknown };
      type Table = { toArray: () => Promise<Row[]> };
      const Dexie = (window as unknown as { Dexie: new (name: string) => { open: () => Promise<unknown>; table: (name: string) => Table; close: () => void } }).Dexie;
      const names = (await indexedDB.databases()).map((db) => db.name ?? '');
      const name = names.find((candidate) => candidate.startsWith('rxdb-dexie-') && candidate.endsWith('--events'));
      if (!name) throw new Error(`no events store among ${names.join(', ')}`);
      const db = new Dexie(name);
      await db.open();
      const order: Record<string, number> = { live: 0, planned: 1, ended: 2 };
      const read = async () =>
        (await db.table('docs').toArray())
          .filter((row) => row._deleted !== '1' && row._deleted !== true)
          .sort((a, b) => (order[a.live_status] ?? 3) - (order[b.live_status] ?? 3) || (a.starts_at ?? '').localeCompare(b.starts_at ?? ''));
      const host = document.createElement('div');
      document.body.append(host);
      const query: number[] = [];
      const painted: number[] = [];
      let rows = 0;
      for (let run = 0; run < runs + 2; run++) {
        let start = performance.now();
        rows = (await read()).length;
        if (run >= 2) query.push(performance.now() - start);
        host.replaceChildren();
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        start = performance.now();
        const shown = (await read()).slice(0, firstRows);
        for (const row of shown) {
          const card = document.createElement('a');
          card.href = `/events/${row.id}`;
          card.innerHTML = '<strong></strong><span></span><span></span>';
          card.children[0]!.textContent = row.name;
          card.children[1]!.textContent = row.starts_at ?? '';
          card.children[2]!.textContent = row.location ?? '';
          host.append(card);
        }
        const ms = await new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0)));
        if (run >= 2) painted.push(ms);
      }
      host.remove();
      db.close();
      return { query, painted, rows };
    },
    { runs: RUNS, firstRows: FIRST_ROWS },
  );

  const queryStats = stats(baseline.query);
  const paintStats = stats(baseline.painted);
  const ratio = (a: Stats, b: Stats) => (a.p50 / Math.max(b.p50, 0.05)).toFixed(2);
  const row = (label: string, figures: Stats) => console.log(`  ${label.padEnd(46)}${figures.p50.toFixed(1).padStart(7)}  ${figures.p95.toFixed(1).padStart(7)}`);
  const cards = [...back.cards, ...cold.cards];
  console.log(`\n/events first paint over ${baseline.rows} stored events (${Math.min(...cards)} to ${Math.max(...cards)} cards on the first paint), ${RUNS} runs each`);
  console.log(`  ${'case'.padEnd(46)} p50 ms   p95 ms`);
  row('app: history entry to the list painted (cold)', stats(cold.app));
  if (cold.own.length > 0) row(`  of which from the list's loading state (${cold.own.length} of ${RUNS} runs)`, stats(cold.own));
  else console.log('  (no loading state on the way: the list drew the events in its first render)');
  row('app: back link (preloaded) to the list painted', stats(back.app));
  row('Dexie: the same rows read and sorted', queryStats);
  row(`Dexie: read, first ${FIRST_ROWS} rows painted`, paintStats);
  console.log(`  ratio, cold app to Dexie read and painted: ${ratio(stats(cold.app), paintStats)}x (goal <= 2x)`);
  console.log(`  ratio, back link to Dexie read and painted: ${ratio(stats(back.app), paintStats)}x`);
  record({
    bench: 'events-list', name: `/events first paint over ${baseline.rows} events (cold), p50`, value: stats(cold.app).p50, unit: 'ms', better: 'lower',
    baseline: paintStats.p50, baselineLabel: `Dexie: the same rows read, first ${FIRST_ROWS} painted (p50)`,
    goal: '<= 2x the Dexie read and paint', goalValue: 2 * paintStats.p50, note: `${RUNS} runs; back link (preloaded) p50 ${stats(back.app).p50.toFixed(1)} ms`,
  });
} finally {
  await profile.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
