// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOverlayOnDemand } from './use-overlay-on-demand';

describe('an overlay drawn on demand', () => {
  it('is not drawn while it has never opened', () => {
    const { result, rerender } = renderHook(({ opened }) => useOverlayOnDemand(opened), { initialProps: { opened: false } });
    rerender({ opened: false });
    expect(result.current).toEqual({ drawn: false, opened: false });
  });

  it('is drawn once it opens, shown open a render later (its opening transition plays), and stays drawn once closed', () => {
    const seen: { drawn: boolean; opened: boolean }[] = [];
    const { result, rerender } = renderHook(
      ({ opened }) => {
        const state = useOverlayOnDemand(opened);
        seen.push(state);
        return state;
      },
      { initialProps: { opened: false } },
    );
    act(() => rerender({ opened: true }));
    expect(seen).toContainEqual({ drawn: true, opened: false });
    expect(result.current).toEqual({ drawn: true, opened: true });
    rerender({ opened: false });
    expect(result.current).toEqual({ drawn: true, opened: false });
    rerender({ opened: true });
    expect(result.current).toEqual({ drawn: true, opened: true });
  });

  it('opens at once when it is open from the start', () => {
    const { result } = renderHook(() => useOverlayOnDemand(true));
    expect(result.current).toEqual({ drawn: true, opened: true });
  });
});
