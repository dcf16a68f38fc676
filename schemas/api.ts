/** The wire protocol of /api/v1/replication: one place for both ends. */
export const PROTOCOL_VERSION = 1;

/** SPEC 7 and DESIGN: pull pages are checkpointed by (updatedAt, id). */
export type Checkpoint = { updatedAt: number; id: string };

export type PullResponse<T> = { documents: WithDeleted<T>[]; checkpoint: Checkpoint | null };

export type WithDeleted<T> = T & { _deleted: boolean };

export type PushRow<T> = { newDocumentState: WithDeleted<T>; assumedMasterState?: WithDeleted<T> | null };

/** Push answers only with the master state of each conflicting document. */
export type PushResponse<T> = WithDeleted<T>[];

/** One frame of the live stream, one collection at a time. */
export type StreamMessage<T = unknown> = {
  collection: string;
  documents: WithDeleted<T>[];
  checkpoint: Checkpoint;
};

export type ApiError = { error: string; message: string };

export const PULL_LIMIT_MAX = 1000;
export const PULL_LIMIT_DEFAULT = 200;
export const PUSH_BATCH_MAX = 500;
export const STREAM_HEARTBEAT_MS = 15_000;
