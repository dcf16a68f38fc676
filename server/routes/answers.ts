import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ANSWER_BODY_MAX, ANSWER_MODERATION_STATES } from '../../schemas/answer.schema';
import { HIDE_REASON_MAX } from '../../schemas/question-moderation';
import { answerDocumentSchema, dataOf, pageOf as pageSchemaOf } from '../../schemas/rest';
import type { Authenticator } from '../auth/authenticate';
import type { Viewer } from '../auth/viewer';
import { badRequest, notFound } from '../http-error';
import { answer, noContent, operation } from '../http/openapi';
import { COLLECTIONS, type Doc } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import { createWriteValidator } from '../replication/validation';
import { checked, idParams, member, merge, pageOf, pagingQuery, signedInViewer, strip, type IdParams, type Paging } from './support';

type Deps = { store: DocumentStore; authenticate: Authenticator };

const QUESTION_NOT_FOUND = 'Question not found';
const NOT_FOUND = 'Answer not found';

const createBody = Type.Object(
  {
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 36, description: 'A new id the client made; the server makes one when absent' })),
    body: Type.String({ description: `The answer, plain text: its links and line breaks are shown (at most ${ANSWER_BODY_MAX} characters)` }),
    created_at: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

const updateBody = Type.Partial(
  Type.Object({
    body: Type.String({ description: "The answer's new words: its author only" }),
    moderation: Type.Unsafe<(typeof ANSWER_MODERATION_STATES)[number]>({ type: 'string', enum: [...ANSWER_MODERATION_STATES], description: "approved (shown) or hidden: its question's event's moderators only" }),
    hidden_reason: Type.Union([Type.String({ maxLength: HIDE_REASON_MAX, description: 'Why it is hidden (its author is told): moderators only' }), Type.Null()]),
  }),
  { additionalProperties: false },
);

const oneAnswer = answer(dataOf(answerDocumentSchema), 'The answer as stored');

/**
 * Answers through REST, the push's twins: whoever reads a question reads its answers; members answer in
 * their own name and change or delete only their own; an event's moderators hide them.
 */
export async function answerRoutes(app: FastifyInstance, { store, authenticate }: Deps) {
  const def = COLLECTIONS.answers;
  const validate = createWriteValidator(def);

  /** A question the viewer may read: one withheld from them answers as one that does not exist. */
  async function readableQuestion(id: string, viewer: Viewer): Promise<Doc<'questions'>> {
    if (!id.trim()) throw badRequest('Question ID is required');
    const question = await store.get(COLLECTIONS.questions, id);
    if (!question || question._deleted || (await store.visible(COLLECTIONS.questions, viewer, [question])).length === 0) throw notFound(QUESTION_NOT_FOUND);
    return question;
  }

  /** An answer the viewer may read, not deleted. */
  async function readableAnswer(id: string, viewer: Viewer): Promise<Doc<'answers'>> {
    if (!id.trim()) throw badRequest('Answer ID is required');
    const doc = await store.get(def, id);
    if (!doc || doc._deleted || (await store.visible(def, viewer, [doc])).length === 0) throw notFound(NOT_FOUND);
    return doc;
  }

  app.get<{ Params: IdParams; Querystring: Paging }>(
    '/questions/:id/answers',
    {
      schema: operation({
        operationId: 'listQuestionAnswers',
        tag: 'answers',
        summary: 'The answers to a question the caller may read, oldest first (its accepted one is named by the question)',
        access: 'member',
        params: idParams,
        querystring: pagingQuery,
        answers: { 200: answer(pageSchemaOf(answerDocumentSchema), 'A page of answers, and how many there are') },
        refusals: [404],
      }),
    },
    async (request) => {
      const viewer = await signedInViewer(authenticate, request);
      const question = await readableQuestion(request.params.id, viewer);
      const { documents, total } = await store.page(def, viewer, {
        where: (eb) => eb('question_id', '=', question.id),
        orderBy: [['created_at', 'asc'], ['id', 'asc']],
        ...pageOf(request.query, 50),
      });
      return { data: documents.map(strip), total };
    },
  );

  app.post<{ Params: IdParams; Body: { id?: string; body: string; created_at?: string } }>(
    '/questions/:id/answers',
    {
      schema: operation({
        operationId: 'answerQuestion',
        tag: 'answers',
        summary: "Answers a question the caller may read, in the caller's name",
        access: 'member',
        params: idParams,
        body: createBody,
        answers: { 201: oneAnswer },
        refusals: [403, 404, 409],
      }),
    },
    async (request, reply) => {
      const viewer = await member(authenticate, request);
      const question = await readableQuestion(request.params.id, viewer);
      const body = request.body;
      if (body.id !== undefined && (await store.get(def, body.id))) throw badRequest('id must be a new unique string');
      const doc = checked(validate, {
        id: randomUUID(),
        created_at: new Date().toISOString(),
        ...body,
        question_id: question.id,
        // The server copies the question's event and names the caller as its author.
        event_id: question.event_id,
        author_id: viewer.userId,
        sync_state: 'sent',
        updatedAt: 0,
        _deleted: false,
      });
      reply.code(201);
      return { data: strip(await store.put(def, viewer, doc)) };
    },
  );

  app.get<{ Params: IdParams }>(
    '/answers/:id',
    { schema: operation({ operationId: 'getAnswer', tag: 'answers', summary: 'An answer by id', access: 'member', params: idParams, answers: { 200: oneAnswer }, refusals: [404] }) },
    async (request) => {
      const viewer = await signedInViewer(authenticate, request);
      return { data: strip(store.project(def, viewer, await readableAnswer(request.params.id, viewer))) };
    },
  );

  app.put<{ Params: IdParams; Body: Record<string, unknown> }>(
    '/answers/:id',
    {
      schema: operation({
        operationId: 'updateAnswer',
        tag: 'answers',
        summary: "Changes the caller's own answer; a moderator of its event hides it or shows it again (moderation, hidden_reason)",
        access: 'member',
        params: idParams,
        body: updateBody,
        answers: { 200: oneAnswer },
        refusals: [403, 404, 409],
      }),
    },
    async (request) => {
      const viewer = await member(authenticate, request);
      const master = await readableAnswer(request.params.id, viewer);
      const doc = checked(validate, merge(master, request.body));
      return { data: strip(await store.put(def, viewer, doc)) };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/answers/:id',
    {
      schema: operation({ operationId: 'deleteAnswer', tag: 'answers', summary: "Deletes the caller's own answer: nothing of its words is kept", access: 'member', params: idParams, answers: { 204: noContent('Deleted') }, refusals: [403, 404, 409] }),
    },
    async (request, reply) => {
      const viewer = await member(authenticate, request);
      const master = await readableAnswer(request.params.id, viewer);
      await store.put(def, viewer, { ...master, _deleted: true });
      reply.code(204);
    },
  );
}
