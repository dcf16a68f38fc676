import { toast as defaultToast } from './toast';
import type { ToastApi } from './toast';

// Fixed ids, so showing a prompt again replaces it: only one such prompt shows at a time.
export const UPDATE_PROMPT_ID = 'service-worker-update';
export const OFFLINE_READY_PROMPT_ID = 'service-worker-offline-ready';

/** A new version is waiting: 'Better Meetverse is ready for you', 'Refresh now' or 'Later'. `onRefresh` activates it; the page reloads when it takes control. */
export function showUpdatePrompt(onRefresh: () => void, api: ToastApi = defaultToast): string {
  return api({
    id: UPDATE_PROMPT_ID,
    title: `Better ${__PRODUCT_NAME__} is ready for you`,
    variant: 'info',
    duration: Number.POSITIVE_INFINITY,
    actions: [
      { label: 'Refresh now', onClick: onRefresh },
      { label: 'Later', onClick: () => {} },
    ],
  });
}

/**
 * The worker is installed and the app works offline: the install hint, with 'Got it', and 'Install'
 * first where the browser offers to install it (`install`, which asks the browser's own question).
 */
export function showOfflineReadyPrompt(api: ToastApi = defaultToast, install?: () => Promise<unknown>): string {
  return api({
    id: OFFLINE_READY_PROMPT_ID,
    title: `Install ${__PRODUCT_NAME__}?`,
    description: `Hot tip: you can install ${__PRODUCT_NAME__} and use it offline.`,
    variant: 'info',
    duration: Number.POSITIVE_INFINITY,
    actions: [
      ...(install ? [{ label: 'Install', onClick: () => void install().catch((error: unknown) => console.warn('The install did not start', error)) }] : []),
      { label: 'Got it', onClick: () => {} },
    ],
  });
}
