import { startTransition, useEffect, useState } from 'react';
import { adoptingServerMarkup } from './server-markup';
import { afterNextPaint } from '../db/after-next-paint';

/**
 * Whether something heavy may mount yet: false until `ready`, then true for good, switched in a
 * transition. React then renders it in slices that let the browser in between instead of in the task
 * that made it ready (a navigation or an external store's change renders synchronously). A page the
 * server rendered has it already: it is mounted from the start there. `readyAtMountIsDrawn`: when it
 * is ready in the first render (its route's loader read the data while the code loaded), it mounts in
 * that render, for a screen that keeps that render small (a long list drawn a few items at first).
 */
export function useMountedInTransition(ready: boolean, readyAtMountIsDrawn = false): boolean {
  const [mounted, setMounted] = useState(() => ready && (readyAtMountIsDrawn || adoptingServerMarkup()));
  useEffect(() => {
    if (ready && !mounted) startTransition(() => setMounted(true));
  }, [ready, mounted]);
  return mounted;
}

/**
 * `useMountedInTransition`, but switched only once the browser has painted the frame after `ready`: what
 * comes first (a list's first items) reaches the screen before this part's render and layout run. A
 * transition started right away renders in a task that comes before that paint.
 */
export function useMountedAfterPaint(ready: boolean): boolean {
  const [mounted, setMounted] = useState(() => ready && adoptingServerMarkup());
  useEffect(() => {
    if (!ready || mounted) return;
    return afterNextPaint(() => startTransition(() => setMounted(true)));
  }, [ready, mounted]);
  return mounted;
}
