// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test-utils/render';
import { ScrollSentinel } from './scroll-sentinel';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observers: { callback: Callback; observed: Element[]; disconnected: boolean }[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private record: (typeof observers)[number];
      constructor(callback: Callback) {
        this.record = { callback, observed: [], disconnected: false };
        observers.push(this.record);
      }
      observe(element: Element) {
        this.record.observed.push(element);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('ScrollSentinel', () => {
  it('reports scrolled once it leaves the viewport, and not scrolled when it comes back', () => {
    const onScrolledChange = vi.fn();
    const { getByTestId } = render(<ScrollSentinel onScrolledChange={onScrolledChange} />);
    const [observer] = observers;
    expect(observer?.observed).toEqual([getByTestId('scroll-sentinel')]);
    act(() => observer?.callback([{ isIntersecting: false }]));
    expect(onScrolledChange).toHaveBeenLastCalledWith(true);
    act(() => observer?.callback([{ isIntersecting: true }]));
    expect(onScrolledChange).toHaveBeenLastCalledWith(false);
  });

  it('stops observing and resets to not scrolled when it goes away', () => {
    const onScrolledChange = vi.fn();
    const { unmount } = render(<ScrollSentinel onScrolledChange={onScrolledChange} />);
    unmount();
    expect(observers[0]?.disconnected).toBe(true);
    expect(onScrolledChange).toHaveBeenLastCalledWith(false);
  });

  it('is hidden from assistive technology', () => {
    const { getByTestId } = render(<ScrollSentinel onScrolledChange={() => {}} />);
    expect(getByTestId('scroll-sentinel').getAttribute('aria-hidden')).toBe('true');
  });
});
