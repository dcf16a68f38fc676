import type { RxStorage } from 'rxdb';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';

/** The browser's quota error as Dexie wraps it. */
export const quotaError = () => ({ name: 'AbortError', inner: Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' }) });

/** Memory storage whose writes to one collection fail with a quota error while `failures.left` lasts. */
export function quotaFailingStorage(collectionName: string, failures: { left: number }): RxStorage<unknown, unknown> {
  const memory = getRxStorageMemory();
  return {
    ...memory,
    name: memory.name,
    rxdbVersion: memory.rxdbVersion,
    async createStorageInstance(params) {
      const instance = await memory.createStorageInstance(params as never);
      const write = instance.bulkWrite.bind(instance);
      instance.bulkWrite = async (rows, context) => {
        if (failures.left > 0 && params.collectionName === collectionName) {
          failures.left -= 1;
          throw quotaError();
        }
        return write(rows, context);
      };
      return instance;
    },
  } as RxStorage<unknown, unknown>;
}
