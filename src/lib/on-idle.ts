/**
 * Calls back at the browser's next idle moment, or after `timeout` ms at the latest (at once in a task
 * of its own where there are no idle callbacks). Returns the way to cancel it.
 */
export function onIdle(callback: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => callback(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}
