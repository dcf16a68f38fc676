// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ROUTER_STATE_ELEMENT_ID } from '../../schemas/first-visit';
import { appAnswersTaps, dehydratedMatch, renderedRouterState, serverMarkupSettled, setAdoptingServerMarkup, takeEarlyTap, useEarlyTap } from './server-markup';

const pageWith = (text: string | null) => ({
  getElementById: (id: string) => (id === ROUTER_STATE_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null),
});

describe("the router's state a page was rendered in", () => {
  it('is written down as the router writes it: the id with # for /, when it loaded, its status', () => {
    const match = { id: '/events/$slugOrId/offline-first-summit', updatedAt: 5, status: 'success', loaderData: undefined, ssr: undefined };
    expect(dehydratedMatch(match as never)).toEqual({ i: '#events#$slugOrId#offline-first-summit', u: 5, s: 'success' });
  });

  it('is read from the page, and is none when the block is missing or is not such a state', () => {
    const matches = [{ i: '__root__', u: 1, s: 'success' }];
    expect(renderedRouterState(pageWith(JSON.stringify({ matches })))).toEqual({ manifest: undefined, matches });
    expect(renderedRouterState(pageWith(null))).toBeUndefined();
    expect(renderedRouterState(pageWith('<oops'))).toBeUndefined();
    expect(renderedRouterState(pageWith(JSON.stringify({ matches: [{ i: 3 }] })))).toBeUndefined();
  });
});

describe('a tap on the rendered page before the app had taken it over', () => {
  it('is taken once, by the button that was tapped', () => {
    const button = document.createElement('button');
    const other = document.createElement('button');
    const page: { meetverseEarlyTap?: unknown } = { meetverseEarlyTap: button };
    expect(takeEarlyTap(other, page)).toBe(false);
    expect(takeEarlyTap(null, page)).toBe(false);
    expect(takeEarlyTap(button, page)).toBe(true);
    expect(takeEarlyTap(button, page)).toBe(false);
  });

  it('runs the action of a button that takes it, when the app adopts the page', () => {
    const button = document.createElement('button');
    (window as { meetverseEarlyTap?: unknown }).meetverseEarlyTap = button;
    const action = vi.fn();
    renderHook(() => useEarlyTap({ current: button }, action));
    expect(action).toHaveBeenCalledOnce();
    renderHook(() => useEarlyTap({ current: document.createElement('button') }, action));
    expect(action).toHaveBeenCalledOnce();
  });

  it('is not kept any more once the app answers taps itself', () => {
    const page: { meetverseStarted?: boolean } = {};
    appAnswersTaps(page);
    expect(page.meetverseStarted).toBe(true);
  });
});

describe('a page the server rendered, adopted whole', () => {
  const settledWithin = (ms: number) =>
    Promise.race([serverMarkupSettled().then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

  it('is so at once where the app drew the page itself', async () => {
    expect(await settledWithin(5)).toBe(true);
  });

  it('is not so while the page is adopted, and is once the browser is next idle after', async () => {
    const idle = vi.fn<(callback: () => void) => number>(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    try {
      setAdoptingServerMarkup(true);
      expect(await settledWithin(20)).toBe(false);
      setAdoptingServerMarkup(false);
      expect(await settledWithin(20)).toBe(false);
      idle.mock.calls[0]?.[0]();
      expect(await settledWithin(5)).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
