import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CHAT_FIRST_SYNC_MAX,
  documentsSchema,
  PULL_LIMIT_DEFAULT,
  PULL_LIMIT_MAX,
  pullPageSchema,
  pushAnswerSchema,
  pushBodySchema,
  STREAM_HEARTBEAT_MS,
  STREAM_UNAUTHORIZED_EVENT,
  type PushRow,
  type StreamMessage,
} from '../../schemas/api';
import { NEWEST_FIRST_COLLECTIONS, policyOf } from '../../schemas/collections';
import type { Authenticator } from '../auth/authenticate';
import type { Viewer } from '../auth/viewer';
import { badRequest, HttpError, notFound, unauthorized } from '../http-error';
import { answer, eventStream, operation } from '../http/openapi';
import { checkProtocolVersion, protocolHeaderSchema } from '../http/protocol-version';
import type { Change, ChangeBus } from '../replication/change-bus';
import { COLLECTIONS, findCollection, type CollectionDef, type Draft, type ReadLookup } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import { createDocValidator, type DocValidator } from '../replication/validation';

/** A pushed document as it comes, before the collection's schema is checked. */
type Sent = Record<string, unknown> & { id: string; _deleted?: boolean };
type Deps = { store: DocumentStore; bus: ChangeBus; authenticate: Authenticator };

/** How often a member's open stream asks again whether its token still names someone who may act. */
export const STREAM_RECHECK_MS = 30_000;


const TOKEN_EXPIRED = 'Token expired';
const ACCOUNT_DELETED = 'This account has been deleted';
const TIMER_MAX_MS = 2_147_483_647;

/** Calls `fn` once `time` (ms since the epoch) has come, however far: one Node timer holds about 24 days at most. */
function at(time: number, fn: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    const left = time - Date.now();
    if (left <= 0) return fn();
    timer = setTimeout(check, Math.min(left, TIMER_MAX_MS));
  };
  check();
  return () => clearTimeout(timer);
}

/** A change that deletes the viewer's own profile: the member is gone. */
const deletesProfileOf = (viewer: Viewer, change: Change) =>
  Boolean(viewer?.userId) && change.collection === 'users' && change.documents.some((doc) => doc._deleted && doc.id === viewer?.userId);

const tokenExpired = (viewer: Viewer) => viewer?.expiresAt !== undefined && Date.now() >= viewer.expiresAt;

/** One set of look-ups per change, shared by every stream that checks it. */
function lookupsFor(store: DocumentStore) {
  const lookups = new WeakMap<Change, ReadLookup>();
  return (change: Change) => {
    let lookup = lookups.get(change);
    if (!lookup) lookups.set(change, (lookup = store.lookup()));
    return lookup;
  };
}

// Any name passes: an unknown one is a 404 that names it (access below), not a schema error.
const collectionParams = Type.Object({
  collection: Type.String({ description: "The collection's name (events, questions, users, interactions, notifications, chat_rooms, chat_messages, feature_suggestions, sessions, reports, door_scans, answers)" }),
});
type CollectionParams = Static<typeof collectionParams>;

const pullQuery = Type.Object(
  {
    updatedAt: Type.Optional(Type.Number({ minimum: 0, maximum: 1e15, description: "The checkpoint's stamp; given with id" })),
    // Interaction ids are derived and longer than a UUID (schemas/interaction.schema.ts).
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "The checkpoint's id; given with updatedAt" })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PULL_LIMIT_MAX, description: `At most this many documents (${PULL_LIMIT_DEFAULT} when absent)` })),
    // A first pull of chat messages may ask for only the newest so many of each room.
    recent: Type.Optional(Type.Integer({ minimum: 1, maximum: CHAT_FIRST_SYNC_MAX, description: 'chat_messages only, on a first pull: the newest so many messages of each room' })),
  },
  { dependencies: { updatedAt: ['id'], id: ['updatedAt'] }, additionalProperties: false },
);
type PullQuery = Static<typeof pullQuery>;

export async function replicationRoutes(app: FastifyInstance, { store, bus, authenticate }: Deps) {
  const lookupFor = lookupsFor(store);
  const validators = new Map<string, DocValidator>(
    Object.values(COLLECTIONS).map((def) => [def.name, createDocValidator(def.schema, ['updatedAt', ...(def.serverOwned ?? [])])]),
  );
  app.addHook('onRequest', checkProtocolVersion);

  async function access(request: FastifyRequest<{ Params: { collection: string } }>) {
    const def = findCollection(request.params.collection);
    if (!def) throw notFound(`Unknown collection '${request.params.collection}'`);
    const viewer = await authenticate(request);
    if (!viewer && !def.publicRead) throw unauthorized();
    return { def, viewer };
  }

  // Guests read the public collections; a token adds what its member may see.
  const pullSchema = operation({
    operationId: 'pullDocuments',
    tag: 'replication',
    summary: "A page of a collection's documents after a checkpoint, in (updatedAt, id) order",
    access: 'optional',
    params: collectionParams,
    querystring: pullQuery,
    headers: protocolHeaderSchema,
    answers: { 200: answer(pullPageSchema, "The page, and the checkpoint to ask for the next one from (null when the collection is empty)") },
    refusals: [404, 409],
    refusalWords: { 404: 'No collection of that name', 409: 'The request names another protocol version (`protocol_mismatch`)', 401: 'A token that does not hold, or no token for a collection only members read' },
  });
  app.get<{ Params: CollectionParams; Querystring: PullQuery }>(
    '/replication/:collection/pull',
    { schema: pullSchema },
    async (request) => {
      const { def, viewer } = await access(request);
      const { updatedAt, id, limit = PULL_LIMIT_DEFAULT, recent } = request.query;
      const checkpoint = updatedAt !== undefined && id !== undefined ? { updatedAt, id } : null;
      if (recent !== undefined) {
        const newest = policyOf(def.name).firstPullNewest;
        if (!newest) throw badRequest(`recent applies to ${NEWEST_FIRST_COLLECTIONS.join(', ')} only`);
        if (checkpoint) throw badRequest('recent is for a first pull, without a checkpoint');
        return store.pullNewest(def, viewer, newest.groupBy, newest.orderBy, recent);
      }
      const page = await store.pull(def, viewer, checkpoint, limit);
      // A first sync shows its progress against the total; a page that is the whole answer needs none.
      if (!checkpoint && page.documents.length >= limit) return { ...page, total: await store.pullTotal(def, viewer) };
      return page;
    },
  );

  const idsQuery = Type.Object({ ids: Type.String({ minLength: 1, maxLength: 101 * 100, description: 'Comma-separated ids, at most 100' }) }, { additionalProperties: false });

  /** Documents by id as the viewer may see them, deleted ones included: a device taking back a refused write. */
  const docsSchema = operation({
    operationId: 'getDocumentsById',
    tag: 'replication',
    summary: 'Documents by id (comma-separated, at most 100), as the server holds them',
    access: 'optional',
    params: collectionParams,
    querystring: idsQuery,
    headers: protocolHeaderSchema,
    answers: { 200: answer(documentsSchema, 'The documents the caller may see, deleted ones included') },
    refusals: [404, 409],
    refusalWords: { 404: 'No collection of that name', 409: 'The request names another protocol version (`protocol_mismatch`)' },
  });
  app.get<{ Params: CollectionParams; Querystring: Static<typeof idsQuery> }>(
    '/replication/:collection/docs',
    { schema: docsSchema },
    async (request) => {
      const { def, viewer } = await access(request);
      const ids = [...new Set(request.query.ids.split(',').filter(Boolean))];
      if (ids.length > 100) throw badRequest('At most 100 ids at a time');
      return { documents: await store.visible(def, viewer, await store.byIds(def, ids)) };
    },
  );

  const pushSchema = operation({
    operationId: 'pushDocuments',
    tag: 'replication',
    summary: 'Writes documents; answers with the server state of each one that conflicts',
    access: 'member',
    params: collectionParams,
    body: pushBodySchema,
    headers: protocolHeaderSchema,
    answers: { 200: answer(pushAnswerSchema, 'The server state of each document whose write conflicts: empty when every write landed') },
    refusals: [403, 404, 409],
    refusalWords: { 404: 'No collection of that name', 409: 'The request names another protocol version (`protocol_mismatch`), or a write clashes with a unique field' },
  });
  app.post<{ Params: CollectionParams; Body: PushRow<Sent>[] }>(
    '/replication/:collection/push',
    { schema: pushSchema },
    async (request) => {
      const { def, viewer } = await access(request);
      if (!viewer) throw unauthorized();
      const validate = validators.get(def.name) as DocValidator;
      request.body.forEach((row, index) => {
        for (const [label, doc] of [['newDocumentState', row.newDocumentState], ['assumedMasterState', row.assumedMasterState]] as const) {
          if (doc === null || doc === undefined) continue;
          const formProblem = label === 'newDocumentState' && !doc._deleted ? def.formProblem?.(doc) : null;
          if (formProblem) throw badRequest(formProblem);
          const problem = validate(doc);
          if (problem) throw badRequest(`Row ${index} ${label}: ${problem}`);
        }
        if (row.assumedMasterState && row.assumedMasterState.id !== row.newDocumentState.id) {
          throw badRequest(`Row ${index}: assumedMasterState is another document`);
        }
      });
      // Every row's documents fit the collection's schema now.
      return store.push(def, viewer, request.body as PushRow<Draft>[]);
    },
  );

  const streamSchema = operation({
    operationId: 'streamChanges',
    tag: 'replication',
    summary: 'The live stream of changes (text/event-stream) for every collection the viewer may read',
    description: `Each event's data is a frame \`{collection, documents, checkpoint}\` (the stream message of the replication protocol); comment lines keep the connection open. A member's stream ends with an \`${STREAM_UNAUTHORIZED_EVENT}\` event, whose data is \`{error, message}\`, when their token no longer holds.`,
    access: 'optional',
    headers: protocolHeaderSchema,
    answers: { 200: eventStream('The stream, until either side closes it') },
    refusals: [409],
    refusalWords: { 409: 'The request names another protocol version (`protocol_mismatch`)' },
  });
  app.get('/replication/stream', { schema: streamSchema }, async (request, reply) => {
    const viewer = await authenticate(request);
    openStream(request, reply, viewer);
  });

  function openStream(request: FastifyRequest, reply: FastifyReply, viewer: Viewer) {
    const readable = Object.values(COLLECTIONS).filter((def) => def.publicRead || viewer);
    const byName = new Map<string, CollectionDef>(readable.map((def) => [def.name, def]));
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(': connected\n\n');
    // Visibility checks may read the database; a queue keeps frames in commit order.
    let queue = Promise.resolve();
    const unsubscribe = bus.subscribe((change) => {
      if (deletesProfileOf(viewer, change)) return refuse(ACCOUNT_DELETED);
      const def = byName.get(change.collection);
      if (!def) return;
      queue = queue
        .then(async () => {
          // The stream re-checks visibility for each change and each viewer.
          const documents = await store.synced(def, viewer, change.documents, lookupFor(change));
          if (documents.length === 0 || res.writableEnded) return;
          // Nothing more is written for a token that has expired, whatever its timer says.
          if (tokenExpired(viewer)) return refuse(TOKEN_EXPIRED);
          const message: StreamMessage = { ...change, documents };
          res.write(`data: ${JSON.stringify(message)}\n\n`);
        })
        .catch((error: unknown) => {
          // The member misses this frame; ending the stream makes the client reconnect and pull.
          request.log.error(error);
          end();
        });
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), STREAM_HEARTBEAT_MS);
    let stopWatching = () => {};
    const close = () => {
      clearInterval(heartbeat);
      stopWatching();
      unsubscribe();
      app.openStreams.delete(end);
    };
    const end = () => {
      close();
      res.end();
    };
    /** Ends the stream as a 401 would have refused it, saying so first. */
    const refuse = (message: string) => {
      if (res.writableEnded) return;
      res.write(`event: ${STREAM_UNAUTHORIZED_EVENT}\ndata: ${JSON.stringify({ error: 'unauthorized', message })}\n\n`);
      end();
    };
    app.openStreams.add(end);
    request.raw.on('close', close);
    if (viewer) stopWatching = watchToken(request, viewer, refuse);
  }

  /**
   * A member's stream lasts only while its token holds: it ends when the token expires, and when
   * authentication, asked again every STREAM_RECHECK_MS, refuses the token (the member's account
   * deleted). Returns what stops the watch.
   */
  function watchToken(request: FastifyRequest, viewer: NonNullable<Viewer>, refuse: (message: string) => void): () => void {
    const stopExpiry = viewer.expiresAt === undefined ? () => {} : at(viewer.expiresAt, () => refuse(TOKEN_EXPIRED));
    const recheck = setInterval(() => {
      authenticate(request).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 401) return refuse(error.message);
        // The database did not answer: the member may still act, and the next re-check asks again.
        request.log.warn(error);
      });
    }, STREAM_RECHECK_MS);
    return () => {
      stopExpiry();
      clearInterval(recheck);
    };
  }
}
