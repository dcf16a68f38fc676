// Runs in a page of the app's origin (bench/upgrade.bench.ts): writes a device's chat messages as the
// schemas' version 0 stored them, then times the opening of the database at the current version.
import type { RxCollection } from 'rxdb';
import { collectionsAtVersion0, insertAsPulled } from '../../local-store/earlier-version.testing';
import { openDatabase } from '../../local-store/open-database';
import { collectionSpecs } from '../../schemas/collections';

const PAGE = 1000;

async function deleteEverything(): Promise<void> {
  await Promise.all((await indexedDB.databases()).map((info) => new Promise((resolve) => (indexedDB.deleteDatabase(info.name as string).onsuccess = resolve))));
}

/** Chat messages of ordinary size, 50 rooms, as a first sync stores them. */
function messages(start: number, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const n = start + index;
    const at = 1_700_000_000_000 + n;
    return { id: crypto.randomUUID(), room_id: `room-${n % 50}`, sender_id: 'someone', body: `A message of an ordinary length, number ${n}, as people write them at a venue`, timestamp: at, status: 'sent', network_state_when_created: 'online', cached_at: at, last_updated: at, updatedAt: at };
  });
}

/**
 * Writes `count` messages at version 0 (timed: the baseline, what storing them costs), then opens the
 * database at the current version, with RxDB's own migration when `rxdbMigration` (a migration that
 * is not the unchanged one), timed: the upgrade.
 */
async function upgrade(count: number, rxdbMigration: boolean): Promise<{ writeMs: number; upgradeMs: number; stored: number }> {
  await deleteEverything();
  const earlier = await openDatabase({ name: 'upgrade-bench', collections: collectionsAtVersion0() });
  const mark = await earlier.hashFunction('upgrade-bench-replication');
  const writeStart = performance.now();
  for (let start = 0; start < count; start += PAGE) await insertAsPulled(earlier.chat_messages as unknown as RxCollection, messages(start, Math.min(PAGE, count - start)), mark);
  const writeMs = performance.now() - writeStart;
  await earlier.close();
  const specs = collectionSpecs();
  const collections = rxdbMigration ? { ...specs, chat_messages: { ...specs.chat_messages, migrationStrategies: { 1: (doc: unknown) => ({ ...(doc as object) }) } } } : specs;
  const upgradeStart = performance.now();
  const db = await openDatabase({ name: 'upgrade-bench', collections });
  const upgradeMs = performance.now() - upgradeStart;
  const stored = await db.chat_messages.count().exec();
  await db.close();
  await deleteEverything();
  return { writeMs, upgradeMs, stored };
}

(window as unknown as { upgrade: typeof upgrade }).upgrade = upgrade;
