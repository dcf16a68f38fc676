/** Calls back at the browser's next idle moment, or after `timeout` ms at the latest (at once in a task of its own where there are no idle callbacks). */
export function onIdle(callback: () => void, timeout: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => callback(), { timeout });
  else setTimeout(callback, 0);
}
