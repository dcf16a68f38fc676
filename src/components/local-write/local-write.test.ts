import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageFullError } from '../../../local-store/storage-quota';
import { toastStore } from '../toasts/toast-store';
import { localWrite } from './local-write';

vi.mock('../../db/database', () => ({ getDatabase: async () => ({ name: 'test-db' }) }));

const toasts = () => toastStore.getSnapshot().map(({ title, description, variant, duration }) => ({ title, description, variant, duration }));

beforeEach(() => toastStore.clear());
afterEach(() => vi.useRealTimers());

describe('a local write', () => {
  it('says it was stored, with what the write gave back, and runs onStored at once', async () => {
    const onStored = vi.fn();
    const result = await localWrite(async (db) => `${(db as unknown as { name: string }).name}:question-1`, { onStored });
    expect(result).toEqual({ stored: true, value: 'test-db:question-1' });
    expect(onStored).toHaveBeenCalledWith('test-db:question-1');
    expect(toasts()).toEqual([]);
  });

  it('on a full device says the write is kept, tells the member, and runs onStored only once it lands', async () => {
    vi.useFakeTimers();
    let full = true;
    const onStored = vi.fn();
    const result = await localWrite(
      async () => {
        if (full) throw new StorageFullError(new Error('quota'));
        return 'question-1';
      },
      { onStored, keptNote: 'Your question is kept as a draft until it is saved.' },
    );
    expect(result).toEqual({ stored: false, kept: true });
    expect(onStored).not.toHaveBeenCalled();
    expect(toasts()).toEqual([
      { title: expect.stringContaining('out of storage space'), description: 'Your question is kept as a draft until it is saved.', variant: 'error', duration: 8000 },
    ]);
    full = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onStored).toHaveBeenCalledWith('question-1');
  });

  it('stays stored when what follows it fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await localWrite(async () => 'question-1', {
      onStored: () => {
        throw new Error('draft storage gone');
      },
    });
    expect(result).toEqual({ stored: true, value: 'question-1' });
    expect(toasts()).toEqual([]);
  });

  it('that fails for another reason tells the member why and says nothing was stored, without throwing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onStored = vi.fn();
    const result = await localWrite(async () => Promise.reject(new Error('Document update conflict')), { onStored, failure: 'Your reaction was not saved' });
    expect(result).toEqual({ stored: false, kept: false });
    expect(onStored).not.toHaveBeenCalled();
    expect(toasts()).toEqual([{ title: 'Your reaction was not saved', description: 'Document update conflict', variant: 'error', duration: 8000 }]);
  });
});
