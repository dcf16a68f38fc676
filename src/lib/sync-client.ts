import * as Comlink from 'comlink';
import { useSyncExternalStore } from 'react';
import type { Notice, ReplicationWorkerApi, SyncStatus, WorkerHandlers } from '../../workers/replication.worker';
import type { TokenSource } from './api-client';
import { noteRequestTime } from './venue-mode';

const LAST_SYNCED_KEY = 'meetverse.lastSyncedAt';

export type SyncState = SyncStatus & { online: boolean };

// A page the server renders for a first visit shows a guest not synced yet, online.
const inBrowser = typeof window !== 'undefined';
const asRendered: SyncState = { leader: false, connected: false, lastSyncedAt: null, error: null, serverBusy: null, downloads: [], online: true };

let state: SyncState = inBrowser
  ? { ...asRendered, lastSyncedAt: Number(localStorage.getItem(LAST_SYNCED_KEY)) || null, online: navigator.onLine }
  : asRendered;
const listeners = new Set<() => void>();
const noticeListeners = new Set<(notice: Notice) => void>();

let stopping = false;
// Only a member's device keeps its last sync time: after a logout the guest session that follows
// must leave nothing behind in storage.
let member = false;

/** Reports cross from the worker as copies: the download list is compared by what it says. */
const same = (a: unknown, b: unknown) => Object.is(a, b) || (Array.isArray(a) && Array.isArray(b) && JSON.stringify(a) === JSON.stringify(b));

function update(change: Partial<SyncState>) {
  // After a logout's stop nothing of the last member may be written back.
  if (stopping) return;
  // The worker reports often during a sync; readers re-render (synchronously) only for a real change.
  if ((Object.keys(change) as (keyof SyncState)[]).every((key) => same(state[key], change[key]))) return;
  state = { ...state, ...change };
  if (state.lastSyncedAt && member) localStorage.setItem(LAST_SYNCED_KEY, String(state.lastSyncedAt));
  listeners.forEach((listener) => listener());
}

let worker: Comlink.Remote<ReplicationWorkerApi> | undefined;
let thread: Worker | undefined;
let started: Promise<void> | undefined;
let tokenSource: TokenSource | undefined;
// While the tab is frozen: calls wait for the worker it starts when it resumes.
let frozen: { thawed: Promise<void>; thaw: () => void } | undefined;

function launch(tokens: TokenSource): void {
  thread = new Worker(new URL('../../workers/replication.worker.ts', import.meta.url), { type: 'module', name: 'replication' });
  worker = Comlink.wrap<ReplicationWorkerApi>(thread);
  started = worker.start(
    `${location.origin}/api/v1`,
    Comlink.proxy({ getToken: () => tokens.getToken(), refresh: () => tokens.refresh() }),
    Comlink.proxy({
      onStatus: (status: SyncStatus) => update({ ...status, lastSyncedAt: status.lastSyncedAt ?? state.lastSyncedAt }),
      onNotice: (notice: Notice) => noticeListeners.forEach((listener) => listener(notice)),
      // The replication's requests are most of the traffic: slow ones count towards offering venue mode.
      onSlowRequest: (ms: number) => noteRequestTime(ms),
    }),
  );
}

/**
 * A tab the browser freezes (a phone's background tab, a laptop's on energy saver) keeps the locks its
 * worker holds. The leader's lock would then keep every other tab of the app from sending anything
 * until the frozen one came back. So a tab about to be frozen stops its worker, which hands the
 * leadership to another tab, and starts a new one, a follower, when it resumes. Writes are stored
 * before they are sent, so the new leader sends whatever is unsent, and a push the stopped worker had
 * under way is taken once by the server when sent again.
 */
function onFreeze(): void {
  if (stopping || !thread) return;
  thread.terminate();
  thread = undefined;
  worker = undefined;
  started = undefined;
  let thaw = () => {};
  const thawed = new Promise<void>((resolve) => (thaw = resolve));
  frozen = { thawed, thaw };
  update({ leader: false, connected: false });
}

function onResume(): void {
  if (stopping || worker || !tokenSource) return;
  launch(tokenSource);
  frozen?.thaw();
  frozen = undefined;
  void ready()
    .then((remote) => remote.setMember(member))
    .catch((error: unknown) => console.warn('Sync could not start again after the tab resumed', error));
}

/** A start held back until the first screen is drawn; `now` ends the wait (something is asked of the worker). */
let deferred: { started: Promise<void>; now: () => void } | undefined;

/** Whether this device has synced a member's data before: it has something to show before the worker starts. */
export const hasSyncedBefore = () => state.lastSyncedAt !== null;

/**
 * Starts the replication worker of this tab; only the leader tab's worker talks to the server. With
 * `after`, it starts once that resolves, or as soon as the page asks the worker for something (a room
 * to open, a message to send): the worker's start (its code, its database, its first pulls) then leaves
 * the page's cores to the first screen.
 */
export function startSync(tokens: TokenSource, after?: Promise<void>): void {
  if (worker || deferred) return;
  tokenSource = tokens;
  if (after) {
    let now = () => {};
    const asked = new Promise<void>((resolve) => (now = resolve));
    const started = Promise.race([after, asked]).then(() => {
      deferred = undefined;
      // A tab that resumed from a freeze meanwhile has its worker already; one logged out needs none.
      if (!worker && !stopping) launch(tokens);
    });
    deferred = { started, now };
  } else {
    launch(tokens);
  }
  addEventListener('online', () => update({ online: true }));
  addEventListener('offline', () => update({ online: false }));
  document.addEventListener('freeze', onFreeze);
  document.addEventListener('resume', onResume);
}

async function ready(): Promise<Comlink.Remote<ReplicationWorkerApi>> {
  if (deferred) {
    deferred.now();
    await deferred.started;
  }
  if (frozen) await frozen.thawed;
  if (!worker || !started) throw new Error('Sync has not started');
  await started;
  return worker;
}

/** A signed-in member replicates their own data too; a guest only the public events. */
export async function setSyncMember(isMember: boolean): Promise<void> {
  member = isMember;
  // Said as the page starts: it waits for the worker's start, without hurrying it.
  if (deferred) await deferred.started;
  await (await ready()).setMember(isMember);
}

export async function stopSync(): Promise<void> {
  stopping = true;
  if (worker) await (await ready()).stop();
}

type Call<Name extends keyof WorkerHandlers> = (...args: Parameters<WorkerHandlers[Name]>) => ReturnType<WorkerHandlers[Name]>;

/** Asks the worker, once it has started, for one of its handlers (workers/replication.worker.ts). */
const call =
  <Name extends keyof WorkerHandlers>(name: Name): Call<Name> =>
  (async (...args: Parameters<WorkerHandlers[Name]>) => ((await ready())[name] as unknown as Call<Name>)(...args)) as Call<Name>;

export const sendMessages = call('sendMessages');
export const openRoom = call('openRoom');
export const loadOlderMessages = call('loadOlder');
export const discardWrite = call('discard');
export const readRoom = call('readRoom');
export const flushWrites = call('flush');
export const retryWrite = call('retry');

/** Things the member should be told: a dropped queued message, an edit that lost, a cleared cache. */
export function onSyncNotice(listener: (notice: Notice) => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

/**
 * Calls `listener` now and at every change with whether no first sync is under way on this device: a
 * sync has ended here (a device that synced before knows when) and nothing is being downloaded.
 */
export function watchFirstSync(listener: (settled: boolean) => void): () => void {
  const check = () => listener(state.lastSyncedAt !== null && state.downloads.length === 0);
  listeners.add(check);
  check();
  return () => listeners.delete(check);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSyncState(): SyncState {
  // Taking over a page the server rendered starts from what it showed, whatever the worker has said
  // since: a word of the badge that differed would make React draw the whole page again.
  return useSyncExternalStore(subscribe, () => state, () => asRendered);
}

/**
 * One value of the sync state (whether the server is reachable, say): the component draws again only
 * when that value changes, not at each of the worker's reports (several a second while it syncs, each
 * an update React runs at once, which drew the whole screen again under the layout that read them).
 */
export function useSyncValue<T extends string | number | boolean | null>(select: (sync: SyncState) => T): T {
  return useSyncExternalStore(subscribe, () => select(state), () => select(asRendered));
}
