// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from './fake-event-source.testing';
import type { LiveEnvironment } from './live-connection';
import { testLiveQuestion, testSnapshot } from './live-snapshot.testing';
import { readCachedSnapshot, writeCachedSnapshot } from './snapshot-cache';
import { useLiveSnapshot } from './use-live-snapshot';

let clock: number;
const environment: Partial<LiveEnvironment> = {
  EventSource: FakeEventSource as unknown as typeof EventSource,
  fetch: () => Promise.reject(new TypeError('offline')),
  events: new EventTarget() as unknown as Window,
};
const latest = () => FakeEventSource.opened.at(-1) as FakeEventSource;
const mount = (slugOrId = 'offline-first-summit') => renderHook(() => useLiveSnapshot(slugOrId, { environment, now: () => clock }));

beforeEach(() => {
  localStorage.clear();
  FakeEventSource.opened = [];
  clock = 1_000;
});
afterEach(() => vi.restoreAllMocks());

describe('useLiveSnapshot', () => {
  it('shows the snapshot kept on this device at once, before the network answers', () => {
    const kept = testSnapshot({ questions: [testLiveQuestion(1)] });
    writeCachedSnapshot('offline-first-summit', { snapshot: kept, confirmedAt: 500 });
    const { result } = mount();
    expect(result.current).toEqual({ snapshot: kept, confirmedAt: 500, connection: 'connecting', gone: false });
  });

  it('keeps each snapshot it receives, and when the stream drops, the moment it was last current', () => {
    const { result } = mount();
    expect(result.current.snapshot).toBeNull();
    const sent = testSnapshot({ questions: [testLiveQuestion(1), testLiveQuestion(2)] });
    act(() => latest().send('snapshot', JSON.stringify(sent)));
    expect(result.current).toMatchObject({ snapshot: sent, confirmedAt: 1_000, connection: 'live' });
    expect(readCachedSnapshot('offline-first-summit')).toEqual({ snapshot: sent, confirmedAt: 1_000 });

    clock = 61_000;
    act(() => latest().fail(FakeEventSource.CONNECTING));
    expect(result.current).toMatchObject({ snapshot: sent, confirmedAt: 61_000, connection: 'down' });
    expect(readCachedSnapshot('offline-first-summit')?.confirmedAt).toBe(61_000);
    // Still down a minute later: the stamp stays at the drop.
    clock = 121_000;
    act(() => latest().fail(FakeEventSource.CONNECTING));
    expect(result.current.confirmedAt).toBe(61_000);
  });

  it('says the event is gone when the server says so', () => {
    const { result } = mount();
    act(() => latest().send('gone', '{}'));
    expect(result.current).toMatchObject({ gone: true, connection: 'down' });
  });

  it('closes its stream when the screen goes', () => {
    const { unmount } = mount();
    unmount();
    expect(latest().closed).toBe(true);
  });
});
