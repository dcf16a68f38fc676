// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SyncStatus } from '../../workers/replication.worker';
import { renderCountingHook } from '../test-utils/render-counting-hook';

// The worker is stood in for at Comlink's boundary: what the page hears is its status reports.
let report: (status: SyncStatus) => void = () => {};
// Each worker the page starts, and what was asked of it.
const workers: { terminated: boolean; calls: string[] }[] = [];
vi.mock('comlink', () => ({
  wrap: () => {
    const calls = workers.at(-1)!.calls;
    return {
      start: async (_base: string, _tokens: unknown, callbacks: { onStatus: typeof report }) => {
        calls.push('start');
        report = callbacks.onStatus;
      },
      setMember: async (isMember: boolean) => void calls.push(`setMember ${isMember}`),
      flush: async () => void calls.push('flush'),
    };
  },
  proxy: <T>(value: T) => value,
}));
vi.stubGlobal(
  'Worker',
  class {
    private readonly record = { terminated: false, calls: [] as string[] };
    constructor() {
      workers.push(this.record);
    }
    terminate() {
      this.record.terminated = true;
    }
  },
);

const { flushWrites, setSyncMember, startSync, useSyncState, useSyncValue } = await import('./sync-client');

const status = (change: Partial<SyncStatus> = {}): SyncStatus => ({ leader: true, connected: true, lastSyncedAt: 1_000, error: null, serverBusy: null, downloads: [], ...change });

const renderIndicator = () => renderCountingHook(useSyncState);

describe('the sync state the page shows', () => {
  beforeAll(() => startSync({ getToken: async () => 'token', refresh: async () => 'token' } as never));

  it('follows what the worker reports', () => {
    const { hook } = renderIndicator();
    act(() => report(status({ connected: false, error: 'Network error' })));
    expect(hook.result.current).toMatchObject({ connected: false, error: 'Network error', lastSyncedAt: 1_000 });
  });

  it('does not re-render its readers when a report changes nothing', () => {
    act(() => report(status()));
    const { hook, renders } = renderIndicator();
    const before = renders();
    act(() => report(status()));
    act(() => report(status()));
    expect(renders()).toBe(before);
    act(() => report(status({ lastSyncedAt: 2_000 })));
    expect(renders()).toBe(before + 1);
    expect(hook.result.current.lastSyncedAt).toBe(2_000);
  });

  it('re-renders a reader of one value only when that value changes, not at every report', () => {
    act(() => report(status({ connected: true })));
    const { hook, renders } = renderCountingHook(() => useSyncValue((sync) => sync.online && sync.connected));
    const before = renders();
    expect(hook.result.current).toBe(true);
    act(() => report(status({ lastSyncedAt: 3_000 })));
    act(() => report(status({ lastSyncedAt: 4_000, downloads: [{ collection: 'questions', done: 1, total: 2 }] as never })));
    expect(renders()).toBe(before);
    act(() => report(status({ connected: false })));
    expect(renders()).toBe(before + 1);
    expect(hook.result.current).toBe(false);
  });
});

describe('a tab the browser freezes', () => {
  it('S14: stops its worker, handing the leadership on, and starts a follower with the same member when it resumes; calls meanwhile wait for it', async () => {
    await setSyncMember(true);
    act(() => report(status({ leader: true })));
    const { hook } = renderIndicator();
    const first = workers.at(-1)!;

    act(() => void document.dispatchEvent(new Event('freeze')));
    expect(first.terminated).toBe(true);
    expect(hook.result.current).toMatchObject({ leader: false, connected: false });
    const flushed = flushWrites();

    document.dispatchEvent(new Event('resume'));
    await flushed;
    const second = workers.at(-1)!;
    expect(second).not.toBe(first);
    expect(second.terminated).toBe(false);
    expect(second.calls[0]).toBe('start');
    expect(second.calls.slice(1).sort()).toEqual(['flush', 'setMember true']);
    // A resume with its worker running starts no other.
    document.dispatchEvent(new Event('resume'));
    expect(workers.at(-1)).toBe(second);
  });
});

describe('a start held back until the first screen is drawn', () => {
  const tokens = { getToken: async () => 'token', refresh: async () => 'token' } as never;
  const fresh = async () => {
    vi.resetModules();
    return import('./sync-client');
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('starts no worker until then; the member switch said meanwhile waits for it and reaches it', async () => {
    const sync = await fresh();
    let drawn = () => {};
    const before = workers.length;
    sync.startSync(tokens, new Promise<void>((resolve) => (drawn = resolve)));
    const switched = sync.setSyncMember(true);
    await settle();
    expect(workers).toHaveLength(before);
    drawn();
    await switched;
    expect(workers).toHaveLength(before + 1);
    expect(workers.at(-1)!.calls).toEqual(['start', 'setMember true']);
  });

  it('starts the worker at once when the page asks it for something, such as sending what waits', async () => {
    const sync = await fresh();
    const before = workers.length;
    sync.startSync(tokens, new Promise<void>(() => {}));
    await settle();
    expect(workers).toHaveLength(before);
    await sync.flushWrites();
    expect(workers).toHaveLength(before + 1);
    expect(workers.at(-1)!.calls).toEqual(['start', 'flush']);
  });

  it('starts none for a member who logged out before it', async () => {
    const sync = await fresh();
    let drawn = () => {};
    const before = workers.length;
    sync.startSync(tokens, new Promise<void>((resolve) => (drawn = resolve)));
    await sync.stopSync();
    drawn();
    await settle();
    expect(workers).toHaveLength(before);
  });
});
