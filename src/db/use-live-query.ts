import { startTransition, useEffect, useRef, useState } from 'react';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../local-store/open-database';
import { getDatabase } from './database';
import { afterNextPaint } from './after-next-paint';

export type LiveResult<T> = { data: T | undefined; loading: boolean; error: Error | undefined };

export type LiveQueryOptions<T> = {
  /** A result already read (a route's loader read it while the screen's code loaded): shown at once. */
  initial?: T;
  /** Whether a result says the same as the one shown; then the screen is not rendered again for it. */
  same?: (shown: T, next: T) => boolean;
  /**
   * A key under which this tab keeps the query's last result: a screen that mounts the same query
   * (the header's with each screen, a member's blocks) starts from it instead of a loading state, and
   * its query confirms or corrects it once that screen has painted.
   */
  remember?: string;
};

/** The last result of each remembered query in this tab (`remember`), the least recent forgotten past a few hundred. */
const remembered = new Map<string, unknown>();
const REMEMBERED_MAX = 300;

function rememberResult(key: string, result: unknown): void {
  remembered.delete(key);
  remembered.set(key, result);
  if (remembered.size > REMEMBERED_MAX) remembered.delete(remembered.keys().next().value as string);
}

/**
 * Subscribes to a live RxDB query; the screen re-renders whenever the result changes,
 * whether the change came from this tab, another tab or the replication worker.
 */
export function useLiveQuery<T>(query: (db: AppDatabase) => Observable<T>, deps: readonly unknown[], options: LiveQueryOptions<T> = {}): LiveResult<T> {
  const { same, remember } = options;
  const initial = options.initial !== undefined || remember === undefined ? options.initial : (remembered.get(remember) as T | undefined);
  const [state, setState] = useState<LiveResult<T>>(() =>
    initial === undefined ? { data: undefined, loading: true, error: undefined } : { data: initial, loading: false, error: undefined },
  );
  const shown = useRef(state.data);
  shown.current = state.data;
  const mounted = useRef(false);
  useEffect(() => {
    let cancelled = false;
    let unsubscribe = () => {};
    // A screen that starts from a result it was given is not loading; a change of query is. A state
    // already loading stays the same object: a new one would render the screen again for nothing.
    const startsAfterPaint = !mounted.current && initial !== undefined;
    if (!startsAfterPaint) setState((previous) => (previous.loading ? previous : { ...previous, loading: true }));
    mounted.current = true;
    getDatabase().then(
      (db) => {
        if (cancelled) return;
        // The query starts in a task of its own: building an RxDB query costs a few milliseconds, and a
        // screen that mounts with a dozen of them would otherwise add them all to its render's task.
        // A screen that mounted with its result already drawn (`initial`) waits for nothing: its
        // queries start once the browser has painted it, so they never hold back that first paint.
        const start = (run: () => void) => {
          if (startsAfterPaint) return afterNextPaint(run);
          const timer = setTimeout(run, 0);
          return () => clearTimeout(timer);
        };
        const cancelStart = start(() => {
          let first = true;
          const subscription = query(db).subscribe({
            // The first result replaces the loading state at once, in one render: it is what the member
            // waits for. Later ones, and a first one replacing a result the screen already shows (a
            // page the server rendered), are transitions: React renders what the data changed in
            // slices, yielding to input, so a burst of changes (a first sync writing thousands of
            // documents) never holds the main thread.
            next: (next) => {
              if (remember !== undefined) rememberResult(remember, next);
              const wasFirst = first;
              first = false;
              const current = shown.current;
              if (same && current !== undefined && same(current, next)) {
                setState((previous) => (previous.loading ? { ...previous, loading: false } : previous));
                return;
              }
              const result = { data: next, loading: false, error: undefined };
              if (wasFirst && current === undefined) setState(result);
              else startTransition(() => setState(result));
            },
            error: (error: Error) => setState({ data: undefined, loading: false, error }),
          });
          unsubscribe = () => subscription.unsubscribe();
        });
        unsubscribe = cancelStart;
      },
      (error: Error) => !cancelled && setState({ data: undefined, loading: false, error }),
    );
    return () => {
      cancelled = true;
      unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}
