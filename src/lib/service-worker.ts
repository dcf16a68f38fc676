import { registerSW } from 'virtual:pwa-register';
import { showUpdatePrompt } from '../components/toasts/service-worker-prompts';
import { isBigScreenPath } from './paths';
import { startServiceWorkerFlow } from './service-worker-flow';
import { onSyncNotice } from './sync-client';

/** The sync heard that the server speaks another protocol version: this app must be reloaded. */
const onAppOutdated = (listener: () => void) => {
  onSyncNotice((notice) => {
    if (notice.kind === 'protocol-mismatch') listener();
  });
};

/** Registers /sw.js at scope /, with the update and offline-ready prompts. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) {
    onAppOutdated(() => showUpdatePrompt(() => location.reload()));
    return;
  }
  startServiceWorkerFlow({ register: registerSW, hintHidden: () => isBigScreenPath(location.pathname), onAppOutdated });
}
