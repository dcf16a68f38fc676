import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageFullError } from '../../local-store/storage-quota';
import { safeWrite, writesWaitingForSpace } from './safe-write';

afterEach(() => vi.useRealTimers());

describe('writing when storage is full', () => {
  it('tells the member, keeps the write, and lands it once there is room', async () => {
    vi.useFakeTimers();
    let full = true;
    const saved: string[] = [];
    const write = vi.fn(async () => {
      if (full) throw new StorageFullError(new Error('quota'));
      saved.push('question');
    });
    const told = vi.fn();
    expect(await safeWrite(write, told)).toBe('kept');
    expect(told).toHaveBeenCalledWith(expect.stringContaining('out of storage space'));
    expect(writesWaitingForSpace()).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(saved).toEqual([]);
    full = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(saved).toEqual(['question']);
    expect(writesWaitingForSpace()).toBe(0);
  });

  it('tells its caller a write landed only once it is stored, so a draft behind it is not cleared before', async () => {
    vi.useFakeTimers();
    let full = true;
    const landed = vi.fn();
    const write = async () => {
      if (full) throw new StorageFullError(new Error('quota'));
    };
    expect(await safeWrite(write, vi.fn(), landed)).toBe('kept');
    expect(landed).not.toHaveBeenCalled();
    full = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(landed).toHaveBeenCalledTimes(1);
    expect(await safeWrite(write, vi.fn(), landed)).toBe('saved');
    expect(landed).toHaveBeenCalledTimes(2);
  });

  it('passes any other error to the caller', async () => {
    await expect(safeWrite(async () => Promise.reject(new Error('conflict')), vi.fn())).rejects.toThrow('conflict');
  });
});
