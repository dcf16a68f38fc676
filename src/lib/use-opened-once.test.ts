// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenedOnce } from './use-opened-once';

describe('useOpenedOnce', () => {
  it('is false while a dialog was never opened', () => {
    const { result, rerender } = renderHook(({ opened }) => useOpenedOnce(opened), { initialProps: { opened: false } });
    rerender({ opened: false });
    expect(result.current).toBe(false);
  });

  it('is true in the render that opens the dialog, and stays true once it is closed again', () => {
    const { result, rerender } = renderHook(({ opened }) => useOpenedOnce(opened), { initialProps: { opened: false } });
    rerender({ opened: true });
    expect(result.current).toBe(true);
    rerender({ opened: false });
    expect(result.current).toBe(true);
  });

  it('is true at once for a dialog open from the start', () => {
    const { result } = renderHook(() => useOpenedOnce(true));
    expect(result.current).toBe(true);
  });
});
