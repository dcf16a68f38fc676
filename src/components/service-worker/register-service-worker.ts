import { registerSW } from 'virtual:pwa-register';
import { showUpdatePrompt } from '../toasts/service-worker-prompts';
import { startServiceWorkerFlow } from './service-worker-flow';
import { installOffer, listenForInstallPrompt } from './install-prompt';
import { onSyncNotice } from '../../lib/sync-client';

// The browser offers to install the app once, maybe before the worker registers: kept from the start.
listenForInstallPrompt();

/** The sync heard that the server speaks another protocol version: this app must be reloaded. */
const onAppOutdated = (listener: () => void) => {
  onSyncNotice((notice) => {
    if (notice.kind === 'protocol-mismatch') listener();
  });
};

/**
 * Registers /sw.js at scope /, with the update and offline-ready prompts; `hintHidden` says when the
 * install hint must not show (a projected big screen, a member signed in).
 */
export function registerServiceWorker(hintHidden: () => boolean): void {
  if (!('serviceWorker' in navigator)) {
    onAppOutdated(() => showUpdatePrompt(() => location.reload()));
    return;
  }
  startServiceWorkerFlow({ register: registerSW, hintHidden, onAppOutdated, install: installOffer });
}
