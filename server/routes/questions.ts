import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../auth/authenticate';
import type { Viewer } from '../auth/viewer';
import { sqlBool, type Database } from '../db/database';
import { badRequest, notFound } from '../http-error';
import { COLLECTIONS, type Doc } from '../replication/collections';
import type { Scope } from '../replication/collection-def';
import type { DocumentStore } from '../replication/store';
import { createWriteValidator } from '../replication/validation';
import { checked, idParams, member, merge, pageOf, paging, signedInViewer, strip, type Paging } from './support';

type Deps = { store: DocumentStore; database: Database; authenticate: Authenticator };

const ID_REQUIRED = 'Question ID is required'; // fetching a question needs a non-empty id
const NOT_FOUND = 'Question not found';

const SORTS = { latest: 'rank_latest', most_uplifted: 'rank_uplifted', most_helpers: 'rank_helpers', most_relatable: 'rank_relatable' } as const;
type Sort = keyof typeof SORTS;
type ListQuery = Paging & { sort?: Sort; event_id?: string; author_id?: string };

const listQuery = {
  type: 'object',
  properties: {
    ...paging,
    sort: { type: 'string', enum: Object.keys(SORTS) },
    event_id: { type: 'string', minLength: 1, maxLength: 36 },
    author_id: { type: 'string', minLength: 1, maxLength: 36 },
  },
  additionalProperties: false,
} as const;

const editable = {
  title: { type: ['string'] },
  description: { type: ['string', 'null'] },
  event_id: { type: 'string' },
  is_anonymous: { type: 'boolean' },
  slug: { type: ['string', 'null'] },
} as const;

const createBody = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 36 }, ...editable, created_at: { type: 'string' } },
  required: ['title'],
  additionalProperties: false,
} as const;

const updateBody = { type: 'object', properties: editable, additionalProperties: false } as const;

export async function questionRoutes(app: FastifyInstance, { store, database, authenticate }: Deps) {
  const def = COLLECTIONS.questions;
  const validate = createWriteValidator(def);
  const bool = sqlBool(database.dialect);

  async function meetverseId(): Promise<string> {
    const row = await database.db
      .selectFrom('events')
      .select('id')
      .where('is_meetverse', '=', bool(true))
      .where('_deleted', '=', bool(false))
      .executeTakeFirst();
    if (!row) throw notFound('There is no meetverse');
    return row.id;
  }

  /** Anonymous questions count as nobody's in a list by author, except for their author. */
  function byAuthor(viewer: Viewer, authorId: string): Scope<'questions'> {
    return (eb) =>
      authorId === viewer?.userId
        ? eb('author_id', '=', authorId)
        : eb.and([eb('author_id', '=', authorId), eb.or([eb('is_anonymous', 'is', null), eb('is_anonymous', '=', bool(false))])]);
  }

  async function list(viewer: Viewer, query: ListQuery) {
    const filters: Scope<'questions'>[] = [];
    const eventId = query.event_id;
    if (eventId) filters.push((eb) => eb('event_id', '=', eventId));
    if (query.author_id) filters.push(byAuthor(viewer, query.author_id));
    const where: Scope<'questions'> | undefined = filters.length ? (eb) => eb.and(filters.map((f) => f(eb))) : undefined;
    const sort = SORTS[query.sort ?? 'latest'];
    const { documents, total } = await store.page(def, viewer, {
      where,
      orderBy: [[sort, 'asc'], ['rank_latest', 'asc'], ['id', 'asc']],
      ...pageOf(query),
    });
    return { data: documents.map(strip), total };
  }

  async function loadLive(id: string): Promise<Doc<'questions'>> {
    if (!id.trim()) throw badRequest(ID_REQUIRED);
    const doc = await store.get(def, id);
    if (!doc || doc._deleted) throw notFound(NOT_FOUND);
    return doc;
  }

  app.get<{ Querystring: ListQuery }>('/questions', { schema: { querystring: listQuery } }, async (request) =>
    list(await signedInViewer(authenticate, request), request.query),
  );

  app.get<{ Querystring: ListQuery }>('/questions/meetverse', { schema: { querystring: listQuery } }, async (request) => {
    const viewer = await signedInViewer(authenticate, request);
    return list(viewer, { ...request.query, event_id: await meetverseId() });
  });

  app.get<{ Params: { id: string }; Querystring: ListQuery }>(
    '/users/:id/questions',
    { schema: { params: idParams, querystring: listQuery } },
    async (request) => {
      const viewer = await signedInViewer(authenticate, request);
      if (!request.params.id.trim()) throw badRequest('User ID is required'); // a profile needs a non-empty id
      const user = await store.findBySlugOrId(COLLECTIONS.users, request.params.id);
      if (!user || user._deleted) throw notFound('User profile not found');
      return list(viewer, { ...request.query, author_id: user.id });
    },
  );

  app.get<{ Params: { id: string } }>('/questions/:id', { schema: { params: idParams } }, async (request) => {
    const viewer = await signedInViewer(authenticate, request);
    return { data: strip(store.project(def, viewer, await loadLive(request.params.id))) };
  });

  app.get<{ Params: { id: string } }>('/resolve/questions/:id', { schema: { params: idParams } }, async (request) => {
    const viewer = await signedInViewer(authenticate, request);
    if (!request.params.id.trim()) throw badRequest(ID_REQUIRED);
    const doc = await store.findBySlugOrId(def, request.params.id);
    if (!doc || doc._deleted) throw notFound(NOT_FOUND);
    return { data: strip(store.project(def, viewer, doc)) };
  });

  app.post<{ Body: Record<string, unknown> }>('/questions', { schema: { body: createBody } }, async (request, reply) => {
    const viewer = await member(authenticate, request);
    const body = request.body;
    if (body.id !== undefined && (await store.get(def, String(body.id)))) throw badRequest('id must be a new unique string');
    const now = new Date().toISOString();
    const doc = checked(validate, {
      id: randomUUID(),
      event_id: body.event_id ?? (await meetverseId()),
      is_anonymous: false,
      created_at: now,
      ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null)),
      author_id: viewer.userId,
      // The server counts and ranks; these only satisfy the schema until it does.
      help_count: 0,
      me_too_count: 0,
      uplift_count: 0,
      rank_latest: 0,
      rank_uplifted: 0,
      rank_helpers: 0,
      rank_relatable: 0,
      sync_state: 'sent',
      updatedAt: 0,
      _deleted: false,
    });
    reply.code(201);
    return { data: strip(await store.put(def, viewer, doc)) };
  });

  app.put<{ Params: { id: string }; Body: Record<string, unknown> }>(
    '/questions/:id',
    { schema: { params: idParams, body: updateBody } },
    async (request) => {
      const viewer = await member(authenticate, request);
      const master = await loadLive(request.params.id);
      const doc = checked(validate, merge(master, request.body));
      return { data: strip(await store.put(def, viewer, doc)) };
    },
  );

  app.delete<{ Params: { id: string } }>('/questions/:id', { schema: { params: idParams } }, async (request, reply) => {
    const viewer = await member(authenticate, request);
    const master = await loadLive(request.params.id);
    await store.put(def, viewer, { ...master, _deleted: true });
    reply.code(204);
  });

  app.get<{ Params: { id: string }; Querystring: Paging }>(
    '/questions/:id/interactions',
    { schema: { params: idParams, querystring: { type: 'object', properties: paging, additionalProperties: false } } },
    async (request) => {
      const viewer = await signedInViewer(authenticate, request);
      const question = await loadLive(request.params.id);
      const { documents, total } = await store.page(COLLECTIONS.interactions, viewer, {
        where: (eb) => eb.and([eb('target_id', '=', question.id), eb('active', '=', bool(true))]),
        orderBy: [['created_at', 'desc'], ['id', 'asc']],
        ...pageOf(request.query, 100),
      });
      return { data: documents.map(strip), total };
    },
  );
}
