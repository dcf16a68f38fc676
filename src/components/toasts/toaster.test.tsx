// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test-utils/render';
import { createToastApi } from './toast';
import { createToastStore } from './toast-store';
import type { SwipeDirection } from './toast-store';
import { Toaster, swipeDistance } from './toaster';

let store = createToastStore();
let toast = createToastApi(store);

beforeEach(() => {
  vi.useFakeTimers();
  store = createToastStore();
  toast = createToastApi(store);
});
afterEach(() => {
  cleanup();
  store.clear();
  vi.useRealTimers();
});

const show = (...args: Parameters<typeof toast>) => act(() => void toast(...args));
const advance = (ms: number) => act(() => { vi.advanceTimersByTime(ms); });
const swipe = (element: Element, dx: number, dy: number) => {
  fireEvent.pointerDown(element, { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: 100 + dx, clientY: 100 + dy });
  fireEvent.pointerUp(element, { pointerId: 1, clientX: 100 + dx, clientY: 100 + dy });
};

describe('Toaster', () => {
  it('shows a toast with its title and description as a polite status', () => {
    render(<Toaster store={store} />);
    show({ title: 'Saved', description: 'Your question is live' });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Saved');
    expect(status.textContent).toContain('Your question is live');
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('shows error toasts as alerts', () => {
    render(<Toaster store={store} />);
    act(() => void toast.error('Could not save'));
    expect(screen.getByRole('alert').textContent).toContain('Could not save');
  });

  it.each(['top', 'top-left', 'top-right', 'bottom', 'bottom-left', 'bottom-right'] as const)(
    'places a toast at %s',
    (position) => {
      const { container } = render(<Toaster store={store} />);
      show({ title: 'Here', position });
      expect(container.querySelector(`ol[data-position="${position}"]`)?.textContent).toContain('Here');
    },
  );

  it('places toasts at the bottom by default', () => {
    const { container } = render(<Toaster store={store} />);
    show('Here');
    expect(container.querySelector('ol[data-position="bottom"]')?.textContent).toContain('Here');
  });

  it('shows at most five toasts, the newest ones', () => {
    render(<Toaster store={store} />);
    for (let index = 1; index <= 7; index += 1) show(`Toast ${index}`);
    const shown = screen.getAllByRole('status').map((element) => element.textContent);
    expect(shown).toEqual(['Toast 7', 'Toast 6', 'Toast 5', 'Toast 4', 'Toast 3']);
  });

  it('dismisses from the Dismiss notification button, fading out before it goes', () => {
    render(<Toaster store={store} />);
    show({ title: 'Saved', duration: Number.POSITIVE_INFINITY });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.getByRole('status').getAttribute('data-state')).toBe('closed');
    advance(300);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('has no dismiss button when the toast is not dismissible', () => {
    render(<Toaster store={store} />);
    show({ title: 'Stay', dismissible: false });
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).toBeNull();
  });

  it('closes by itself after 3000 ms', () => {
    render(<Toaster store={store} />);
    show('Saved');
    advance(2999);
    expect(screen.getByRole('status').getAttribute('data-state')).toBe('open');
    advance(1);
    expect(screen.getByRole('status').getAttribute('data-state')).toBe('closed');
  });

  it('pauses the auto-close while hovered and resumes when the pointer leaves', () => {
    render(<Toaster store={store} />);
    show('Saved');
    advance(1000);
    fireEvent.mouseEnter(screen.getByRole('status'));
    advance(10_000);
    expect(screen.getByRole('status').getAttribute('data-state')).toBe('open');
    fireEvent.mouseLeave(screen.getByRole('status'));
    advance(2000);
    expect(screen.getByRole('status').getAttribute('data-state')).toBe('closed');
  });

  it('keeps counting down while hovered when pauseOnHover is off', () => {
    render(<Toaster store={store} />);
    show({ title: 'Saved', pauseOnHover: false });
    fireEvent.mouseEnter(screen.getByRole('status'));
    advance(3000);
    expect(screen.getByRole('status').getAttribute('data-state')).toBe('closed');
  });

  it('runs an action and dismisses the toast', () => {
    const onClick = vi.fn();
    render(<Toaster store={store} />);
    show({ title: 'Update ready', duration: Number.POSITIVE_INFINITY, actions: [{ label: 'Refresh now', onClick }] });
    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Refresh now' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').getAttribute('data-state')).toBe('closed');
  });

  it('dismisses with the Escape key', () => {
    render(<Toaster store={store} />);
    show({ title: 'Saved', duration: Number.POSITIVE_INFINITY });
    fireEvent.keyDown(screen.getByRole('status'), { key: 'Escape' });
    expect(screen.getByRole('status').getAttribute('data-state')).toBe('closed');
  });

  it.each([
    { direction: 'right', dx: 51, dy: 0, dismissed: true },
    { direction: 'right', dx: 50, dy: 0, dismissed: false },
    { direction: 'right', dx: -80, dy: 0, dismissed: false },
    { direction: 'left', dx: -51, dy: 0, dismissed: true },
    { direction: 'up', dx: 0, dy: -60, dismissed: true },
    { direction: 'down', dx: 0, dy: 60, dismissed: true },
    { direction: 'down', dx: 80, dy: 10, dismissed: false },
  ] as const)(
    'swiping $dx,$dy px on a toast that swipes $direction dismisses it: $dismissed',
    ({ direction, dx, dy, dismissed }) => {
      render(<Toaster store={store} />);
      show({ title: 'Swipe me', swipeDirection: direction, duration: Number.POSITIVE_INFINITY });
      swipe(screen.getByRole('status'), dx, dy);
      expect(screen.getByRole('status').getAttribute('data-state')).toBe(dismissed ? 'closed' : 'open');
    },
  );

  it('does not swipe away a toast that is not dismissible', () => {
    render(<Toaster store={store} />);
    show({ title: 'Stay', dismissible: false, duration: Number.POSITIVE_INFINITY });
    swipe(screen.getByRole('status'), 200, 0);
    expect(screen.getByRole('status').getAttribute('data-state')).toBe('open');
  });
});

describe('swipeDistance', () => {
  it.each<{ direction: SwipeDirection; dx: number; dy: number; expected: number }>([
    { direction: 'right', dx: 30, dy: 99, expected: 30 },
    { direction: 'right', dx: -30, dy: 0, expected: 0 },
    { direction: 'left', dx: -30, dy: 0, expected: 30 },
    { direction: 'up', dx: 0, dy: -40, expected: 40 },
    { direction: 'down', dx: 99, dy: 40, expected: 40 },
  ])('measures $expected px for $dx,$dy when swiping $direction', ({ direction, dx, dy, expected }) => {
    expect(swipeDistance(direction, dx, dy)).toBe(expected);
  });
});

describe('Toaster swipes and buttons', () => {
  it('never captures the pointer for a press on an action button, so the click reaches it', () => {
    const capture = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'setPointerCapture', { value: capture, configurable: true });
    const onClick = vi.fn();
    render(<Toaster store={store} />);
    show({ title: 'Install?', actions: [{ label: 'Got it', onClick }] });
    const button = screen.getByRole('button', { name: 'Got it' });
    fireEvent.pointerDown(button, { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(button, { pointerId: 1, clientX: 101, clientY: 100 });
    fireEvent.pointerUp(button, { pointerId: 1, clientX: 101, clientY: 100 });
    fireEvent.click(button);
    expect(capture).not.toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledTimes(1);
    advance(1000);
    expect(screen.queryByText('Install?')).toBeNull();
  });

  it('captures the pointer once a press on the toast starts to swipe', () => {
    const capture = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'setPointerCapture', { value: capture, configurable: true });
    render(<Toaster store={store} />);
    show({ title: 'Swipe me' });
    const status = screen.getByRole('status');
    fireEvent.pointerDown(status, { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
    expect(capture).not.toHaveBeenCalled();
    fireEvent.pointerMove(status, { pointerId: 1, clientX: 130, clientY: 130 });
    expect(capture).toHaveBeenCalledWith(1);
  });
});
