import { randomUUID } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { HIDE_REASON_MAX, MODERATION_STATES, QUESTION_STAGES, type ModerationState, type QuestionStage } from '../../schemas/question-moderation';
import { dataOf, interactionDocumentSchema, pageOf as pageSchemaOf, questionDocumentSchema } from '../../schemas/rest';
import type { Authenticator } from '../auth/authenticate';
import type { Viewer } from '../auth/viewer';
import { sqlBool, type Database } from '../db/database';
import { badRequest, notFound } from '../http-error';
import { answer, noContent, operation, type Refusal } from '../http/openapi';
import { COLLECTIONS, type Doc } from '../replication/collections';
import type { Scope } from '../replication/collection-def';
import type { DocumentStore } from '../replication/store';
import { createWriteValidator } from '../replication/validation';
import { checked, idParams, member, merge, pageOf, paging, pagingQuery, signedInViewer, strip, type IdParams, type Paging } from './support';

type Deps = { store: DocumentStore; database: Database; authenticate: Authenticator };

const ID_REQUIRED = 'Question ID is required'; // fetching a question needs a non-empty id
const NOT_FOUND = 'Question not found';

const SORTS = { latest: 'rank_latest', most_uplifted: 'rank_uplifted', most_helpers: 'rank_helpers', most_relatable: 'rank_relatable' } as const;
type Sort = keyof typeof SORTS;
const listQuery = Type.Object(
  {
    ...paging,
    sort: Type.Optional(Type.Unsafe<Sort>({ type: 'string', enum: Object.keys(SORTS), description: 'The order: latest (the default), most_uplifted, most_helpers or most_relatable' })),
    event_id: Type.Optional(Type.String({ minLength: 1, maxLength: 36 })),
    author_id: Type.Optional(Type.String({ minLength: 1, maxLength: 36 })),
    session_id: Type.Optional(Type.String({ minLength: 1, maxLength: 36, description: 'Only the questions asked to this session' })),
  },
  { additionalProperties: false },
);
type ListQuery = Static<typeof listQuery>;

// null clears an optional field.
const editable = {
  title: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  event_id: Type.String(),
  is_anonymous: Type.Boolean(),
  slug: Type.Union([Type.String(), Type.Null()]),
  session_id: Type.Union([Type.String({ maxLength: 36, description: 'A session of its event the question is asked to' }), Type.Null()]),
  accepted_answer_id: Type.Union([Type.String({ maxLength: 36, description: 'The answer its asker accepts, one given to this question (asker only); null unsets it' }), Type.Null()]),
};

const createBody = Type.Object(
  {
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 36, description: 'A new id the client made; the server makes one when absent' })),
    title: editable.title,
    description: Type.Optional(editable.description),
    event_id: Type.Optional(Type.String({ description: 'The event it is asked in; the meetverse when absent' })),
    is_anonymous: Type.Optional(editable.is_anonymous),
    slug: Type.Optional(editable.slug),
    session_id: Type.Optional(editable.session_id),
    created_at: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

// What a moderator of the question's event decides (schemas/question-moderation.ts); null clears it.
const moderated = {
  moderation: Type.Unsafe<ModerationState>({ type: 'string', enum: [...MODERATION_STATES], description: 'approved (shown to all), waiting or hidden: moderators only' }),
  hidden_reason: Type.Union([Type.String({ maxLength: HIDE_REASON_MAX, description: 'Why it is hidden (its asker is told): moderators only' }), Type.Null()]),
  merged_into: Type.Union([Type.String({ maxLength: 36, description: 'The question of the same event it is merged into, with moderation hidden: moderators only' }), Type.Null()]),
  stage: Type.Union([Type.Unsafe<QuestionStage>({ type: 'string', enum: [...QUESTION_STAGES], description: 'answering (now, in the room) or answered: moderators only' }), Type.Null()]),
};

const updateBody = Type.Partial(Type.Object({ ...editable, ...moderated }), { additionalProperties: false });

const questionAnswer = answer(dataOf(questionDocumentSchema), 'The question, an anonymous one naming no author but to its author');
const questionsAnswer = answer(pageSchemaOf(questionDocumentSchema), 'A page of questions, and how many match');

/** The schema of a list of questions. */
const listSchema = (operationId: string, summary: string, refusals: Refusal[] = [], extra: { params?: typeof idParams } = {}) =>
  operation({ operationId, tag: 'questions', summary, access: 'member', ...extra, querystring: listQuery, answers: { 200: questionsAnswer }, refusals });

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
    // Lists show what every member sees, and the viewer's own questions that wait or were hidden.
    const filters: Scope<'questions'>[] = [(eb) => eb.or([eb('moderation', 'is', null), eb('moderation', '=', 'approved'), eb('author_id', '=', viewer?.userId ?? '')])];
    const eventId = query.event_id;
    if (eventId) filters.push((eb) => eb('event_id', '=', eventId));
    if (query.author_id) filters.push(byAuthor(viewer, query.author_id));
    const sessionId = query.session_id;
    if (sessionId) filters.push((eb) => eb('session_id', '=', sessionId));
    const where: Scope<'questions'> | undefined = filters.length ? (eb) => eb.and(filters.map((f) => f(eb))) : undefined;
    const sort = SORTS[query.sort ?? 'latest'];
    const { documents, total } = await store.page(def, viewer, {
      where,
      orderBy: [[sort, 'asc'], ['rank_latest', 'asc'], ['id', 'asc']],
      ...pageOf(query),
    });
    return { data: documents.map(strip), total };
  }

  /** A question the viewer may read: one waiting or hidden from them answers as one that does not exist. */
  async function loadLive(id: string, viewer: Viewer): Promise<Doc<'questions'>> {
    if (!id.trim()) throw badRequest(ID_REQUIRED);
    const doc = await store.get(def, id);
    if (!doc || doc._deleted || (await store.visible(def, viewer, [doc])).length === 0) throw notFound(NOT_FOUND);
    return doc;
  }

  app.get<{ Querystring: ListQuery }>('/questions', { schema: listSchema('listQuestions', 'Questions, of an event, a session of it or an author when asked, in a sort order') }, async (request) =>
    list(await signedInViewer(authenticate, request), request.query),
  );

  const meetverseSchema = listSchema('listMeetverseQuestions', 'Questions asked in the meetverse, in a sort order', [404]);
  app.get<{ Querystring: ListQuery }>('/questions/meetverse', { schema: meetverseSchema }, async (request) => {
    const viewer = await signedInViewer(authenticate, request);
    return list(viewer, { ...request.query, event_id: await meetverseId() });
  });

  app.get<{ Params: IdParams; Querystring: ListQuery }>(
    '/users/:id/questions',
    { schema: listSchema('listMemberQuestions', "A member's questions (by id or slug); their anonymous ones only to themselves", [404], { params: idParams }) },
    async (request) => {
      const viewer = await signedInViewer(authenticate, request);
      if (!request.params.id.trim()) throw badRequest('User ID is required'); // a profile needs a non-empty id
      const user = await store.findBySlugOrId(COLLECTIONS.users, request.params.id);
      // An unlisted member's questions read as those of nobody to members who never met them.
      if (!user || user._deleted || !(await COLLECTIONS.users.canRead(viewer, user, store.lookup()))) throw notFound('User profile not found');
      return list(viewer, { ...request.query, author_id: user.id });
    },
  );

  const oneSchema = (operationId: string, summary: string) =>
    operation({ operationId, tag: 'questions', summary, access: 'member', params: idParams, answers: { 200: questionAnswer }, refusals: [404] });
  app.get<{ Params: IdParams }>('/questions/:id', { schema: oneSchema('getQuestion', 'A question by id') }, async (request) => {
    const viewer = await signedInViewer(authenticate, request);
    return { data: strip(store.project(def, viewer, await loadLive(request.params.id, viewer))) };
  });

  app.get<{ Params: IdParams }>('/resolve/questions/:id', { schema: oneSchema('resolveQuestion', 'A question by slug or id') }, async (request) => {
    const viewer = await signedInViewer(authenticate, request);
    if (!request.params.id.trim()) throw badRequest(ID_REQUIRED);
    const doc = await store.findBySlugOrId(def, request.params.id);
    if (!doc || doc._deleted || (await store.visible(def, viewer, [doc])).length === 0) throw notFound(NOT_FOUND);
    return { data: strip(store.project(def, viewer, doc)) };
  });

  const createSchema = operation({
    operationId: 'askQuestion',
    tag: 'questions',
    summary: 'Asks a question, in an event or the meetverse',
    access: 'member',
    body: createBody,
    answers: { 201: answer(dataOf(questionDocumentSchema), 'The question as stored') },
    refusals: [403, 404, 409],
  });
  app.post<{ Body: Record<string, unknown> }>('/questions', { schema: createSchema }, async (request, reply) => {
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

  app.put<{ Params: IdParams; Body: Record<string, unknown> }>(
    '/questions/:id',
    {
      schema: operation({
        operationId: 'updateQuestion',
        tag: 'questions',
        summary: "Changes the caller's own question: the fields the body names (null clears an optional one). A moderator of its event changes its moderation only (moderation, hidden_reason, merged_into, stage)",
        access: 'member',
        params: idParams,
        body: updateBody,
        answers: { 200: questionAnswer },
        refusals: [403, 404, 409],
      }),
    },
    async (request) => {
      const viewer = await member(authenticate, request);
      const master = await loadLive(request.params.id, viewer);
      const doc = checked(validate, merge(master, request.body));
      return { data: strip(await store.put(def, viewer, doc)) };
    },
  );

  const deleteSchema = operation({
    operationId: 'deleteQuestion',
    tag: 'questions',
    summary: "Deletes the caller's own question",
    access: 'member',
    params: idParams,
    answers: { 204: noContent('Deleted') },
    refusals: [403, 404, 409],
  });
  app.delete<{ Params: IdParams }>('/questions/:id', { schema: deleteSchema }, async (request, reply) => {
    const viewer = await member(authenticate, request);
    const master = await loadLive(request.params.id, viewer);
    await store.put(def, viewer, { ...master, _deleted: true });
    reply.code(204);
  });

  app.get<{ Params: IdParams; Querystring: Paging }>(
    '/questions/:id/interactions',
    {
      schema: operation({
        operationId: 'listQuestionInteractions',
        tag: 'questions',
        summary: "The active reactions and bookmarks on a question that the caller may see, newest first",
        access: 'member',
        params: idParams,
        querystring: pagingQuery,
        answers: { 200: answer(pageSchemaOf(interactionDocumentSchema), 'A page of interactions, and how many there are') },
        refusals: [404],
      }),
    },
    async (request) => {
      const viewer = await signedInViewer(authenticate, request);
      const question = await loadLive(request.params.id, viewer);
      const { documents, total } = await store.page(COLLECTIONS.interactions, viewer, {
        where: (eb) => eb.and([eb('target_id', '=', question.id), eb('active', '=', bool(true))]),
        orderBy: [['created_at', 'desc'], ['id', 'asc']],
        ...pageOf(request.query, 100),
      });
      return { data: documents.map(strip), total };
    },
  );
}
