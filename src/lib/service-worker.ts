import { registerSW } from 'virtual:pwa-register';

/** SPEC 7: /sw.js at scope /. The update and install prompts hang off these callbacks. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  registerSW({ immediate: true });
}
