// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { Subject, type Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { AppDatabase } from '../../local-store/open-database';

const db = {} as AppDatabase;
vi.mock('./database', () => ({ getDatabase: async () => db }));
const { useLiveQuery } = await import('./use-live-query');

/** A live query under the test's control. */
function liveSource<T>() {
  const results = new Subject<T>();
  const query = vi.fn((_db: AppDatabase): Observable<T> => results.asObservable());
  return { results, query };
}

const microtasks = async () => {
  for (let n = 0; n < 10; n++) await Promise.resolve();
};

describe('a live query on a screen', () => {
  it('shows the results and every later change', async () => {
    const source = liveSource<number>();
    const { result } = renderHook(() => useLiveQuery((db) => source.query(db), []));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(source.query).toHaveBeenCalledWith(db));
    act(() => source.results.next(1));
    await waitFor(() => expect(result.current).toEqual({ data: 1, loading: false, error: undefined }));
    act(() => source.results.next(2));
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('draws the screen once as it mounts, loading, and once more for the first result', async () => {
    const source = liveSource<number>();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useLiveQuery((db) => source.query(db), []);
    });
    await waitFor(() => expect(source.query).toHaveBeenCalled());
    await act(microtasks);
    expect(renders).toBe(1);
    act(() => source.results.next(1));
    await waitFor(() => expect(result.current.data).toBe(1));
    expect(renders).toBe(2);
  });

  it('starts from a result it was given, without a loading state, and takes the live result only when it says something else', async () => {
    const source = liveSource<{ rev: number }>();
    const given = { rev: 1 };
    const same = (shown: { rev: number }, next: { rev: number }) => shown.rev === next.rev;
    const { result } = renderHook(() => useLiveQuery((db) => source.query(db), [], { initial: given, same }));
    expect(result.current).toEqual({ data: given, loading: false, error: undefined });
    await waitFor(() => expect(source.query).toHaveBeenCalled());
    act(() => source.results.next({ rev: 1 }));
    await act(microtasks);
    expect(result.current.data).toBe(given);
    expect(result.current.loading).toBe(false);
    const changed = { rev: 2 };
    act(() => source.results.next(changed));
    await waitFor(() => expect(result.current.data).toBe(changed));
  });

  it('reports a failing query instead of loading for ever', async () => {
    const source = liveSource<number>();
    const { result } = renderHook(() => useLiveQuery((db) => source.query(db), []));
    await waitFor(() => expect(source.query).toHaveBeenCalled());
    act(() => source.results.error(new Error('The database is closed')));
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, error: new Error('The database is closed') }));
  });

  it('is built after the screen rendered, in a task of its own, not in the render that mounted it', async () => {
    const source = liveSource<number>();
    renderHook(() => useLiveQuery((db) => source.query(db), []));
    await act(microtasks);
    expect(source.query).not.toHaveBeenCalled();
    await waitFor(() => expect(source.query).toHaveBeenCalledTimes(1));
  });

  it('waits for the screen to be painted when it starts from a result it was given, and not when it has none', async () => {
    const frames: FrameRequestCallback[] = [];
    const paint = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      const given = liveSource<number>();
      renderHook(() => useLiveQuery((db) => given.query(db), [], { initial: 1 }));
      const none = liveSource<number>();
      renderHook(() => useLiveQuery((db) => none.query(db), []));
      await waitFor(() => expect(none.query).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(given.query).not.toHaveBeenCalled();
      act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
      await waitFor(() => expect(given.query).toHaveBeenCalledTimes(1));
    } finally {
      paint.mockRestore();
    }
  });

  it('remembers its last result under its key: the same query mounted again starts from it, not from a loading state', async () => {
    const first = liveSource<number>();
    const before = renderHook(() => useLiveQuery((db) => first.query(db), [], { remember: 'a count' }));
    expect(before.result.current.loading).toBe(true);
    await waitFor(() => expect(first.query).toHaveBeenCalled());
    act(() => first.results.next(7));
    await waitFor(() => expect(before.result.current.data).toBe(7));
    before.unmount();

    const again = liveSource<number>();
    const after = renderHook(() => useLiveQuery((db) => again.query(db), [], { remember: 'a count' }));
    expect(after.result.current).toEqual({ data: 7, loading: false, error: undefined });
    await waitFor(() => expect(again.query).toHaveBeenCalled());
    act(() => again.results.next(8));
    await waitFor(() => expect(after.result.current.data).toBe(8));
    const other = renderHook(() => useLiveQuery((db) => liveSource<number>().query(db), [], { remember: 'another count' }));
    expect(other.result.current.loading).toBe(true);
  });

  it('is never started for a screen left before it started, and stops when the screen goes', async () => {
    const early = liveSource<number>();
    // Left in the render's own task: before the database answered, so before the query's task was set.
    const left = renderHook(() => useLiveQuery((db) => early.query(db), []));
    left.unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(early.query).not.toHaveBeenCalled();

    const later = liveSource<number>();
    const shown = renderHook(() => useLiveQuery((db) => later.query(db), []));
    await waitFor(() => expect(later.query).toHaveBeenCalled());
    expect(later.results.observed).toBe(true);
    shown.unmount();
    expect(later.results.observed).toBe(false);
  });
});
