/**
 * The home feed's first page (sorted, filtered, limit 20) over 10,000 questions and 100,000 reactions
 * stored locally, next to a hand-written Dexie indexed query for the same page in the same Chromium run
 * (issue: at most 2x, p95 reported).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchProfile, startServer } from './harness';
import { record } from './results';

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 10_000);
const REACTIONS = Number(process.env.BENCH_REACTIONS ?? 100_000);
const RUNS = 40;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-feed-'));
const server = await startServer(dataDir);
// A profile on disk, as a member's browser has (harness.ts).
const profile = await launchProfile();

try {
  const { context } = profile;
  await context.addInitScript(() => localStorage.setItem('meetverse.debug', '1'));
  const page = context.pages()[0] ?? (await context.newPage());
  // A guest: questions stay on this device, nothing is pushed while the data is made.
  await page.goto(`${server.url}/events`);
  await page.waitForFunction(() => Boolean((window as unknown as { meetverse?: unknown }).meetverse));
  // The app's content security policy refuses inline scripts, so Dexie is evaluated instead.
  await page.evaluate(fs.readFileSync('node_modules/dexie/dist/dexie.min.js', 'utf8'));
  // The TypeScript loader names functions with a helper the page does not have.
  await page.evaluate('window.__name = (fn) => fn');
  console.log(`Storing ${QUESTIONS} questions and ${REACTIONS} reactions in the page…`);

  const results = await page.evaluate(
    async ({ questions, reactions, runs }) => {
      type Db = Record<string, { bulkInsert: (docs: unknown[]) => Promise<unknown> }>;
      const handle = (window as unknown as { meetverse: { getDatabase: () => Promise<Db>; feedPage: (db: Db, q: unknown) => Promise<{ id: string }[]> } }).meetverse;
      const db = await handle.getDatabase();
      const spaces = ['meetverse-space', 'event-1', 'event-2', 'event-3', 'event-4'];
      const RANK_MAX = 1e13;
      const now = Date.now();
      const docs = Array.from({ length: questions }, (_, n) => {
        const help = (n * 7) % 23, meToo = (n * 11) % 19, uplift = (n * 13) % 29;
        const created = now - n * 60_000;
        return {
          id: `q-${String(n).padStart(6, '0')}`, title: `Question ${n}`, description: 'What do you think?', event_id: spaces[n % spaces.length],
          author_id: `u-${n % 50}`, is_anonymous: false, created_at: new Date(created).toISOString(), help_count: help, me_too_count: meToo, uplift_count: uplift,
          rank_latest: RANK_MAX - created, rank_uplifted: RANK_MAX - uplift, rank_helpers: RANK_MAX - help, rank_relatable: RANK_MAX - meToo, sync_state: 'sent', updatedAt: created,
        };
      });
      for (let i = 0; i < docs.length; i += 2000) await db.questions!.bulkInsert(docs.slice(i, i + 2000));
      const kinds = ['can_help', 'me_too', 'uplift'];
      for (let i = 0; i < reactions; i += 5000) {
        await db.interactions!.bulkInsert(Array.from({ length: Math.min(5000, reactions - i) }, (_, k) => {
          const n = i + k;
          return { id: `r-${n}`, kind: kinds[n % 3], user_id: `u-${n % 500}`, target_id: docs[n % questions]!.id, active: true, created_at: new Date(now).toISOString(), sync_state: 'sent', updatedAt: now };
        }));
      }

      const Dexie = (window as unknown as { Dexie: { new (name: string): { version: (n: number) => { stores: (s: Record<string, string>) => void }; table: (n: string) => { bulkPut: (d: unknown[]) => Promise<unknown>; where: (i: string) => { between: (a: unknown[], b: unknown[]) => { limit: (n: number) => { toArray: () => Promise<{ id: string; [k: string]: unknown }[]> } } } } }; minKey: unknown; maxKey: unknown } }).Dexie;
      const raw = new Dexie('feed-baseline');
      raw.version(1).stores({ questions: 'id, [event_id+rank_latest], [event_id+rank_uplifted+rank_latest], [event_id+rank_helpers+rank_latest], [event_id+rank_relatable+rank_latest]' });
      await raw.table('questions').bulkPut(docs);

      const rankOf: Record<string, string> = { latest: 'rank_latest', most_uplifted: 'rank_uplifted', most_helpers: 'rank_helpers', most_relatable: 'rank_relatable' };
      const dexiePage = async (spaceIds: string[], sort: string, limit = 20) => {
        const rank = rankOf[sort]!;
        const index = rank === 'rank_latest' ? '[event_id+rank_latest]' : `[event_id+${rank}+rank_latest]`;
        const pages = await Promise.all(spaceIds.map((space) =>
          raw.table('questions').where(index).between(rank === 'rank_latest' ? [space, Dexie.minKey] : [space, Dexie.minKey, Dexie.minKey], rank === 'rank_latest' ? [space, Dexie.maxKey] : [space, Dexie.maxKey, Dexie.maxKey]).limit(limit).toArray()));
        return pages.flat().sort((a, b) => (a[rank] as number) - (b[rank] as number) || (a.rank_latest as number) - (b.rank_latest as number)).slice(0, limit);
      };
      const time = async (work: () => Promise<unknown>) => {
        const start = performance.now();
        await work();
        return performance.now() - start;
      };
      const stats = (samples: number[]) => {
        const sorted = [...samples].sort((a, b) => a - b);
        return { p50: sorted[Math.floor(sorted.length * 0.5)]!, p95: sorted[Math.floor(sorted.length * 0.95)]! };
      };
      const cases = [['meetverse-space'], ['meetverse-space', 'event-1', 'event-2']].flatMap((filters) =>
        ['latest', 'most_uplifted', 'most_helpers', 'most_relatable'].map((sort) => ({ filters, sort })));
      // A warm-up round of every case first (limits no measured run takes): storing the data above leaves IndexedDB compacting on disk
      // for a while, and the first case measured would otherwise pay for it alone.
      for (const { filters, sort } of cases) {
        for (let run = 1; run <= 5; run++) {
          await handle.feedPage(db, { spaceIds: filters, sort, limit: 100 + run });
          await dexiePage(filters, sort, 100 + run);
        }
      }
      const out: { case: string; app: { p50: number; p95: number }; dexie: { p50: number; p95: number }; same: boolean }[] = [];
      for (const { filters, sort } of cases) {
        const query = { spaceIds: filters, sort, limit: 20 };
        const appIds = (await handle.feedPage(db, query)).map((q) => q.id);
        const rawIds = (await dexiePage(filters, sort)).map((q) => q.id);
        const app: number[] = [], dexie: number[] = [];
        // A different limit each run is a different query to RxDB, so no run is answered from its query
        // cache. The cases over several spaces take other limits than those over one: they ask the same
        // space's query again, which RxDB would otherwise answer from that cache.
        const first = 20 + (filters.length > 1 ? runs : 0);
        for (let run = 1; run <= runs; run++) {
          app.push(await time(() => handle.feedPage(db, { ...query, limit: first + run })));
          dexie.push(await time(() => dexiePage(filters, sort, first + run)));
        }
        out.push({ case: `${sort}, ${filters.length} space(s)`, app: stats(app), dexie: stats(dexie), same: JSON.stringify(appIds) === JSON.stringify(rawIds) });
      }
      return out;
    },
    { questions: QUESTIONS, reactions: REACTIONS, runs: RUNS },
  );

  console.log(`\nHome feed first page (limit 21 to ${20 + RUNS}, over several spaces ${21 + RUNS} to ${20 + 2 * RUNS}, never from a query cache) over ${QUESTIONS} questions and ${REACTIONS} reactions, ${RUNS} runs each`);
  console.log('  case                              app p50/p95 ms    Dexie p50/p95 ms   ratio p50  same page');
  for (const row of results) {
    const ratio = row.app.p50 / Math.max(row.dexie.p50, 0.05);
    console.log(`  ${row.case.padEnd(32)} ${row.app.p50.toFixed(1).padStart(6)} / ${row.app.p95.toFixed(1).padEnd(8)} ${row.dexie.p50.toFixed(1).padStart(6)} / ${row.dexie.p95.toFixed(1).padEnd(8)} ${ratio.toFixed(2).padStart(6)}x   ${row.same ? 'yes' : 'NO'}`);
  }
  // The case furthest from its baseline stands for the feed; the others are in its note.
  const ratioOf = (row: (typeof results)[number]) => row.app.p50 / Math.max(row.dexie.p50, 0.05);
  const worst = results.reduce((a, b) => (ratioOf(b) > ratioOf(a) ? b : a));
  record({
    bench: 'feed', name: 'home feed first page, slowest case, p50', value: worst.app.p50, unit: 'ms', better: 'lower',
    baseline: worst.dexie.p50, baselineLabel: 'hand-written Dexie indexed query for the same page (p50)',
    goal: '<= 2x the Dexie query', goalValue: 2 * worst.dexie.p50,
    note: `${worst.case}, p95 ${worst.app.p95.toFixed(1)} ms; ${QUESTIONS} questions, ${REACTIONS} reactions; all cases: ${results.map((row) => `${row.case} ${ratioOf(row).toFixed(2)}x`).join(', ')}`,
  });
} finally {
  await profile.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
