import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastApi } from './toast';
import { createToastStore } from './toast-store';

let store = createToastStore();
let toast = createToastApi(store);
const only = () => {
  const [first, ...rest] = store.getSnapshot();
  expect(rest).toEqual([]);
  return first;
};
// Lets the promise callbacks of toast.promise run under fake timers.
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  store = createToastStore();
  toast = createToastApi(store);
});
afterEach(() => {
  store.clear();
  vi.useRealTimers();
});

describe('toast', () => {
  it('shows a plain string as the title of a default toast', () => {
    toast('Saved');
    expect(only()).toMatchObject({ title: 'Saved', variant: 'default' });
  });

  it.each(['success', 'error', 'warning', 'info'] as const)('shows a %s toast from its shortcut', (variant) => {
    toast[variant]('Heads up', { description: 'More words' });
    expect(only()).toMatchObject({ title: 'Heads up', description: 'More words', variant });
  });

  it('dismisses a toast by id', () => {
    const id = toast('Saved');
    toast.dismiss(id);
    expect(only()?.status).toBe('closing');
  });
});

describe('toast.promise', () => {
  it('shows the default loading text until the promise settles, however long it takes', async () => {
    // A promise that never settles: nothing to wait for or catch.
    void toast.promise(new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(only()).toMatchObject({ title: 'Loading...', status: 'open' });
  });

  it('turns into a success toast with the default text that closes after 3000 ms', async () => {
    await toast.promise(Promise.resolve(42));
    await settle();
    expect(only()).toMatchObject({ title: 'Success!', variant: 'success', duration: 3000 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(only()?.status).toBe('closing');
  });

  it('turns into an error toast with the default text that lasts 5000 ms', async () => {
    const failing = Promise.reject(new Error('boom'));
    await expect(toast.promise(failing)).rejects.toThrow('boom');
    await settle();
    expect(only()).toMatchObject({ title: 'Something went wrong', variant: 'error', duration: 5000 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(only()?.status).toBe('open');
    await vi.advanceTimersByTimeAsync(1);
    expect(only()?.status).toBe('closing');
  });

  it('uses the given texts, built from the result or the error', async () => {
    const saving = toast.promise(Promise.resolve({ name: 'Tech Night' }), {
      loading: 'Saving event…',
      success: (event) => `${event.name} saved`,
    });
    expect(only()?.title).toBe('Saving event…');
    await settle();
    expect(only()?.title).toBe('Tech Night saved');
    await expect(saving).resolves.toEqual({ name: 'Tech Night' });

    store.clear();
    const failing = Promise.reject(new Error('offline'));
    toast.promise(failing, { error: (error) => `Could not save: ${(error as Error).message}` }).catch(() => {});
    await settle();
    expect(only()?.title).toBe('Could not save: offline');
  });
});
