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
});
