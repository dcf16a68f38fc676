type WorkerLike = Pick<Worker, 'terminate'> & { onmessage: unknown; onerror: unknown };

/**
 * Has a short-lived worker build the browser's collator before the page's database opens: the first
 * `localeCompare` of a page loads ICU's collation data (some 17 ms on a desktop, four times that
 * on a mid-range phone), and the database's schemas are sorted with it as it opens. Once a worker has
 * loaded the data, the main thread's first use costs nothing. Without workers nothing happens: the page
 * loads the data itself, as before.
 */
export function warmCollation(spawn: () => WorkerLike = () => new Worker(new URL('../../workers/collation.worker.ts', import.meta.url), { type: 'module', name: 'collation' })): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = spawn();
    const done = () => worker.terminate();
    worker.onmessage = done;
    worker.onerror = done;
  } catch {
    // No worker could be started (a browser that refuses them): the page builds its own collator.
  }
}
