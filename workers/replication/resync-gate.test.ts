import { describe, expect, it, vi } from 'vitest';
import { Subject } from 'rxjs';
import { resyncGate } from './resync-gate';

const collect = (stream$: ReturnType<typeof resyncGate<string>>['stream$']) => {
  const seen: string[] = [];
  const subscription = stream$.subscribe((item) => seen.push(item));
  return { seen, subscription };
};

describe('resyncGate', () => {
  it('passes frames on while no resync waits for its pull', () => {
    const input = new Subject<string>();
    const gate = resyncGate(input);
    const { seen, subscription } = collect(gate.stream$);
    input.next('a');
    input.next('b');
    expect(seen).toEqual(['a', 'b']);
    subscription.unsubscribe();
  });

  it('holds frames back from a resync until a pull starts, asking for the resync again meanwhile', async () => {
    vi.useFakeTimers();
    try {
      const input = new Subject<string>();
      const gate = resyncGate(input, 1_000);
      const { seen, subscription } = collect(gate.stream$);
      input.next('before');
      input.next('RESYNC');
      input.next('while waiting');
      expect(seen).toEqual(['before', 'RESYNC']);
      await vi.advanceTimersByTimeAsync(2_500);
      expect(seen).toEqual(['before', 'RESYNC', 'RESYNC', 'RESYNC']);
      gate.pullStarted();
      await vi.advanceTimersByTimeAsync(5_000);
      input.next('after the pull');
      expect(seen).toEqual(['before', 'RESYNC', 'RESYNC', 'RESYNC', 'after the pull']);
      subscription.unsubscribe();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops asking once nobody listens', async () => {
    vi.useFakeTimers();
    try {
      const input = new Subject<string>();
      const gate = resyncGate(input, 1_000);
      const { seen, subscription } = collect(gate.stream$);
      input.next('RESYNC');
      subscription.unsubscribe();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(seen).toEqual(['RESYNC']);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
