import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../db/after-next-paint';

/** An item that has not reported its content rendered by then is taken as rendered. */
export const ITEM_READY_TIMEOUT_MS = 250;

/**
 * The items of a list to render now: every item already rendered, and the first `step` of the others,
 * in the list's order. Each item reports through `onItemRendered(key)` once its content has rendered
 * (an item may load its own data first); the next `step` follow once the browser has painted them, in
 * a transition. `busy` holds until every item is in.
 *
 * Why: a list that fills at once (the feed when a first sync brings its questions, or after a change
 * of filter) would otherwise mount all its cards in one commit and lay them out in one frame, a task
 * that a busy phone stretches past 50 ms. A card already on screen never leaves to make room.
 */
export function useStaggeredList<T>(items: readonly T[], keyOf: (item: T) => string, step: number) {
  const [rendered, setRendered] = useState<ReadonlySet<string>>(() => new Set());
  // The items of the batch on screen that have reported, outside React's state: a report draws
  // nothing (six answers reporting drew a question's page six times more, before its first paint).
  const reported = useRef(new Set<string>());
  // Set by the batch on screen: looks whether a report completed it.
  const reportedOne = useRef<(() => void) | null>(null);
  // What the callback reads: an item shown in an earlier batch reports to no purpose.
  const renderedNow = useRef(rendered);
  renderedNow.current = rendered;
  const budget = Math.max(1, step);
  const fresh: string[] = [];
  const shown: T[] = [];
  // Once this batch is full and every rendered item is found, the rest of a long list is not looked at.
  let renderedLeft = rendered.size;
  for (const item of items) {
    if (fresh.length === budget && renderedLeft === 0) break;
    const key = keyOf(item);
    if (rendered.has(key)) {
      renderedLeft -= 1;
      shown.push(item);
    } else if (fresh.length < budget) {
      fresh.push(key);
      shown.push(item);
    }
  }
  // Keys are ids: no id holds a NUL.
  const shownKeys = shown.map(keyOf).join('\0');
  const freshKeys = fresh.join('\0');
  useEffect(() => {
    if (freshKeys === '') return undefined;
    const batch = freshKeys.split('\0');
    const reveal = () =>
      startTransition(() => {
        // Only the items of this batch have reported: the next have not mounted yet.
        reported.current = new Set();
        setRendered(new Set(shownKeys.split('\0')));
      });
    let cancelPaint: (() => void) | undefined;
    const timer = setTimeout(reveal, ITEM_READY_TIMEOUT_MS);
    // The items report from their own effects, which run before this one: most have reported already.
    const check = () => {
      if (cancelPaint || !batch.every((key) => reported.current.has(key))) return;
      clearTimeout(timer);
      cancelPaint = afterNextPaint(reveal);
    };
    reportedOne.current = check;
    check();
    return () => {
      clearTimeout(timer);
      cancelPaint?.();
      if (reportedOne.current === check) reportedOne.current = null;
    };
  }, [shownKeys, freshKeys]);
  const onItemRendered = useCallback((key: string) => {
    if (renderedNow.current.has(key) || reported.current.has(key)) return;
    reported.current.add(key);
    reportedOne.current?.();
  }, []);
  // Busy until every item has rendered and been painted, as ARIA's feed role means it.
  return { shown: shown.length === items.length ? items : shown, onItemRendered, busy: fresh.length > 0 };
}
