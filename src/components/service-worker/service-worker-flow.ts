import { OFFLINE_READY_PROMPT_ID, showOfflineReadyPrompt, showUpdatePrompt } from '../toasts/service-worker-prompts';
import { toast, type ToastApi } from '../toasts/toast';
import { trackAppUpdated } from '../../lib/analytics';

/** The options of vite-plugin-pwa's registerSW that the flow uses. */
export type RegisterOptions = {
  immediate?: boolean;
  onNeedRefresh?: () => void;
  onOfflineReady?: () => void;
  onNeedReload?: () => void;
  onRegisterError?: (error: unknown) => void;
  onRegisteredSW?: (swUrl: string, registration: ServiceWorkerRegistration | undefined) => void;
};

export type RegisterSW = (options: RegisterOptions) => (reloadPage?: boolean) => Promise<void>;

export type FlowOptions = {
  register: RegisterSW;
  reload?: () => void;
  api?: ToastApi;
  /** True where the install hint must not show: the big screen, which a projector shows to a room; a member signed in. */
  hintHidden?: () => boolean;
  /** Subscribes to the sync's word that the server speaks another protocol version than this app. */
  onAppOutdated?: (listener: () => void) => void;
  /** Calls back once no dialog is open: a hint never covers a dialog the member is using. */
  whenNoDialog?: (callback: () => void) => void;
  /** The browser's offer to install the app, when it makes one (install-prompt.ts): the hint then offers 'Install'. */
  install?: () => (() => Promise<unknown>) | undefined;
};

const dialogOpen = () => document.querySelector('[role="dialog"]') !== null;

/** Calls back now when no dialog is open, else as soon as the last one closes. */
export function whenNoDialogOpen(callback: () => void): void {
  if (typeof document === 'undefined' || !dialogOpen()) {
    callback();
    return;
  }
  const observer = new MutationObserver(() => {
    if (dialogOpen()) return;
    observer.disconnect();
    callback();
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/**
 * How long 'Refresh now' waits for the new worker to take control before it reloads the page all the
 * same: the browser holds a new worker back while the old one finishes work in hand, and the member
 * asked for a refresh. The new version then takes over as soon as the old worker lets go.
 */
export const REFRESH_FALLBACK_MS = 5000;

/**
 * The update and offline-ready prompts around the service worker. 'Refresh now' tells the
 * waiting worker to take over; when it has control the page reloads, once (or after
 * REFRESH_FALLBACK_MS if it has not taken it by then). Nothing unsent is lost: writes wait in
 * IndexedDB, which the reload keeps.
 */
export function startServiceWorkerFlow({
  register,
  reload = () => window.location.reload(),
  api = toast,
  hintHidden = () => false,
  onAppOutdated,
  whenNoDialog = whenNoDialogOpen,
  install = () => undefined,
}: FlowOptions): void {
  let reloading = false;
  let updateWaiting = false;
  let registration: ServiceWorkerRegistration | undefined;
  // 'Refresh now' reloads after a while even if the new worker never takes control.
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const reloadOnce = () => {
    clearTimeout(fallback);
    if (reloading) return;
    reloading = true;
    reload();
  };
  const update = register({
    immediate: true,
    onNeedRefresh: () => {
      // Only one prompt at a time: the update supersedes the install hint.
      updateWaiting = true;
      api.dismiss(OFFLINE_READY_PROMPT_ID);
      showUpdatePrompt(() => {
        trackAppUpdated();
        void update(true);
        clearTimeout(fallback);
        fallback = setTimeout(reloadOnce, REFRESH_FALLBACK_MS);
      }, api);
    },
    // The worker installs once the page has settled: for a member who signed in, after their first
    // sync, maybe while a dialog is open, which the hint then waits for.
    onOfflineReady: () => {
      whenNoDialog(() => {
        if (!updateWaiting && !hintHidden()) showOfflineReadyPrompt(api, install());
      });
    },
    // Called when the new worker takes control of this page, by this tab's choice or another's.
    onNeedReload: reloadOnce,
    onRegisterError: (error) => console.warn('The service worker could not be registered', error),
    onRegisteredSW: (_swUrl, registered) => {
      registration = registered;
    },
  });
  // The server refuses this app's protocol: sync has stopped until the app is reloaded. The browser is
  // asked for the new worker now rather than at its next check; 'Refresh now' activates it when it
  // waits, and otherwise reloads, which fetches it.
  onAppOutdated?.(() => {
    api.dismiss(OFFLINE_READY_PROMPT_ID);
    void registration?.update().catch(() => {});
    showUpdatePrompt(() => {
      trackAppUpdated();
      if (updateWaiting) void update(true);
      else reloadOnce();
    }, api);
  });
}
