import { Type, type Static } from '@sinclair/typebox';

/** The wire protocol of /api/v1/replication: one place for both ends. */
export const PROTOCOL_VERSION = 1;

/** Every replication request names the protocol version it speaks in this header. */
export const PROTOCOL_HEADER = 'x-meetverse-protocol';

/** What a request without the header speaks: apps made before the header was sent speak version 1. */
export const UNNAMED_PROTOCOL_VERSION = 1;

/** The `error` of the 409 a replication request naming another protocol version gets. */
export const PROTOCOL_MISMATCH = 'protocol_mismatch';

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

/** Pull pages are checkpointed by (updatedAt, id): the server's stamp, then the id within a stamp. */
export const checkpointSchema = Type.Object(
  { updatedAt: Type.Number({ minimum: 0, maximum: 1e15 }), id: Type.String() },
  { description: "Where a pull page ends: the server's stamp of its last document, then that document's id" },
);
export type Checkpoint = Static<typeof checkpointSchema>;

/**
 * A document of any collection as replication carries it: its id, whether it is deleted, and its
 * collection's own fields (each collection's schema in schemas/ says which).
 */
export const replicatedDocumentSchema = Type.Object(
  { id: Type.String(), _deleted: Type.Boolean() },
  { additionalProperties: true, description: "A document of the collection, with its collection's fields and `_deleted`" },
);

export type WithDeleted<T> = T & { _deleted: boolean };

/** `total`: on a first pull (no checkpoint) that fills its page, how many documents the whole sync reads. */
export const pullPageSchema = Type.Object({
  documents: Type.Array(replicatedDocumentSchema),
  checkpoint: Type.Union([checkpointSchema, Type.Null()]),
  total: Type.Optional(Type.Integer({ minimum: 0, description: 'On a first pull that fills its page: how many documents the whole sync reads' })),
});
export type PullResponse<T> = Omit<Static<typeof pullPageSchema>, 'documents'> & { documents: WithDeleted<T>[] };

/** Documents by id, as the server holds them (deleted ones included). */
export const documentsSchema = Type.Object({ documents: Type.Array(replicatedDocumentSchema) });

/** One write of a push: the document as the client has it, and what it assumes the server holds. */
export const pushRowSchema = Type.Object(
  {
    newDocumentState: Type.Object({}, { additionalProperties: true, description: 'The document as the client wrote it' }),
    assumedMasterState: Type.Optional(
      Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()], { description: 'The server state the write was made on; null or absent for a new document' }),
    ),
  },
  { additionalProperties: false },
);
export type PushRow<T> = { newDocumentState: WithDeleted<T>; assumedMasterState?: WithDeleted<T> | null };

/** A push: at most PUSH_BATCH_MAX rows. */
export const pushBodySchema = Type.Array(pushRowSchema, { maxItems: PUSH_BATCH_MAX });

/** Push answers only with the master state of each conflicting document. */
export const pushAnswerSchema = Type.Array(replicatedDocumentSchema, { description: 'The server state of each document whose write conflicts' });
export type PushResponse<T> = WithDeleted<T>[];

/** One frame of the live stream, one collection at a time. */
export const streamMessageSchema = Type.Object({
  collection: Type.String(),
  documents: Type.Array(replicatedDocumentSchema),
  checkpoint: checkpointSchema,
});
export type StreamMessage<T = unknown> = Omit<Static<typeof streamMessageSchema>, 'documents'> & { documents: WithDeleted<T>[] };

/** Every refusal of the API: a short code (`not_found`, `protocol_mismatch`, ...) and words for a person. */
export const apiErrorSchema = Type.Object(
  {
    error: Type.String({ description: 'A short code: bad_request, unauthorized, forbidden, not_found, conflict, protocol_mismatch, too_many_requests, service_unavailable, ...' }),
    message: Type.String({ description: 'The words for a person, in English' }),
    code: Type.Optional(Type.String({ description: "The message of the catalogs (lang/) the words are written from, for the app to show in the member's language" })),
    params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), { description: "The message's values" })),
  },
  { description: 'Why the request was refused' },
);
export type ApiError = Static<typeof apiErrorSchema>;
