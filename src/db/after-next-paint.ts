/*
 * The browser's next paint, for work that must not hold it back: the live queries of a screen drawn
 * from its loader's read (use-live-query.ts), a list's next items (lib/use-staggered-list.ts).
 */

/** A frame is not always coming: a hidden tab paints none, so a timer stands in after this long. */
const NO_FRAME_MS = 100;

/** Runs `callback` once the browser has painted the next frame (or after a while without one). */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  const fallback = setTimeout(run, NO_FRAME_MS);
  // The frame's callbacks run before it paints: the task after them comes once it has.
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(() => (timer = setTimeout(run, 0)));
  return () => {
    done = true;
    clearTimeout(fallback);
    clearTimeout(timer);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}
