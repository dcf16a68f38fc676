import { newId } from '../../lib/uuid';

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
export type ToastPosition = 'top' | 'bottom' | 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
export type SwipeDirection = 'left' | 'right' | 'up' | 'down';
export type ToastStatus = 'open' | 'closing' | 'closed';
export type ToastAction = { label: string; onClick: () => void };

/** A toast, plus its action buttons and where it is in its life. */
export type Toast = {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  position: ToastPosition;
  dismissible: boolean;
  pauseOnHover: boolean;
  swipeDirection: SwipeDirection;
  actions: readonly ToastAction[];
  status: ToastStatus;
};

export type ToastOptions = Partial<Omit<Toast, 'status'>>;

// A toast lasts 3 s by default, closes about 300 ms after it is dismissed and is removed 1000 ms after.
export const DEFAULT_DURATION_MS = 3000;
export const CLOSE_DELAY_MS = 300;
export const REMOVE_DELAY_MS = 1000;
export const DEFAULT_POSITION: ToastPosition = 'bottom';

const DEFAULTS: Omit<Toast, 'id' | 'status'> = {
  variant: 'default',
  duration: DEFAULT_DURATION_MS,
  position: DEFAULT_POSITION,
  dismissible: true,
  pauseOnHover: true,
  swipeDirection: 'right',
  actions: [],
};

type Timers = {
  autoClose?: ReturnType<typeof setTimeout>;
  close?: ReturnType<typeof setTimeout>;
  remove?: ReturnType<typeof setTimeout>;
  remainingMs: number;
  startedAt: number;
  paused: boolean;
};

export type ToastStore = ReturnType<typeof createToastStore>;

/** A tiny external store for useSyncExternalStore; timers live here so they work without a mounted Toaster. */
export function createToastStore() {
  let toasts: readonly Toast[] = [];
  const timers = new Map<string, Timers>();
  const listeners = new Set<() => void>();

  const emit = (next: readonly Toast[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };
  const patch = (id: string, change: Partial<Toast>) =>
    emit(toasts.map((toast) => (toast.id === id ? { ...toast, ...change } : toast)));
  const stopTimers = (id: string) => {
    const entry = timers.get(id);
    if (!entry) return;
    clearTimeout(entry.autoClose);
    clearTimeout(entry.close);
    clearTimeout(entry.remove);
    timers.delete(id);
  };
  const startAutoClose = (id: string, ms: number) => {
    const entry: Timers = { remainingMs: ms, startedAt: Date.now(), paused: false };
    if (Number.isFinite(ms)) entry.autoClose = setTimeout(() => dismiss(id), ms);
    timers.set(id, entry);
  };

  /** Shows a toast, or replaces the one with the same id (reopening it if it was closing). */
  function show(options: ToastOptions): string {
    const id = options.id ?? newId();
    const existing = toasts.find((toast) => toast.id === id);
    const next: Toast = { ...DEFAULTS, ...existing, ...options, id, status: 'open' };
    stopTimers(id);
    emit(existing ? toasts.map((toast) => (toast.id === id ? next : toast)) : [...toasts, next]);
    startAutoClose(id, next.duration);
    return id;
  }

  function update(id: string, options: ToastOptions): void {
    if (toasts.some((toast) => toast.id === id)) show({ ...options, id });
  }

  /** Closed about 300 ms after dismissal, removed 1000 ms after it. Without an id, all of them. */
  function dismiss(id?: string): void {
    const targets = toasts.filter((toast) => toast.status === 'open' && (id === undefined || toast.id === id));
    for (const { id: target } of targets) {
      stopTimers(target);
      patch(target, { status: 'closing' });
      timers.set(target, {
        remainingMs: 0,
        startedAt: Date.now(),
        paused: false,
        close: setTimeout(() => patch(target, { status: 'closed' }), CLOSE_DELAY_MS),
        remove: setTimeout(() => {
          timers.delete(target);
          emit(toasts.filter((toast) => toast.id !== target));
        }, REMOVE_DELAY_MS),
      });
    }
  }

  function pause(id: string): void {
    const entry = timers.get(id);
    if (!entry || entry.paused || entry.autoClose === undefined) return;
    clearTimeout(entry.autoClose);
    entry.autoClose = undefined;
    entry.remainingMs -= Date.now() - entry.startedAt;
    entry.paused = true;
  }

  function resume(id: string): void {
    const entry = timers.get(id);
    if (!entry?.paused) return;
    startAutoClose(id, Math.max(0, entry.remainingMs));
  }

  function clear(): void {
    [...timers.keys()].forEach(stopTimers);
    emit([]);
  }

  return {
    show,
    update,
    dismiss,
    pause,
    resume,
    clear,
    getSnapshot: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

// At most 5 toasts are shown at once.
export const MAX_VISIBLE_TOASTS = 5;

/** The toasts a Toaster draws: not yet closed, newest first, at most `limit`. */
export function visibleToasts(toasts: readonly Toast[], limit = MAX_VISIBLE_TOASTS): Toast[] {
  return toasts
    .filter((toast) => toast.status !== 'closed')
    .reverse()
    .slice(0, limit);
}

export const toastStore = createToastStore();
