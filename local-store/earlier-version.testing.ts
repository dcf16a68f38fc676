import type { RxCollection } from 'rxdb';
import { collectionSpecs } from '../schemas/collections';
import { insertAbsent, pulledRows } from './insert-absent';

/**
 * The collections as the first version of each schema stored them: what a device that has not
 * upgraded yet holds. Version 0 of each schema is the current one at version 0 without migrations.
 */
export function collectionsAtVersion0() {
  return Object.fromEntries(
    Object.entries(collectionSpecs()).map(([name, spec]) => {
      const { migrationStrategies: _none, ...rest } = spec as typeof spec & { migrationStrategies?: unknown };
      const schema = spec.schema.version === 0 ? spec.schema : { ...spec.schema, version: 0, description: `${spec.schema.description ?? name} (version 0)` };
      return [name, { ...rest, schema }];
    }),
  );
}

/** A replication's mark for documents written by `insertAsPulled`. */
export const TEST_PULL_HASH = 'a1'.repeat(32);

/** Stores documents as the bulk pull of the replication whose identifier hashes to `identifierHash` does (kept as pulled: compact-rows.ts). */
export async function insertAsPulled(collection: RxCollection, documents: Record<string, unknown>[], identifierHash = TEST_PULL_HASH): Promise<void> {
  const rows = pulledRows(documents, { identifierHash, revisionToken: collection.database.token });
  const existing = await insertAbsent(collection.storageInstance as never, rows, 'replication-pull');
  if (existing.size > 0) throw new Error(`${existing.size} documents were there already`);
}
