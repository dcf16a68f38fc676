// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ITEM_READY_TIMEOUT_MS, useStaggeredList } from './use-staggered-list';

const ids = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => `q${from + index}`);
const same = (id: string) => id;

/** One painted frame, then the task after it. */
const paint = () => act(() => { vi.advanceTimersByTime(20); });

type Hook = { current: ReturnType<typeof useStaggeredList<string>> };
/** Every item shown reports its content rendered, as a card does once its data has loaded. */
const report = (result: Hook) => act(() => result.current.shown.forEach((key) => result.current.onItemRendered(key)));

describe('a list shown a few new items at a time', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('shows the first items at once and each next batch once the last has rendered and been painted, in order', () => {
    const items = ids(0, 10);
    const { result } = renderHook(() => useStaggeredList(items, same, 4));
    expect(result.current.shown).toEqual(ids(0, 4));
    paint();
    expect(result.current.shown).toEqual(ids(0, 4));
    report(result);
    paint();
    expect(result.current.shown).toEqual(ids(0, 8));
    report(result);
    paint();
    expect(result.current.shown).toBe(items);
    expect(result.current.busy).toBe(true);
    report(result);
    paint();
    expect(result.current.busy).toBe(false);
  });

  it('draws nothing again when an item reports: only the next batch draws', () => {
    const items = ids(0, 8);
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useStaggeredList(items, same, 4);
    });
    const before = renders;
    report(result);
    expect(renders).toBe(before);
    paint();
    expect(result.current.shown).toEqual(ids(0, 8));
    expect(renders).toBe(before + 1);
  });

  it('is not busy with an empty list', () => {
    const { result } = renderHook(() => useStaggeredList([], same, 4));
    expect(result.current).toMatchObject({ shown: [], busy: false });
  });

  it('waits for the items still loading, and goes on without those that never report', () => {
    const items = ids(0, 6);
    const { result } = renderHook(() => useStaggeredList(items, same, 4));
    act(() => ['q0', 'q1', 'q2'].forEach(result.current.onItemRendered));
    paint();
    expect(result.current.shown).toEqual(ids(0, 4));
    act(() => { vi.advanceTimersByTime(ITEM_READY_TIMEOUT_MS); });
    expect(result.current.shown).toBe(items);
  });

  it('shows a short list whole at once', () => {
    const items = ids(0, 3);
    const { result } = renderHook(() => useStaggeredList(items, same, 4));
    expect(result.current.shown).toBe(items);
  });

  it('keeps the items already shown when new ones come in above them, and adds those in batches', () => {
    const { result, rerender } = renderHook(({ items }) => useStaggeredList(items, same, 4), { initialProps: { items: ids(10, 14) } });
    expect(result.current.shown).toEqual(ids(10, 14));
    report(result);
    paint();
    rerender({ items: ids(4, 14) });
    expect(result.current.shown).toEqual([...ids(4, 8), ...ids(10, 14)]);
    report(result);
    paint();
    expect(result.current.shown).toEqual(ids(4, 14));
  });

  it('shows a list in a new order at once when every item was shown before', () => {
    const items = ids(0, 8);
    const { result, rerender } = renderHook(({ list }) => useStaggeredList(list, same, 4), { initialProps: { list: items } });
    report(result);
    paint();
    report(result);
    paint();
    const reversed = [...items].reverse();
    rerender({ list: reversed });
    expect(result.current.shown).toBe(reversed);
  });

  it('goes on without painted frames, as in a hidden tab', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    try {
      const items = ids(0, 6);
      const { result } = renderHook(() => useStaggeredList(items, same, 4));
      report(result);
      act(() => { vi.advanceTimersByTime(50); });
      expect(result.current.shown).toHaveLength(4);
      act(() => { vi.advanceTimersByTime(60); });
      expect(result.current.shown).toBe(items);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows at least one new item a batch whatever the step', () => {
    const items = ids(0, 2);
    const { result } = renderHook(() => useStaggeredList(items, same, 0));
    expect(result.current.shown).toEqual(['q0']);
    report(result);
    paint();
    expect(result.current.shown).toBe(items);
  });
});
