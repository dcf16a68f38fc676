// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SyncStatus } from '../../workers/replication.worker';
import { renderCountingHook } from '../test-utils/render-counting-hook';

// The worker is stood in for at Comlink's boundary: what the page hears is its status reports.
let report: (status: SyncStatus) => void = () => {};
vi.mock('comlink', () => ({
  wrap: () => ({
    start: async (_base: string, _tokens: unknown, callbacks: { onStatus: typeof report }) => {
      report = callbacks.onStatus;
    },
  }),
  proxy: <T>(value: T) => value,
}));
vi.stubGlobal('Worker', class {});

const { startSync, useSyncState } = await import('./sync-client');

const status = (change: Partial<SyncStatus> = {}): SyncStatus => ({ leader: true, connected: true, lastSyncedAt: 1_000, error: null, downloads: [], ...change });

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
});
