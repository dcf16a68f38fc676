import { registerSW } from 'virtual:pwa-register';
import { isBigScreenPath } from './paths';
import { startServiceWorkerFlow } from './service-worker-flow';

/** Registers /sw.js at scope /, with the update and offline-ready prompts. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  startServiceWorkerFlow({ register: registerSW, hintHidden: () => isBigScreenPath(location.pathname) });
}
