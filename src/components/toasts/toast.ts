import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';
import { DEFAULT_DURATION_MS, toastStore } from './toast-store';
import type { ToastOptions, ToastStore, ToastVariant } from './toast-store';

// The promise toast's default texts, said in the language on screen when it shows, and how long its failure toast stays (5 s).
const PROMISE_DEFAULTS = defineMessages({
  loading: { id: 'components.toast.loading', defaultMessage: 'Loading...' },
  success: { id: 'components.toast.success', defaultMessage: 'Success!' },
  error: { id: 'components.toast.error', defaultMessage: 'Something went wrong' },
});
export const ERROR_PROMISE_DURATION_MS = 5000;

type Message<T> = string | ((value: T) => string);

export type PromiseMessages<T> = {
  loading?: string;
  success?: Message<T>;
  error?: Message<unknown>;
};

type VariantShortcut = (title: string, options?: ToastOptions) => string;

export type ToastApi = ((input: string | ToastOptions) => string) & {
  success: VariantShortcut;
  error: VariantShortcut;
  warning: VariantShortcut;
  info: VariantShortcut;
  dismiss: (id?: string) => void;
  update: (id: string, options: ToastOptions) => void;
  promise: <T>(promise: Promise<T>, messages?: PromiseMessages<T>, options?: ToastOptions) => Promise<T>;
};

const text = <T>(message: Message<T> | undefined, value: T, fallback: keyof typeof PROMISE_DEFAULTS) =>
  (typeof message === 'function' ? message(value) : message) ?? appIntl().formatMessage(PROMISE_DEFAULTS[fallback]);

export function createToastApi(store: ToastStore): ToastApi {
  const show = (input: string | ToastOptions) => store.show(typeof input === 'string' ? { title: input } : input);
  const shortcut =
    (variant: ToastVariant): VariantShortcut =>
    (title, options) =>
      store.show({ ...options, title, variant });

  /** One toast that follows the promise: loading until it settles, then success or a 5 s error. Returns the promise. */
  function promise<T>(pending: Promise<T>, messages: PromiseMessages<T> = {}, options: ToastOptions = {}): Promise<T> {
    const id = store.show({
      ...options,
      title: messages.loading ?? appIntl().formatMessage(PROMISE_DEFAULTS.loading),
      variant: 'default',
      duration: Number.POSITIVE_INFINITY,
    });
    pending.then(
      (value) =>
        store.show({
          ...options,
          id,
          variant: 'success',
          title: text(messages.success, value, 'success'),
          duration: options.duration ?? DEFAULT_DURATION_MS,
        }),
      (error: unknown) =>
        store.show({
          ...options,
          id,
          variant: 'error',
          title: text(messages.error, error, 'error'),
          duration: ERROR_PROMISE_DURATION_MS,
        }),
    );
    return pending;
  }

  return Object.assign(show, {
    success: shortcut('success'),
    error: shortcut('error'),
    warning: shortcut('warning'),
    info: shortcut('info'),
    dismiss: store.dismiss,
    update: store.update,
    promise,
  });
}

export const toast = createToastApi(toastStore);
