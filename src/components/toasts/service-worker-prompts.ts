import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';
import { toast as defaultToast } from './toast';
import type { ToastApi } from './toast';

const messages = defineMessages({
  updateReady: { id: 'components.serviceWorker.updateReady', defaultMessage: 'Better {product} is ready for you' },
  refreshNow: { id: 'components.serviceWorker.refreshNow', defaultMessage: 'Refresh now' },
  later: { id: 'components.serviceWorker.later', defaultMessage: 'Later' },
  installTitle: { id: 'components.serviceWorker.installTitle', defaultMessage: 'Install {product}?' },
  installTip: { id: 'components.serviceWorker.installTip', defaultMessage: 'Hot tip: you can install {product} and use it offline.' },
  install: { id: 'components.serviceWorker.install', defaultMessage: 'Install' },
  gotIt: { id: 'components.serviceWorker.gotIt', defaultMessage: 'Got it' },
});

const product = { product: __PRODUCT_NAME__ };

// Fixed ids, so showing a prompt again replaces it: only one such prompt shows at a time.
export const UPDATE_PROMPT_ID = 'service-worker-update';
export const OFFLINE_READY_PROMPT_ID = 'service-worker-offline-ready';

/** A new version is waiting: 'Better Meetverse is ready for you', 'Refresh now' or 'Later'. `onRefresh` activates it; the page reloads when it takes control. */
export function showUpdatePrompt(onRefresh: () => void, api: ToastApi = defaultToast): string {
  const intl = appIntl();
  return api({
    id: UPDATE_PROMPT_ID,
    title: intl.formatMessage(messages.updateReady, product),
    variant: 'info',
    duration: Number.POSITIVE_INFINITY,
    actions: [
      { label: intl.formatMessage(messages.refreshNow), onClick: onRefresh },
      { label: intl.formatMessage(messages.later), onClick: () => {} },
    ],
  });
}

/**
 * The worker is installed and the app works offline: the install hint, with 'Got it', and 'Install'
 * first where the browser offers to install it (`install`, which asks the browser's own question).
 */
export function showOfflineReadyPrompt(api: ToastApi = defaultToast, install?: () => Promise<unknown>): string {
  const intl = appIntl();
  return api({
    id: OFFLINE_READY_PROMPT_ID,
    title: intl.formatMessage(messages.installTitle, product),
    description: intl.formatMessage(messages.installTip, product),
    variant: 'info',
    duration: Number.POSITIVE_INFINITY,
    actions: [
      ...(install ? [{ label: intl.formatMessage(messages.install), onClick: () => void install().catch((error: unknown) => console.warn('The install did not start', error)) }] : []),
      { label: intl.formatMessage(messages.gotIt), onClick: () => {} },
    ],
  });
}
