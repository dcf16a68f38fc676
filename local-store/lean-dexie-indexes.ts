import { getPrimaryFieldOfPrimaryKey, now, type DexieSettings } from 'rxdb';
import { DEXIE_DOCS_TABLE_NAME, getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { readsCompactRows, withCompactRows } from './compact-rows';
import { dexieInternalsOf, wrapStorageInstances, type AnyStorage } from './storage-wrapper';

/**
 * The Dexie store of a collection without the two indexes RxDB's Dexie storage adds to every store
 * and nothing reads once the collection's schema declares indexes of its own:
 * - `[_deleted+id]`: RxDB's query planner picks only from the schema's indexes, and those include it
 *   only when the schema declares none;
 * - `_meta.lwt`: read by the storage's cleanup() alone, which `getLeanDexieStorage` answers from
 *   `[_meta.lwt+id]` instead.
 *
 * Why: IndexedDB writes an entry in every index for every document stored, and in Chromium each
 * entry is a good part of the cost of a write: a first sync stores tens of thousands of documents.
 * A store with no indexes of its own keeps both, as RxDB made it.
 */
export function leanDocsStore(spec: string): string {
  const parts = spec.split(',').map((part) => part.trim());
  const primary = parts[0] ?? '';
  const unread = [`[_deleted+${primary}]`, '_meta.lwt'];
  const added = new Set([primary, ...unread, `[_meta.lwt+${primary}]`]);
  if (parts.every((part) => added.has(part))) return spec;
  return parts.filter((part) => !unread.includes(part)).join(', ');
}

type Declared = { stores: (schema: Record<string, string | null>) => unknown };

/**
 * RxDB's Dexie storage with `withLeanIndexes`, whose cleanup() finds the documents to purge on
 * `[_meta.lwt+id]`, which every store has, lean or made earlier with every index; and whose documents
 * are stored in compact rows (compact-rows.ts).
 */
export function getLeanDexieStorage(settings: DexieSettings = {}): AnyStorage {
  return wrapStorageInstances(getRxStorageDexie(withCompactRows(withLeanIndexes(settings))), (instance) => {
    readsCompactRows(instance);
    const cleanup = instance.cleanup.bind(instance);
    instance.cleanup = async (minimumDeletedTime: number) => {
      const internals = await dexieInternalsOf(instance);
      if (!internals) return cleanup(minimumDeletedTime);
      const { dexieDb, dexieTable } = internals;
      const primary = getPrimaryFieldOfPrimaryKey(instance.schema.primaryKey) as string;
      await dexieDb.transaction('rw', dexieTable, async () => {
        const before = now() - minimumDeletedTime;
        // Every document last written before `before`, whatever its key: [before, ''] is the first key
        // at `before` itself, left out.
        const written = await dexieTable.where(`[_meta.lwt+${primary}]`).between([-Infinity, ''], [before, ''], true, false).toArray();
        // Deleted is stored as '1' (IndexedDB cannot index booleans), as RxDB's own cleanup reads it.
        await dexieTable.bulkDelete(written.filter((row) => row._deleted === '1').map((row) => row[primary] as string));
      });
      return true;
    };
    return instance;
  });
}

/**
 * Dexie settings for RxDB's Dexie storage that create each collection's store with `leanDocsStore`.
 *
 * A database made earlier with every index keeps them: Dexie opens a store that has more indexes
 * than declared as it is, so its documents and queries are untouched.
 */
function withLeanIndexes(settings: DexieSettings = {}): DexieSettings {
  return {
    ...settings,
    onCreate: async (dexie, name) => {
      await settings.onCreate?.(dexie, name);
      const version = dexie.version.bind(dexie);
      dexie.version = ((versionNumber: number) => {
        const declared = version(versionNumber) as unknown as Declared;
        const stores = declared.stores.bind(declared);
        declared.stores = (schema) => {
          const docs = schema[DEXIE_DOCS_TABLE_NAME];
          return stores(typeof docs === 'string' ? { ...schema, [DEXIE_DOCS_TABLE_NAME]: leanDocsStore(docs) } : schema);
        };
        return declared;
      }) as typeof dexie.version;
    },
  };
}
