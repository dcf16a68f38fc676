import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPreloadedReads, PRELOADED_READ_MS } from './preload';

describe('reads kept by a route loader for its screen', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the screen that mounts next what its loader read', () => {
    const reads = createPreloadedReads<string[]>();
    reads.keep('event-1', ['a', 'b']);
    expect(reads.recall('event-1')).toEqual(['a', 'b']);
    expect(reads.recall('event-2')).toBeUndefined();
  });

  it('gives nothing once the read is older than a navigation takes, so a later screen reads afresh', () => {
    vi.useFakeTimers();
    const reads = createPreloadedReads<number>();
    reads.keep('event-1', 1);
    vi.advanceTimersByTime(PRELOADED_READ_MS + 1);
    expect(reads.recall('event-1')).toBeUndefined();
  });

  it('gives the newest read when a loader ran again', () => {
    const reads = createPreloadedReads<number>();
    reads.keep('event-1', 1);
    reads.keep('event-1', 2);
    expect(reads.recall('event-1')).toBe(2);
  });

  it('guesses from the last read however old, and from a later read of the same, which it gives out no longer than the loader read', () => {
    vi.useFakeTimers();
    const reads = createPreloadedReads<number>();
    expect(reads.guess('event-1')).toBeUndefined();
    reads.keep('event-1', 1);
    reads.seen('event-1', 2);
    expect(reads.recall('event-1')).toBe(2);
    vi.advanceTimersByTime(PRELOADED_READ_MS + 1);
    expect(reads.recall('event-1')).toBeUndefined();
    expect(reads.guess('event-1')).toBe(2);
    reads.seen('event-2', 3);
    expect(reads.recall('event-2')).toBeUndefined();
    expect(reads.guess('event-2')).toBe(3);
    reads.clear();
    expect(reads.guess('event-1')).toBeUndefined();
  });

  it('keeps the reads of the keys read most recently, forgetting the one read longest ago past its limit', () => {
    const reads = createPreloadedReads<number>(2);
    reads.keep('a', 1);
    reads.keep('b', 2);
    // Read again, 'a' is now the newer of the two.
    reads.seen('a', 3);
    reads.keep('c', 4);
    expect(reads.guess('b')).toBeUndefined();
    expect(reads.guess('a')).toBe(3);
    expect(reads.guess('c')).toBe(4);
  });
});
