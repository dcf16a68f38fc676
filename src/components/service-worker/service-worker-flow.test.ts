import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_READY_PROMPT_ID, UPDATE_PROMPT_ID } from '../toasts/service-worker-prompts';
import { createToastApi } from '../toasts/toast';
import { createToastStore } from '../toasts/toast-store';
import { REFRESH_FALLBACK_MS, startServiceWorkerFlow, type RegisterOptions } from './service-worker-flow';

let store = createToastStore();

/** The flow with fakes; `withDialog` starts it on a page with a dialog open, which `closeDialog` closes; `install` is the browser's offer to install. */
function setUp(hintHidden?: () => boolean, withDialog = false, install?: () => Promise<unknown>) {
  store = createToastStore();
  const api = createToastApi(store);
  let options: RegisterOptions = {};
  const update = vi.fn(async (_reloadPage?: boolean) => {});
  const reload = vi.fn();
  let outdated = () => {};
  let waiting: (() => void) | undefined;
  startServiceWorkerFlow({
    register: (given) => {
      options = given;
      return update;
    },
    reload,
    api,
    ...(hintHidden ? { hintHidden } : {}),
    ...(withDialog
      ? {
          whenNoDialog: (callback: () => void) => {
            waiting = callback;
          },
        }
      : {}),
    onAppOutdated: (listener) => {
      outdated = listener;
    },
    ...(install ? { install: () => install } : {}),
  });
  const open = () => store.getSnapshot().filter((toast) => toast.status === 'open');
  const action = (id: string, label: string) => store.getSnapshot().find((toast) => toast.id === id)?.actions.find((a) => a.label === label);
  return { options, update, reload, open, action, outdated: () => outdated(), closeDialog: () => waiting?.() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  store.clear();
  vi.useRealTimers();
});

describe('startServiceWorkerFlow', () => {
  it('registers at once, without waiting for the load event', () => {
    expect(setUp().options.immediate).toBe(true);
  });

  it("shows 'Install Meetverse?' with 'Got it' when the worker is first ready offline", () => {
    const flow = setUp();
    flow.options.onOfflineReady?.();
    expect(flow.open().map((toast) => toast.id)).toEqual([OFFLINE_READY_PROMPT_ID]);
    expect(flow.action(OFFLINE_READY_PROMPT_ID, 'Got it')).toBeDefined();
    expect(flow.action(OFFLINE_READY_PROMPT_ID, 'Install')).toBeUndefined();
  });

  it("offers 'Install' beside 'Got it' where the browser offers to install, and asks the browser's question", () => {
    const install = vi.fn(async () => true);
    const flow = setUp(undefined, false, install);
    flow.options.onOfflineReady?.();
    const labels = store.getSnapshot().find((toast) => toast.id === OFFLINE_READY_PROMPT_ID)?.actions.map((a) => a.label);
    expect(labels).toEqual(['Install', 'Got it']);
    flow.action(OFFLINE_READY_PROMPT_ID, 'Install')?.onClick();
    expect(install).toHaveBeenCalledTimes(1);
  });

  it('waits for an open dialog to close before it shows the install hint', () => {
    const flow = setUp(undefined, true);
    flow.options.onOfflineReady?.();
    expect(flow.open()).toEqual([]);
    flow.closeDialog();
    expect(flow.open().map((toast) => toast.id)).toEqual([OFFLINE_READY_PROMPT_ID]);
  });

  it('never shows the install hint on the big screen', () => {
    const flow = setUp(() => true);
    flow.options.onOfflineReady?.();
    expect(flow.open()).toEqual([]);
  });

  it("'Refresh now' activates the waiting worker and leaves the reload to the worker taking control", () => {
    const flow = setUp();
    flow.options.onNeedRefresh?.();
    expect(flow.open()[0]?.title).toBe('Better Meetverse is ready for you');
    flow.action(UPDATE_PROMPT_ID, 'Refresh now')?.onClick();
    expect(flow.update).toHaveBeenCalledWith(true);
    vi.advanceTimersByTime(REFRESH_FALLBACK_MS - 1);
    expect(flow.reload).not.toHaveBeenCalled();
  });

  it("'Refresh now' reloads the page all the same when the new worker has not taken control after a few seconds", () => {
    const flow = setUp();
    flow.options.onNeedRefresh?.();
    flow.action(UPDATE_PROMPT_ID, 'Refresh now')?.onClick();
    vi.advanceTimersByTime(REFRESH_FALLBACK_MS);
    expect(flow.reload).toHaveBeenCalledTimes(1);
    flow.options.onNeedReload?.();
    expect(flow.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once when the new worker takes control, however often control is reported, and leaves no fallback waiting', () => {
    const flow = setUp();
    flow.options.onNeedRefresh?.();
    flow.action(UPDATE_PROMPT_ID, 'Refresh now')?.onClick();
    const waiting = vi.getTimerCount();
    flow.options.onNeedReload?.();
    expect(vi.getTimerCount()).toBe(waiting - 1);
    flow.options.onNeedReload?.();
    flow.options.onNeedReload?.();
    vi.advanceTimersByTime(REFRESH_FALLBACK_MS);
    expect(flow.reload).toHaveBeenCalledTimes(1);
  });

  it("'Later' dismisses the prompt and changes nothing", () => {
    const flow = setUp();
    flow.options.onNeedRefresh?.();
    flow.action(UPDATE_PROMPT_ID, 'Later')?.onClick();
    store.dismiss(UPDATE_PROMPT_ID);
    vi.advanceTimersByTime(1000);
    expect(flow.open()).toEqual([]);
    expect(flow.update).not.toHaveBeenCalled();
    expect(flow.reload).not.toHaveBeenCalled();
  });

  it('shows one prompt at a time: a waiting update replaces the install hint, and the hint does not come back', () => {
    const flow = setUp();
    flow.options.onOfflineReady?.();
    flow.options.onNeedRefresh?.();
    flow.options.onNeedRefresh?.();
    flow.options.onOfflineReady?.();
    expect(flow.open().map((toast) => toast.id)).toEqual([UPDATE_PROMPT_ID]);
  });

  describe('when the server speaks another protocol version', () => {
    it('asks the browser for the new worker at once and shows the update prompt in place of the install hint', () => {
      const flow = setUp();
      const registration = { update: vi.fn(async () => {}) };
      flow.options.onRegisteredSW?.('/sw.js', registration as never);
      flow.options.onOfflineReady?.();
      flow.outdated();
      expect(registration.update).toHaveBeenCalledTimes(1);
      expect(flow.open().map((toast) => toast.id)).toEqual([UPDATE_PROMPT_ID]);
    });

    it("'Refresh now' activates the new worker when it waits", () => {
      const flow = setUp();
      flow.options.onNeedRefresh?.();
      flow.outdated();
      flow.action(UPDATE_PROMPT_ID, 'Refresh now')?.onClick();
      expect(flow.update).toHaveBeenCalledWith(true);
      expect(flow.reload).not.toHaveBeenCalled();
    });

    it("'Refresh now' reloads the page when no new worker waits yet", () => {
      const flow = setUp();
      flow.outdated();
      flow.action(UPDATE_PROMPT_ID, 'Refresh now')?.onClick();
      expect(flow.update).not.toHaveBeenCalled();
      expect(flow.reload).toHaveBeenCalledTimes(1);
    });
  });
});
