// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScreenWakeLock } from './use-screen-wake-lock';

function fakeWakeLock(refuse = false) {
  const released = vi.fn(() => Promise.resolve());
  const request = vi.fn(() => (refuse ? Promise.reject(new DOMException('no', 'NotAllowedError')) : Promise.resolve({ release: released })));
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, released };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('useScreenWakeLock', () => {
  it('keeps the display awake while shown, asks again when the tab shows again, and lets go when the screen goes', async () => {
    const { request, released } = fakeWakeLock();
    const { unmount } = renderHook(() => useScreenWakeLock());
    expect(request).toHaveBeenCalledWith('screen');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(request).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    unmount();
    await vi.waitFor(() => expect(released).toHaveBeenCalled());
  });

  it('works on without it where the browser refuses it or has none', async () => {
    const { request } = fakeWakeLock(true);
    const { unmount } = renderHook(() => useScreenWakeLock());
    await Promise.resolve();
    expect(request).toHaveBeenCalled();
    unmount();
    Reflect.deleteProperty(navigator, 'wakeLock');
    expect(() => renderHook(() => useScreenWakeLock()).unmount()).not.toThrow();
  });
});
