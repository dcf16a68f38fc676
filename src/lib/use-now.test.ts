// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveStatusAt } from '../../schemas/event-live-status';
import { nextChangeOf, useEventClock, useNow } from './use-now';

const START = Date.parse('2026-05-01T09:00:00Z');
const MINUTE = 60_000;
const event = (startsIn: number, endsIn: number) => ({
  live_status: 'planned' as const,
  starts_at: new Date(START + startsIn).toISOString(),
  ends_at: new Date(START + endsIn).toISOString(),
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('the time now on a screen', () => {
  it('is read again at the moment asked for, and not before', async () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useNow({ next: (now) => (now < START + 5 * MINUTE ? START + 5 * MINUTE : null) });
    });
    expect(result.current).toBe(START);
    const before = renders;
    await act(() => vi.advanceTimersByTimeAsync(5 * MINUTE - 1));
    expect(renders).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(START + 5 * MINUTE);
  });

  it('is read again every interval when asked to tick', async () => {
    const { result } = renderHook(() => useNow({ every: 1000 }));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(result.current).toBe(START + 3000);
  });

  it('is read again when the page comes back into view, as a sleeping phone misses its timers', async () => {
    const { result } = renderHook(() => useNow({ next: () => START + 60 * MINUTE }));
    vi.setSystemTime(START + 2 * MINUTE);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current).toBe(START + 2 * MINUTE);
  });

  it('takes an event from planned to live to ended as its start and end pass, with no other render needed', async () => {
    const talk = event(10 * MINUTE, 40 * MINUTE);
    const { result } = renderHook(() => liveStatusAt(talk, useEventClock([talk])));
    expect(result.current).toBe('planned');
    await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE));
    expect(result.current).toBe('live');
    await act(() => vi.advanceTimersByTimeAsync(30 * MINUTE));
    expect(result.current).toBe('ended');
  });

  it('works out the next change once per list and time, however often the screen renders', async () => {
    const talks = [event(10 * MINUTE, 40 * MINUTE), event(20 * MINUTE, 50 * MINUTE)];
    const timed = talks.map((talk) => new Proxy(talk, { get: (target, key) => (key === 'starts_at' && reads++, Reflect.get(target, key)) }));
    let reads = 0;
    const { rerender } = renderHook(({ list }) => useEventClock(list), { initialProps: { list: timed } });
    const once = reads;
    expect(once).toBeGreaterThan(0);
    rerender({ list: timed });
    rerender({ list: timed });
    expect(reads).toBe(once);
    // A new list, or the time moving on, is worked out again.
    rerender({ list: [...timed] });
    expect(reads).toBeGreaterThan(once);
  });
});

describe('the next change of a list of events', () => {
  it('is the first start or end still to come, or null when every event has ended or has no dates', () => {
    const events = [event(30 * MINUTE, 90 * MINUTE), event(-MINUTE, 20 * MINUTE), { live_status: 'live' as const }];
    expect(nextChangeOf(events, START)).toBe(START + 20 * MINUTE);
    expect(nextChangeOf(events, START + 20 * MINUTE)).toBe(START + 30 * MINUTE);
    expect(nextChangeOf(events, START + 90 * MINUTE)).toBeNull();
    expect(nextChangeOf(undefined, START)).toBeNull();
  });
});
