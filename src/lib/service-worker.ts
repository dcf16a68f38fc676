import { registerSW } from 'virtual:pwa-register';
import { showOfflineReadyPrompt, showUpdatePrompt } from '../components/toasts/service-worker-prompts';

/** SPEC 2, 7: /sw.js at scope /, with the update and offline-ready prompts. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    // 'Refresh now' activates the waiting worker; the page reloads once when it takes control.
    onNeedRefresh: () => showUpdatePrompt(() => void updateServiceWorker(true)),
    onOfflineReady: () => showOfflineReadyPrompt(),
  });
}
