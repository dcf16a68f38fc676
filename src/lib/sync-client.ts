import * as Comlink from 'comlink';
import { useSyncExternalStore } from 'react';
import type { ReplicationWorkerApi, SyncStatus } from '../../workers/replication.worker';

const LAST_SYNCED_KEY = 'meetverse.lastSyncedAt';

export type SyncState = SyncStatus & { online: boolean };

let state: SyncState = {
  leader: false,
  connected: false,
  lastSyncedAt: Number(localStorage.getItem(LAST_SYNCED_KEY)) || null,
  error: null,
  online: navigator.onLine,
};
const listeners = new Set<() => void>();

function update(change: Partial<SyncState>) {
  state = { ...state, ...change };
  if (state.lastSyncedAt) localStorage.setItem(LAST_SYNCED_KEY, String(state.lastSyncedAt));
  listeners.forEach((listener) => listener());
}

let worker: Comlink.Remote<ReplicationWorkerApi> | undefined;

/** Starts the replication worker of this tab; only the leader tab's worker talks to the server. */
export function startSync(getToken: () => Promise<string | null>): void {
  if (worker) return;
  worker = Comlink.wrap<ReplicationWorkerApi>(
    new Worker(new URL('../../workers/replication.worker.ts', import.meta.url), { type: 'module', name: 'replication' }),
  );
  addEventListener('online', () => update({ online: true }));
  addEventListener('offline', () => update({ online: false }));
  void worker.start(
    `${location.origin}/api/v1`,
    Comlink.proxy(getToken),
    Comlink.proxy((status: SyncStatus) => update({ ...status, lastSyncedAt: status.lastSyncedAt ?? state.lastSyncedAt })),
  );
}

export async function stopSync(): Promise<void> {
  await worker?.stop();
}

export function useSyncState(): SyncState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
