/**
 * Upgrading the local database when a schema's version goes up (a new version of the app), in
 * Chromium on disk, at the app's origin:
 *
 * - A device holds BENCH_UPGRADE_MESSAGES chat messages (default 50,000: 50 rooms of 1,000, the most the
 *   chat cache keeps) at the schemas' version 0, as a first sync stores them.
 * - Measured: opening the database at the current version, which moves them over
 *   (local-store/upgrade.ts: the stored rows copied a page at a time, as nothing stored changed).
 * - Baseline in the same run: writing the same messages at version 0 (what storing them costs here).
 * - For comparison, RxDB's own migration (document by document) of BENCH_UPGRADE_RXDB_MESSAGES
 *   (default 2,000), against its own baseline write.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundlePageScript } from '../scripts/bundle-page-script';
import { launchProfile, startServer } from './harness';
import { describe, record } from './results';

const MESSAGES = Number(process.env.BENCH_UPGRADE_MESSAGES ?? 50_000);
const RXDB_MESSAGES = Number(process.env.BENCH_UPGRADE_RXDB_MESSAGES ?? 2_000);
const GOAL_RATIO = 2;

type Run = { writeMs: number; upgradeMs: number; stored: number };

const script = await bundlePageScript(path.join(import.meta.dirname, 'pages/upgrade-page.ts'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-bench-upgrade-'));
const server = await startServer(dataDir);
const profile = await launchProfile();
try {
  const page = await profile.context.newPage();
  // A page of the app's origin that runs none of the app: the database is the benchmark's alone.
  await page.goto(`${server.url}/api/v1/health`);
  await page.evaluate(script);
  const run = (count: number, rxdbMigration: boolean) =>
    page.evaluate(({ count, rxdbMigration }) => (window as unknown as { upgrade: (count: number, rxdb: boolean) => Promise<Run> }).upgrade(count, rxdbMigration), { count, rxdbMigration });

  const copied = await run(MESSAGES, false);
  if (copied.stored !== MESSAGES) throw new Error(`The upgrade kept ${copied.stored} of ${MESSAGES} messages`);
  console.log(
    describe(
      record({
        bench: 'upgrade', name: `opening the database after a schema version went up, ${MESSAGES.toLocaleString('en')} chat messages stored`, value: copied.upgradeMs, unit: 'ms', better: 'lower',
        baseline: copied.writeMs, baselineLabel: 'writing the same messages at the earlier version',
        goal: `<= ${GOAL_RATIO}x the write`, goalValue: GOAL_RATIO * copied.writeMs, note: `${Math.round(MESSAGES / (copied.upgradeMs / 1000)).toLocaleString('en')} messages/s`,
      }),
    ),
  );

  const migrated = await run(RXDB_MESSAGES, true);
  if (migrated.stored !== RXDB_MESSAGES) throw new Error(`RxDB's migration kept ${migrated.stored} of ${RXDB_MESSAGES} messages`);
  console.log(
    describe(
      record({
        bench: 'upgrade', name: `RxDB's own migration, document by document, ${RXDB_MESSAGES.toLocaleString('en')} chat messages (for comparison)`, value: migrated.upgradeMs, unit: 'ms', better: 'lower',
        baseline: migrated.writeMs, baselineLabel: 'writing the same messages at the earlier version',
        note: `${Math.round(RXDB_MESSAGES / (migrated.upgradeMs / 1000)).toLocaleString('en')} messages/s`,
      }),
    ),
  );
} finally {
  await profile.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
