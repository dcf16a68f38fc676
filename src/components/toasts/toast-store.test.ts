import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, visibleToasts } from './toast-store';
import type { Toast } from './toast-store';

let store = createToastStore();
const find = (id: string) => store.getSnapshot().find((toast) => toast.id === id);

beforeEach(() => {
  vi.useFakeTimers();
  store = createToastStore();
});
afterEach(() => {
  store.clear();
  vi.useRealTimers();
});

describe('createToastStore', () => {
  it('opens a toast with the defaults: 3 s, at the bottom, dismissible, swiped right', () => {
    const id = store.show({ title: 'Saved' });
    expect(find(id)).toEqual({
      id,
      title: 'Saved',
      variant: 'default',
      duration: 3000,
      position: 'bottom',
      dismissible: true,
      pauseOnHover: true,
      swipeDirection: 'right',
      actions: [],
      status: 'open',
    });
  });

  it.each([
    { afterMs: 2999, status: 'open' },
    { afterMs: 3000, status: 'closing' },
    { afterMs: 3299, status: 'closing' },
    { afterMs: 3300, status: 'closed' },
    { afterMs: 3999, status: 'closed' },
    { afterMs: 4000, status: undefined },
  ])('is $status $afterMs ms after opening with the default duration', ({ afterMs, status }) => {
    const id = store.show({ title: 'Saved' });
    vi.advanceTimersByTime(afterMs);
    expect(find(id)?.status).toBe(status);
  });

  it.each([
    { afterMs: 0, status: 'closing' },
    { afterMs: 299, status: 'closing' },
    { afterMs: 300, status: 'closed' },
    { afterMs: 999, status: 'closed' },
    { afterMs: 1000, status: undefined },
  ])('is $status $afterMs ms after being dismissed', ({ afterMs, status }) => {
    const id = store.show({ title: 'Saved', duration: Number.POSITIVE_INFINITY });
    vi.advanceTimersByTime(10_000);
    store.dismiss(id);
    vi.advanceTimersByTime(afterMs);
    expect(find(id)?.status).toBe(status);
  });

  it('keeps a toast with an infinite duration open until dismissed', () => {
    const id = store.show({ title: 'Update ready', duration: Number.POSITIVE_INFINITY });
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(find(id)?.status).toBe('open');
  });

  it('dismisses every open toast when no id is given', () => {
    store.show({ title: 'One' });
    store.show({ title: 'Two' });
    store.dismiss();
    expect(store.getSnapshot().map((toast) => toast.status)).toEqual(['closing', 'closing']);
  });

  it('pauses the auto-close timer and resumes it with the time that was left', () => {
    const id = store.show({ title: 'Saved', duration: 3000 });
    vi.advanceTimersByTime(1000);
    store.pause(id);
    vi.advanceTimersByTime(60_000);
    expect(find(id)?.status).toBe('open');
    store.resume(id);
    vi.advanceTimersByTime(1999);
    expect(find(id)?.status).toBe('open');
    vi.advanceTimersByTime(1);
    expect(find(id)?.status).toBe('closing');
  });

  it('replaces a toast shown again with the same id, restarting its timer', () => {
    store.show({ id: 'sw', title: 'First', duration: 3000 });
    vi.advanceTimersByTime(2500);
    store.show({ id: 'sw', title: 'Second' });
    vi.advanceTimersByTime(2500);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(find('sw')).toMatchObject({ title: 'Second', status: 'open' });
  });

  it('reopens a closing toast shown again with the same id, and keeps it past the old removal time', () => {
    store.show({ id: 'sw', title: 'First', duration: Number.POSITIVE_INFINITY });
    store.dismiss('sw');
    store.show({ id: 'sw', title: 'Again' });
    vi.advanceTimersByTime(1500);
    expect(find('sw')).toMatchObject({ title: 'Again', status: 'open' });
  });

  it('ignores an update for an unknown id', () => {
    store.update('missing', { title: 'Nope' });
    expect(store.getSnapshot()).toEqual([]);
  });

  it('tells subscribers about each change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.show({ title: 'Saved' });
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('visibleToasts', () => {
  const make = (id: string, status: Toast['status'] = 'open'): Toast => ({
    id,
    variant: 'default',
    duration: 3000,
    position: 'bottom',
    dismissible: true,
    pauseOnHover: true,
    swipeDirection: 'right',
    actions: [],
    status,
  });

  it.each([
    { count: 3, expected: ['3', '2', '1'] },
    { count: 5, expected: ['5', '4', '3', '2', '1'] },
    { count: 7, expected: ['7', '6', '5', '4', '3'] },
  ])('shows the newest five of $count toasts', ({ count, expected }) => {
    const toasts = Array.from({ length: count }, (_, index) => make(String(index + 1)));
    expect(visibleToasts(toasts).map((toast) => toast.id)).toEqual(expected);
  });

  it('leaves out closed toasts but keeps closing ones for their exit', () => {
    expect(visibleToasts([make('a', 'closed'), make('b', 'closing'), make('c')]).map((toast) => toast.id)).toEqual(['c', 'b']);
  });
});
