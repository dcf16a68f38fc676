import type { RxStorage, RxStorageInstance } from 'rxdb';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStorage = RxStorage<any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyInstance = RxStorageInstance<any, any, any>;

/** A storage whose every instance is changed by `wrap` before RxDB gets it (the storage wrappers here). */
export function wrapStorageInstances(storage: AnyStorage, wrap: (instance: AnyInstance) => AnyInstance): AnyStorage {
  return {
    ...storage,
    name: storage.name,
    rxdbVersion: storage.rxdbVersion,
    createStorageInstance: async (params) => wrap(await storage.createStorageInstance(params)),
  };
}

/** What RxDB's Dexie storage keeps per instance, used by the fast paths beside it (index reads, bulk inserts, cleanup). */
export type DexieInternals = {
  dexieDb: {
    transaction: (mode: 'r' | 'rw', table: unknown, scope: (tx: { idbtrans: IDBTransaction }) => Promise<void>) => Promise<void>;
    _options: { IDBKeyRange?: typeof IDBKeyRange };
  };
  dexieTable: {
    bulkAdd: (rows: unknown[]) => Promise<unknown>;
    bulkDelete: (keys: string[]) => Promise<unknown>;
    where: (index: string) => {
      between: (lower: unknown, upper: unknown, includeLower: boolean, includeUpper: boolean) => { toArray: () => Promise<Record<string, unknown>[]> };
      above: (key: unknown) => { limit: (count: number) => { toArray: () => Promise<Record<string, unknown>[]> } };
    };
    limit: (count: number) => { toArray: () => Promise<Record<string, unknown>[]> };
  };
  booleanIndexes: string[];
};

/** The Dexie storage's internals of an instance, or undefined on any other storage. */
export async function dexieInternalsOf(instance: AnyInstance): Promise<DexieInternals | undefined> {
  const internals = (await (instance as { internals?: unknown }).internals) as Partial<DexieInternals> | undefined;
  return internals?.dexieDb && internals.dexieTable && internals.booleanIndexes ? (internals as DexieInternals) : undefined;
}

/** An IndexedDB request as a promise of its result. */
export const idbRequest = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
