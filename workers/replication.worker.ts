import * as Comlink from 'comlink';
import type { RxReplicationPullStreamItem } from 'rxdb';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import { Subject, debounceTime, tap, type Subscription } from 'rxjs';
import { CHAT_FIRST_SYNC_MESSAGES, type Checkpoint } from '../schemas/api';
import { MAX_MESSAGES_PER_ROOM } from '../schemas/chat-cache-rules';
import type { ChatMessageDoc } from '../schemas/chat-message.schema';
import { storedCount } from '../local-store/stored-count';
import { markPending } from '../local-store/mark-pending';
import { COLLECTION_NAMES, SYNC_FIELD, parentOf, policyOf, type CollectionName, type LostEdit } from '../schemas/collections';
import { openDatabase, type AppDatabase } from '../local-store/open-database';
import { ChatCache, type OutgoingMessage, type SendResult } from './replication/chat-cache';
import { onRequestTimed, onServerBusy, RequestError, requestJson, type TokenGetter } from './replication/http';
import { onProtocolMismatch } from './replication/protocol';
import { replicateCollection, type FirstSyncProgress } from './replication/replicate';
import { openStream } from './replication/stream';
import { cachedTokens } from './replication/token-cache';

export type SyncStatus = {
  /** This tab's worker is the one that replicates for all tabs. */
  leader: boolean;
  /** The live stream is open. */
  connected: boolean;
  lastSyncedAt: number | null;
  error: string | null;
  /**
   * The server's message while it answers 'busy, try again later' (its database locked or full, too
   * many requests): writes stay on the device and go when it takes them. Null once it answers again.
   */
  serverBusy: string | null;
  /** The first syncs under way, in documents read of the total: 'Downloading questions 4,200 of 10,000'. */
  downloads: Download[];
};

export type Download = FirstSyncProgress & { collection: CollectionName };

/** 'protocol-mismatch': the server speaks another protocol version; nothing syncs until the app is reloaded. */
export type Notice = { kind: 'lost-edit' | 'queue-dropped' | 'cache-cleared' | 'write-failed' | 'protocol-mismatch'; message: string };

export type Tokens = { getToken: TokenGetter; refresh: TokenGetter };
export type Listeners = {
  onStatus: (status: SyncStatus) => void;
  onNotice: (notice: Notice) => void;
  /** A replication request that took a second or more, for the page's venue-mode offer. */
  onSlowRequest?: (ms: number) => void;
};

/** How long opening a stale room waits for its refresh before showing what the device has. */
const ROOM_REFRESH_WAIT_MS = 8_000;

/** Requests quicker than this are not reported to the page: only slow ones count towards venue mode. */
const SLOW_REPORT_MS = 1_000;

type StreamItem = RxReplicationPullStreamItem<unknown, Checkpoint>;

/** Guests replicate the public collections only; a member replicates everything they may see. */
const PUBLIC: CollectionName[] = COLLECTION_NAMES.filter((name) => policyOf(name).publicRead);
const GENERATION_DOC = 'replication-generation';

class Replicator {
  private readonly streams = new Map(COLLECTION_NAMES.map((name) => [name, new Subject<StreamItem>()]));
  private readonly running = new Map<CollectionName, { state: RxReplicationState<unknown, Checkpoint>; subscriptions: Subscription[] }>();
  private readonly status: SyncStatus = { leader: false, connected: false, lastSyncedAt: null, error: null, serverBusy: null, downloads: [] };
  private closeStream: (() => void) | undefined;
  private stopTiming: (() => void) | undefined;
  private stopBusy: (() => void) | undefined;
  private member = false;
  private stopped = false;
  readonly chat: ChatCache;

  constructor(
    readonly db: AppDatabase,
    private readonly apiBase: string,
    readonly tokens: ReturnType<typeof cachedTokens>,
    readonly listeners: Listeners,
  ) {
    this.chat = new ChatCache(db);
  }

  private report(change: Partial<SyncStatus>) {
    Object.assign(this.status, change);
    this.listeners.onStatus({ ...this.status });
  }

  async start() {
    this.report({});
    this.stopTiming = onRequestTimed((ms) => {
      if (ms >= SLOW_REPORT_MS) this.listeners.onSlowRequest?.(ms);
    });
    this.stopBusy = onServerBusy((serverBusy) => {
      if (serverBusy !== this.status.serverBusy) this.report({ serverBusy });
    });
    addEventListener('online', this.flush);
    for (const name of PUBLIC) await this.startCollection(name);
    void this.db.waitForLeadership().then(() => this.becomeLeader());
  }

  private async becomeLeader() {
    if (this.stopped) return;
    this.report({ leader: true });
    const cleared = await this.chat.checkVersion();
    if (cleared) {
      await this.bumpGeneration();
      this.listeners.onNotice({ kind: 'cache-cleared', message: cleared });
      if (this.member) await this.restartCollections(['chat_rooms', 'chat_messages']);
    }
    this.openStream();
    // Every room that received messages is trimmed once they stop arriving for 2 s.
    const changedRooms = new Set<string>();
    this.db.chat_messages.$.pipe(
      tap((change) => {
        const roomId = (change.documentData as { room_id?: string } | undefined)?.room_id;
        if (roomId) changedRooms.add(roomId);
      }),
      debounceTime(2_000),
    ).subscribe(() => {
      const rooms = [...changedRooms];
      changedRooms.clear();
      void (async () => {
        for (const roomId of rooms) await this.chat.enforceMessageLimit(roomId);
      })();
    });
  }

  private openStream() {
    this.closeStream?.();
    this.closeStream = openStream(`${this.apiBase}/replication/stream`, this.tokens, {
      onMessage: (message) => {
        if (this.running.has(message.collection as CollectionName)) this.streams.get(message.collection as CollectionName)?.next(message);
      },
      onConnected: () => {
        this.report({ connected: true });
        for (const stream of this.streams.values()) stream.next('RESYNC');
      },
      onDisconnected: () => this.report({ connected: false }),
    });
  }

  /** Signing in starts the member's collections (and a stream that carries them); signing out stops them. */
  async setMember(member: boolean) {
    if (member === this.member) return;
    this.member = member;
    const names = COLLECTION_NAMES.filter((name) => !PUBLIC.includes(name));
    if (member) for (const name of names) await this.startCollection(name);
    else for (const name of names) await this.stopCollection(name);
    if (this.status.leader) this.openStream();
  }

  private async generation(): Promise<number> {
    const doc = await this.db.chat_rooms.getLocal<{ value: number }>(GENERATION_DOC);
    return (doc?.toJSON().data as { value?: number } | undefined)?.value ?? 0;
  }

  private async bumpGeneration() {
    await this.db.chat_rooms.upsertLocal(GENERATION_DOC, { value: (await this.generation()) + 1 });
  }

  private async startCollection(name: CollectionName) {
    if (this.running.has(name) || this.stopped) return;
    // A new generation starts the chat replication from scratch, refetching a cleared cache.
    const suffix = policyOf(name).clearedWithCache ? `-g${await this.generation()}` : '';
    const state = replicateCollection({
      name,
      identifier: `meetverse-api-v1-${name}${suffix}`,
      collection: this.db[name] as never,
      apiBase: this.apiBase,
      tokens: this.tokens,
      syncField: SYNC_FIELD[name],
      stream$: (this.streams.get(name) as Subject<StreamItem>).asObservable(),
      // Evictions from the chat cache are local only, never deletions on the server.
      localOnlyDeletions: policyOf(name).localOnlyDeletions,
      waitsOnUnsent: (doc) => this.waitsOnUnsent(name, doc),
      firstPullRecent: policyOf(name).firstPullNewest?.perGroup,
      onFirstSyncProgress: (progress) => this.reportDownload(name, progress),
      markFailed: async (doc, message) => {
        const local = await this.db[name].findOne(doc.id).exec();
        if (!local) return;
        await local.incrementalPatch({ [SYNC_FIELD[name]]: 'failed', sync_error: message } as never);
        this.listeners.onNotice({ kind: 'write-failed', message });
      },
    });
    const subscriptions = [
      state.error$.subscribe((error) => this.report({ error: error.message })),
      state.active$.subscribe((active) => {
        if (!active && this.status.connected) this.report({ lastSyncedAt: Date.now(), error: null });
      }),
    ];
    this.running.set(name, { state, subscriptions });
  }

  private reportDownload(collection: CollectionName, progress: FirstSyncProgress | null) {
    const others = this.status.downloads.filter((download) => download.collection !== collection);
    const downloads = progress ? [...others, { collection, ...progress }] : others;
    if (downloads.length > 0 || this.status.downloads.length > 0) this.report({ downloads });
  }

  /** A write waits for its parent (a reaction's question, a message's room) to reach the server first. */
  private async waitsOnUnsent(name: CollectionName, doc: Record<string, unknown>): Promise<boolean> {
    const parentRef = parentOf(name, doc);
    if (!parentRef) return false;
    const parent = await (this.db[parentRef.collection] as AppDatabase['questions']).findOne(parentRef.id).exec();
    return parent !== null && (parent as unknown as Record<string, unknown>)[SYNC_FIELD[parentRef.collection]] === 'pending';
  }

  private async stopCollection(name: CollectionName) {
    const running = this.running.get(name);
    if (!running) return;
    this.running.delete(name);
    this.reportDownload(name, null);
    running.subscriptions.forEach((subscription) => subscription.unsubscribe());
    await running.state.cancel();
  }

  private async restartCollections(names: CollectionName[]) {
    for (const name of names) await this.stopCollection(name);
    for (const name of names) await this.startCollection(name);
  }

  /** Cuts short one collection's wait before its next try. */
  flushOne(name: CollectionName) {
    this.running.get(name)?.state.reSync();
  }

  /** Going online flushes at once instead of waiting for the next check, 5 s later at most. */
  readonly flush = () => {
    for (const { state } of this.running.values()) state.reSync();
  };

  /** Opening a room refreshes it from the server when its cache is stale (older than 5 minutes). */
  async openRoom(roomId: string) {
    const opened = await this.chat.openRoom(roomId);
    const replication = this.running.get('chat_messages')?.state;
    // Offline there is nothing to wait for, and the room stays stale for the next opening online; on a
    // slow network the room opens with what the device has after ROOM_REFRESH_WAIT_MS, and the refresh
    // goes on behind it.
    if (opened.stale && !navigator.onLine) return opened;
    if (opened.stale && replication) {
      replication.reSync();
      const waited = new Promise((resolve) => setTimeout(resolve, ROOM_REFRESH_WAIT_MS));
      await Promise.race([replication.awaitInSync().catch(() => {}), waited]);
    }
    const meta = await this.chat.markFetched(roomId);
    return { meta, stale: opened.stale };
  }

  /**
   * Older messages of a room from the server, the page before `before`: stored on the device within
   * the limit of 1000 a room (the newest of the page first, as they join what is stored), all of them
   * returned for the screen to show.
   */
  async loadOlder(roomId: string, before: { timestamp: number; id: string } | null): Promise<OlderMessages> {
    const query = new URLSearchParams({ limit: String(CHAT_FIRST_SYNC_MESSAGES) });
    if (before) {
      query.set('before', String(before.timestamp));
      query.set('before_id', before.id);
    }
    let page: { data: (ChatMessageDoc & { _deleted?: boolean })[]; has_more: boolean };
    try {
      page = await requestJson(`${this.apiBase}/chats/${encodeURIComponent(roomId)}/messages?${query}`, this.tokens.getToken);
    } catch (error) {
      // A room the server does not have yet (started on this device, not sent) has no older history.
      if (error instanceof RequestError && error.status === 404) return { messages: [], hasMore: false, stored: true };
      throw error;
    }
    const now = Date.now();
    const messages = page.data.map(({ _deleted: _gone, ...doc }): ChatMessageDoc => ({ ...doc, status: 'sent', cached_at: now, last_updated: now }));
    const room = Math.max(0, MAX_MESSAGES_PER_ROOM - (await storedCount(this.db.chat_messages, { room_id: roomId })));
    const kept = messages.slice(Math.max(0, messages.length - room));
    // Already stored ones (another tab fetched them) come back as conflicts of the insert, left alone.
    if (kept.length > 0) await this.db.chat_messages.bulkInsert(kept);
    return { messages, hasMore: page.has_more, stored: kept.length === messages.length };
  }

  /**
   * The member gives up a write the server does not have: a message or a write that never reached the
   * server goes from the device; a change of something the server has is replaced by the server's copy.
   */
  async discard(collection: CollectionName, id: string): Promise<void> {
    const doc = await (this.db[collection] as AppDatabase['questions']).findOne(id).exec();
    if (!doc) return;
    if (policyOf(collection).discardRemoves) {
      await doc.remove();
      return;
    }
    const { documents } = await requestJson<{ documents: (Record<string, unknown> & { _deleted?: boolean })[] }>(
      `${this.apiBase}/replication/${collection}/docs?ids=${encodeURIComponent(id)}`,
      this.tokens.getToken,
    );
    const server = documents.find((found) => found.id === id);
    if (!server || server._deleted) {
      await doc.remove();
      return;
    }
    const { _deleted: _gone, ...data } = server;
    const local = doc.toJSON() as Record<string, unknown>;
    // Fields the change added and the server's copy lacks go too.
    const cleared = Object.fromEntries(Object.keys(local).filter((key) => !key.startsWith('_') && !(key in data)).map((key) => [key, undefined]));
    await doc.incrementalPatch({ ...cleared, ...data, [SYNC_FIELD[collection]]: 'sent', sync_error: undefined } as never);
  }

  async stop() {
    this.stopped = true;
    this.stopTiming?.();
    this.stopBusy?.();
    removeEventListener('online', this.flush);
    this.closeStream?.();
    for (const name of [...this.running.keys()]) await this.stopCollection(name);
    await this.db.close();
  }
}

let replicator: Replicator | undefined;
let stopMismatchNotices: (() => void) | undefined;

function lostEditNotice(listeners: Listeners) {
  return (lost: LostEdit) => {
    const title = String(lost.local.title ?? 'a question');
    listeners.onNotice({
      kind: 'lost-edit',
      message: `Your edit of “${title}” was replaced by a change made elsewhere; your version is kept in the sync centre.`,
    });
    void replicator?.db.questions.upsertLocal(`lost-edit:${lost.id}`, { ...lost, at: Date.now() });
  };
}

/**
 * What the page asks of a started worker: one list of handlers, each given the running replicator.
 * The page's calls are typed from it (`WorkerHandlers`); `guarded` adds the one check that sync has started.
 */
const handlers = {
  /** Sends chat messages through the offline queue; the oldest of 100 unsent is dropped and reported. */
  async sendMessages(running: Replicator, roomId: string, messages: OutgoingMessage[]): Promise<SendResult> {
    const result = await running.chat.send(roomId, messages, navigator.onLine);
    for (const dropped of result.dropped) {
      running.listeners.onNotice({
        kind: 'queue-dropped',
        message: `Your oldest unsent message “${dropped.body.slice(0, 60)}” was dropped: at most 100 messages can wait to be sent.`,
      });
    }
    // The live replication pushes the new message by itself; a wait between retries is cut short
    // for the messages alone (a re-sync of every collection cost ten pulls a message).
    if (navigator.onLine) running.flushOne('chat_messages');
    return result;
  },
  openRoom: (running: Replicator, roomId: string) => running.openRoom(roomId),
  loadOlder: (running: Replicator, roomId: string, before: { timestamp: number; id: string } | null): Promise<OlderMessages> => running.loadOlder(roomId, before),
  /** The member gives up a write the server does not have. */
  discard: (running: Replicator, collection: CollectionName, id: string) => running.discard(collection, id),
  readRoom: (running: Replicator, roomId: string) => running.chat.read(roomId),
  /** Pushes what waits at once, e.g. when a member sends their changes before logging out. */
  flush: (running: Replicator) => running.flush(),
  /** The member's retry of a write the server refused. */
  async retry(running: Replicator, collection: CollectionName, id: string): Promise<void> {
    const doc = await running.db[collection].findOne(id).exec();
    if (!doc) return;
    await markPending<{ sync_error?: string }>(doc);
    running.flush();
  },
};

/** The handlers as the page calls them: without the replicator, answered as promises. */
export type WorkerHandlers = {
  [Name in keyof typeof handlers]: (typeof handlers)[Name] extends (running: Replicator, ...args: infer Args) => infer Result ? (...args: Args) => Promise<Awaited<Result>> : never;
};

/** Every handler behind the one check that sync has started. */
function guarded(): WorkerHandlers {
  const entries = Object.entries(handlers).map(([name, handler]) => [
    name,
    async (...args: unknown[]) => {
      if (!replicator) throw new Error('Sync has not started');
      return (handler as (running: Replicator, ...rest: unknown[]) => unknown)(replicator, ...args);
    },
  ]);
  return Object.fromEntries(entries) as WorkerHandlers;
}

const api = {
  async start(apiBase: string, tokens: Tokens, listeners: Listeners): Promise<void> {
    if (replicator) return;
    stopMismatchNotices = onProtocolMismatch((message) => listeners.onNotice({ kind: 'protocol-mismatch', message }));
    const db = await openDatabase({ onLostEdit: lostEditNotice(listeners) });
    replicator = new Replicator(db, apiBase, cachedTokens(tokens), listeners);
    await replicator.start();
  },

  async setMember(member: boolean): Promise<void> {
    replicator?.tokens.forget();
    await replicator?.setMember(member);
  },

  ...guarded(),

  async stop(): Promise<void> {
    const current = replicator;
    replicator = undefined;
    stopMismatchNotices?.();
    await current?.stop();
  },
};

export type ReplicationWorkerApi = typeof api;
/** A page of older history: oldest first; `stored` when all of it is kept on the device. */
export type OlderMessages = { messages: ChatMessageDoc[]; hasMore: boolean; stored: boolean };

Comlink.expose(api);
