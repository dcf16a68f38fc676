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
