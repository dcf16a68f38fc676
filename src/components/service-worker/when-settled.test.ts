import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenSettled } from './when-settled';

/** A sync whose state the test sets; `listeners` counts who still watches it. */
function fakeSync(initial: boolean) {
  let settled = initial;
  const listeners = new Set<(settled: boolean) => void>();
  return {
    listeners,
    set(next: boolean) {
      settled = next;
      listeners.forEach((listener) => listener(settled));
    },
    watch: (listener: (settled: boolean) => void) => {
      listeners.add(listener);
      listener(settled);
      return () => listeners.delete(listener);
    },
  };
}

describe('waiting for the page to settle before the service worker installs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const idle = (callback: () => void) => setTimeout(callback, 50);

  /** Waits for a sync that has not settled yet; `resolved()` says whether the wait has ended. */
  function waitUnsettled(options: { quietMs?: number; maxWaitMs?: number }) {
    const sync = fakeSync(false);
    let resolved = false;
    void whenSettled({ watchSync: sync.watch, ...options, idle }).then(() => (resolved = true));
    return { sync, resolved: () => resolved };
  }

  it('waits for the main thread to be idle, then for the sync to stay settled a moment, then for idle again', async () => {
    const sync = fakeSync(true);
    let resolved = false;
    void whenSettled({ watchSync: sync.watch, quietMs: 1_000, idle }).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(49);
    expect(sync.listeners.size).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sync.listeners.size).toBe(1);
    await vi.advanceTimersByTimeAsync(1_049);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
    expect(sync.listeners.size).toBe(0);
  });

  it('waits while a first sync is under way, and starts the quiet moment again when one starts', async () => {
    const { sync, resolved } = waitUnsettled({ quietMs: 1_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(resolved()).toBe(false);
    sync.set(true);
    await vi.advanceTimersByTimeAsync(900);
    sync.set(false);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(resolved()).toBe(false);
    sync.set(true);
    await vi.advanceTimersByTimeAsync(1_050);
    expect(resolved()).toBe(true);
  });

  it('goes ahead after the longest wait when the sync never settles (a device offline since it opened the page)', async () => {
    const { sync, resolved } = waitUnsettled({ maxWaitMs: 15_000 });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(resolved()).toBe(false);
    await vi.advanceTimersByTimeAsync(51);
    expect(resolved()).toBe(true);
    expect(sync.listeners.size).toBe(0);
  });
});
