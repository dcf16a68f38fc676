/** The wire protocol of /api/v1/replication: one place for both ends. */
export const PROTOCOL_VERSION = 1;

/** Every replication request names the protocol version it speaks in this header. */
export const PROTOCOL_HEADER = 'x-meetverse-protocol';

/** What a request without the header speaks: apps made before the header was sent speak version 1. */
export const UNNAMED_PROTOCOL_VERSION = 1;

/** The `error` of the 409 a replication request naming another protocol version gets. */
export const PROTOCOL_MISMATCH = 'protocol_mismatch';

/** Pull pages are checkpointed by (updatedAt, id): the server's stamp, then the id within a stamp. */
export type Checkpoint = { updatedAt: number; id: string };

/** `total`: on a first pull (no checkpoint) that fills its page, how many documents the whole sync reads. */
export type PullResponse<T> = { documents: WithDeleted<T>[]; checkpoint: Checkpoint | null; total?: number };

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
/** A first sync brings the newest 50 messages of each room; older ones come as the member scrolls up. */
export const CHAT_FIRST_SYNC_MESSAGES = 50;
/** The most a first pull may ask of each room, and of one page of older history. */
export const CHAT_FIRST_SYNC_MAX = 200;
/** The most documents one push carries: what the app sends at a time, so WRITE_LIMIT pushes in 10 s move at most 100 times as many. */
export const PUSH_BATCH_MAX = 100;
export const STREAM_HEARTBEAT_MS = 15_000;
/**
 * The event, with the `{error, message}` body of a 401, by which the server ends a member's live stream
 * whose token no longer holds (expired, or its member gone): the client reconnects with a fresh token.
 */
export const STREAM_UNAUTHORIZED_EVENT = 'unauthorized';
