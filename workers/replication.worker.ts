import * as Comlink from 'comlink';
import type { RxReplicationPullStreamItem } from 'rxdb';
import { Subject } from 'rxjs';
import type { Checkpoint } from '../schemas/api';
import { COLLECTION_NAMES } from '../schemas/collections';
import { openDatabase, type AppDatabase } from '../schemas/open-database';
import type { TokenGetter } from './replication/http';
import { replicateCollection } from './replication/replicate';
import { openStream } from './replication/stream';

export type SyncStatus = {
  /** This tab's worker is the one that replicates for all tabs. */
  leader: boolean;
  /** The live stream is open. */
  connected: boolean;
  lastSyncedAt: number | null;
  error: string | null;
};

type StreamItem = RxReplicationPullStreamItem<unknown, Checkpoint>;

let db: AppDatabase | undefined;
let stopAll: (() => Promise<void>) | undefined;

const api = {
  async start(apiBase: string, getToken: TokenGetter, onStatus: (status: SyncStatus) => void): Promise<void> {
    if (stopAll) return;
    db = await openDatabase();
    const status: SyncStatus = { leader: false, connected: false, lastSyncedAt: null, error: null };
    const report = (change: Partial<SyncStatus>) => {
      Object.assign(status, change);
      onStatus({ ...status });
    };
    report({});

    const streams = new Map(COLLECTION_NAMES.map((name) => [name, new Subject<StreamItem>()]));
    const replications = COLLECTION_NAMES.map((name) =>
      replicateCollection({
        name,
        collection: (db as AppDatabase)[name],
        apiBase,
        getToken,
        stream$: (streams.get(name) as Subject<StreamItem>).asObservable(),
      }),
    );
    const subscriptions = replications.flatMap((replication) => [
      replication.error$.subscribe((error) => report({ error: error.message })),
      replication.active$.subscribe((active) => {
        if (!active && status.connected) report({ lastSyncedAt: Date.now(), error: null });
      }),
    ]);

    let closeStream: (() => void) | undefined;
    void db.waitForLeadership().then(() => {
      if (!stopAll) return;
      report({ leader: true });
      closeStream = openStream(`${apiBase}/replication/stream`, getToken, {
        onMessage: (message) => streams.get(message.collection as never)?.next(message),
        onConnected: () => {
          report({ connected: true });
          for (const stream of streams.values()) stream.next('RESYNC');
        },
        onDisconnected: () => report({ connected: false }),
      });
    });

    stopAll = async () => {
      closeStream?.();
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      await Promise.all(replications.map((replication) => replication.cancel()));
      await db?.close();
      db = undefined;
    };
  },

  async stop(): Promise<void> {
    const stop = stopAll;
    stopAll = undefined;
    await stop?.();
  },
};

export type ReplicationWorkerApi = typeof api;

Comlink.expose(api);
