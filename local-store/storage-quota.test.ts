import { describe, expect, it, vi } from 'vitest';
import { createRxDatabase, type RxCollection } from 'rxdb';
import { isQuotaError, StorageFullError, STORAGE_FULL_MESSAGE, wrappedQuotaStorage } from './storage-quota';
import { quotaFailingStorage } from './quota-failing-storage.testing';

const quota = () => Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });

describe('recognising a quota error', () => {
  it.each([
    [quota(), true],
    [{ name: 'AbortError', inner: quota() }, true],
    [{ name: 'DexieError', cause: { name: 'AbortError', inner: quota() } }, true],
    [{ code: 'RxError', parameters: { error: quota() } }, true],
    [new Error('QuotaExceededError: Dexie aborted'), true],
    [new Error('ConstraintError'), false],
    [null, false],
    ['QuotaExceededError', false],
  ])('%j: %s', (error, expected) => {
    expect(isQuotaError(error)).toBe(expected);
  });
});


async function notesDb(failures: { left: number }, clear: () => Promise<void>) {
  const db = await createRxDatabase<{ notes: RxCollection<{ id: string; text?: string }> }>({ name: `quota-${Math.random()}`, storage: wrappedQuotaStorage(quotaFailingStorage('notes', failures), clear) });
  await db.addCollections({
    notes: { schema: { version: 0, primaryKey: 'id', type: 'object', properties: { id: { type: 'string', maxLength: 10 }, text: { type: 'string' } }, required: ['id'] } },
  });
  return db;
}

describe('a write that hits the quota', () => {
  it('clears the oldest cached quarter and succeeds on its one retry', async () => {
    const clear = vi.fn(async () => {});
    const db = await notesDb({ left: 1 }, clear);
    await db.notes.insert({ id: 'a', text: 'kept' });
    expect(clear).toHaveBeenCalledTimes(1);
    expect((await db.notes.findOne('a').exec())?.text).toBe('kept');
    await db.close();
  });

  it('gives up after one retry with a clear message, and writes nothing half-way', async () => {
    const clear = vi.fn(async () => {});
    const db = await notesDb({ left: 2 }, clear);
    const error = await db.notes.insert({ id: 'b', text: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageFullError);
    expect((error as Error).message).toBe(STORAGE_FULL_MESSAGE);
    expect(clear).toHaveBeenCalledTimes(1);
    expect(await db.notes.findOne('b').exec()).toBeNull();
    await db.close();
  });

  it('does not clear again when the clearing itself hits the quota: the write fails once, it does not loop', async () => {
    const failures = { left: 0 };
    const opened: { db?: Awaited<ReturnType<typeof notesDb>> } = {};
    const clear = vi.fn(async () => {
      // Clearing removes documents, which is a write too.
      await opened.db?.notes.bulkRemove(['old']);
    });
    const db = await notesDb(failures, clear);
    opened.db = db;
    await db.notes.insert({ id: 'old' });
    failures.left = 1_000;
    const error = await db.notes.insert({ id: 'c' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageFullError);
    expect(clear).toHaveBeenCalledTimes(1);
    // The write, the clearing's removal, the one retry.
    expect(failures.left).toBe(1_000 - 3);
    failures.left = 0;
    expect(await db.notes.findOne('old').exec()).not.toBeNull();
    await db.close();
  });
});
