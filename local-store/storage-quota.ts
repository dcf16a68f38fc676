import { wrapStorageInstances, type AnyStorage } from './storage-wrapper';

/** What the member reads when even a cleared cache leaves no room. */
export const STORAGE_FULL_MESSAGE = 'This device is out of storage space. Your change is kept and will be saved as soon as there is room.';

export class StorageFullError extends Error {
  constructor(readonly cause: unknown) {
    super(STORAGE_FULL_MESSAGE);
    this.name = 'StorageFullError';
  }
}

/** Chromium and Dexie wrap the browser's QuotaExceededError (inner, cause, RxDB parameters): look inside. */
export function isQuotaError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { name?: unknown; message?: unknown; inner?: unknown; cause?: unknown; parameters?: { error?: unknown }; code?: unknown };
  if (e.name === 'QuotaExceededError' || e.code === 22) return true;
  if (typeof e.message === 'string' && /QuotaExceeded|quota (has been )?exceeded/i.test(e.message)) return true;
  return [e.inner, e.cause, e.parameters?.error].some((inner) => isQuotaError(inner, depth + 1));
}


/**
 * A write that hits the storage quota clears the oldest quarter of cached entries and is
 * tried once more; if that fails too the caller gets a StorageFullError to tell the member about.
 * Clearing writes too (it removes documents): a quota error while it runs is not cleared again,
 * or a disk that stays full would clear for ever and the write would never settle.
 */
export function wrappedQuotaStorage(storage: AnyStorage, clearOldestQuarter: () => Promise<void>): AnyStorage {
  let clearing = false;
  return wrapStorageInstances(storage, (instance) => {
    const write = instance.bulkWrite.bind(instance);
    instance.bulkWrite = async (rows, context) => {
      try {
        return await write(rows, context);
      } catch (error) {
        if (!isQuotaError(error)) throw error;
        if (clearing) throw new StorageFullError(error);
        clearing = true;
        await clearOldestQuarter()
          .catch(() => {})
          .finally(() => {
            clearing = false;
          });
        try {
          return await write(rows, context);
        } catch (again) {
          throw isQuotaError(again) ? new StorageFullError(again) : again;
        }
      }
    };
    return instance;
  });
}
