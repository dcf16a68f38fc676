import { onIdle } from './on-idle';

/** What a screen shows while it loads: a region marked busy, or a loader. */
const LOADING = '[aria-busy="true"], .mantine-Loader-root';

export type FirstScreenOptions = {
  /** The longest wait, whatever the screen shows. */
  maxWaitMs?: number;
  idle?: (callback: () => void) => void;
};

/**
 * Resolves once `root` shows a screen (its `<main>` has something in it) with nothing still loading
 * (no region marked busy, no loader), at the next idle moment after; after `maxWaitMs` at the latest,
 * for a screen that keeps a loader up.
 */
export function whenFirstScreenDrawn(root: HTMLElement, { maxWaitMs = 2_000, idle = (callback) => onIdle(callback, 500) }: FirstScreenOptions = {}): Promise<void> {
  const drawn = () => (root.querySelector('main')?.firstElementChild ?? null) !== null && root.querySelector(LOADING) === null;
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(cap);
      idle(resolve);
    };
    const observer = new MutationObserver(() => {
      if (drawn()) finish();
    });
    const cap = setTimeout(finish, maxWaitMs);
    if (drawn()) finish();
    else observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'class'] });
  });
}
