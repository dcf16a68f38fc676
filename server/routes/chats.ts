import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { chatMessageDocumentSchema, chatReadSchema, dataOf } from '../../schemas/rest';
import type { Authenticator } from '../auth/authenticate';
import { sqlBool, type Database } from '../db/database';
import { notFound } from '../http-error';
import { answer, operation } from '../http/openapi';
import { COLLECTIONS } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import { CHAT_FIRST_SYNC_MAX, CHAT_FIRST_SYNC_MESSAGES } from '../../schemas/api';
import { idParams, member, type IdParams } from './support';

type Deps = { store: DocumentStore; database: Database; authenticate: Authenticator };

const readBody = Type.Union([
  Type.Object({ last_read_at: Type.Optional(Type.Number({ minimum: 0, maximum: 1e15, description: 'Read up to here (ms since the epoch); now when absent' })) }, { additionalProperties: false }),
  Type.Null(),
]);

const NO_ROOM = "No room of that id that the caller takes part in";
const unreadAnswer = Type.Object({ total_unread_chats: Type.Integer({ minimum: 0 }) });
const historyAnswer = Type.Object({ data: Type.Array(chatMessageDocumentSchema), has_more: Type.Boolean() });
const readAnswer = Type.Object({ room_id: Type.String(), last_read_at: Type.Number() });

export async function chatRoutes(app: FastifyInstance, { store, database, authenticate }: Deps) {
  const rooms = COLLECTIONS.chat_rooms;
  const bool = sqlBool(database.dialect);

  /** Polled by the app every 10 s: rooms with a message from someone else newer than the member last read. */
  const unreadSchema = operation({
    operationId: 'countUnreadChats',
    tag: 'chats',
    summary: 'How many of the caller\'s rooms have a message from someone else newer than they last read',
    access: 'member',
    answers: { 200: answer(unreadAnswer, 'The number of rooms with unread messages') },
    refusals: [403],
  });
  app.get('/chats/unread-count', { schema: unreadSchema }, async (request) => {
    const viewer = await member(authenticate, request);
    const me = viewer.userId;
    const row = await database.db
      .selectFrom('chat_messages as m')
      .innerJoin('chat_participants as p', (join) => join.onRef('p.room_id', '=', 'm.room_id').on('p.user_id', '=', me))
      .innerJoin('chat_rooms as r', (join) => join.onRef('r.id', '=', 'm.room_id').on('r._deleted', '=', bool(false)))
      .leftJoin('chat_reads as cr', (join) => join.onRef('cr.room_id', '=', 'm.room_id').on('cr.user_id', '=', me))
      .where('m.sender_id', '!=', me)
      .where('m._deleted', '=', bool(false))
      .where((eb) => eb('m.timestamp', '>', eb.fn.coalesce('cr.last_read_at', eb.lit(0))))
      .select((eb) => eb.fn.count<number>('m.room_id').distinct().as('rooms'))
      .executeTakeFirst();
    return { total_unread_chats: row?.rooms ?? 0 };
  });

  const messages = COLLECTIONS.chat_messages;
  const historyQuery = Type.Object(
    {
      before: Type.Optional(Type.Number({ minimum: 0, maximum: 1e15, description: "The timestamp of the oldest message the caller has; given with before_id" })),
      before_id: Type.Optional(Type.String({ minLength: 1, maxLength: 36, description: 'The id of that message; given with before' })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CHAT_FIRST_SYNC_MAX, description: `How many messages (${CHAT_FIRST_SYNC_MESSAGES} when absent)` })),
    },
    { dependencies: { before: ['before_id'], before_id: ['before'] }, additionalProperties: false },
  );

  /**
   * Older messages of a room, for a member scrolling back past what the first sync brought: the page
   * before (`before`, `before_id`), oldest first, and whether there are older ones still.
   */
  app.get<{ Params: IdParams; Querystring: Static<typeof historyQuery> }>(
    '/chats/:id/messages',
    {
      schema: operation({
        operationId: 'listOlderChatMessages',
        tag: 'chats',
        summary: 'Older messages of a room: the page before a message, oldest first, and whether there are older ones still',
        access: 'member',
        params: idParams,
        querystring: historyQuery,
        answers: { 200: answer(historyAnswer, 'The messages, and whether there are older ones') },
        refusals: [403, 404],
        refusalWords: { 404: NO_ROOM },
      }),
    },
    async (request) => {
      const viewer = await member(authenticate, request);
      const room = await store.read(rooms, viewer, request.params.id);
      if (!room) throw notFound('Chat room not found');
      const { before, before_id: beforeId, limit = CHAT_FIRST_SYNC_MESSAGES } = request.query;
      const cursor = before !== undefined && beforeId !== undefined ? { at: before, id: beforeId } : null;
      const page = await store.before(messages, viewer, { column: 'room_id', value: room.id }, 'timestamp', cursor, limit + 1);
      return { data: page.slice(0, limit).reverse(), has_more: page.length > limit };
    },
  );

  /**
   * How far each participant of the member's rooms has read (ms): the member's own unread counts on
   * every device, and 'Read' under the messages the other person has seen.
   */
  const readsSchema = operation({
    operationId: 'listChatReads',
    tag: 'chats',
    summary: "How far each participant of the caller's rooms has read",
    access: 'member',
    answers: { 200: answer(dataOf(Type.Array(chatReadSchema)), 'A read mark per participant and room') },
    refusals: [403],
  });
  app.get('/chats/reads', { schema: readsSchema }, async (request) => {
    const viewer = await member(authenticate, request);
    const rows = await database.db
      .selectFrom('chat_reads as cr')
      .innerJoin('chat_participants as p', (join) => join.onRef('p.room_id', '=', 'cr.room_id').on('p.user_id', '=', viewer.userId))
      .select(['cr.room_id', 'cr.user_id', 'cr.last_read_at'])
      .execute();
    return { data: rows };
  });

  /** The member has read a room up to `last_read_at` (default now); it only moves forward. */
  app.post<{ Params: IdParams; Body: Static<typeof readBody> | undefined }>(
    '/chats/:id/read',
    {
      schema: operation({
        operationId: 'markChatRead',
        tag: 'chats',
        summary: 'Marks a room read by the caller up to a time (now when absent); the mark only moves forward',
        access: 'member',
        params: idParams,
        body: readBody,
        answers: { 200: answer(dataOf(readAnswer), 'The read mark as stored') },
        refusals: [403, 404],
        refusalWords: { 404: NO_ROOM },
      }),
    },
    async (request) => {
      const viewer = await member(authenticate, request);
      const room = await store.read(rooms, viewer, request.params.id);
      if (!room) throw notFound('Chat room not found');
      const now = Date.now();
      const wanted = Math.min(request.body?.last_read_at ?? now, now);
      const key = { room_id: room.id, user_id: viewer.userId };
      const existing = await database.db.selectFrom('chat_reads').select('last_read_at').where('room_id', '=', key.room_id).where('user_id', '=', key.user_id).executeTakeFirst();
      const lastReadAt = Math.max(wanted, existing?.last_read_at ?? 0);
      await database.db
        .insertInto('chat_reads')
        .values({ ...key, last_read_at: lastReadAt })
        .onConflict((oc) => oc.columns(['room_id', 'user_id']).doUpdateSet({ last_read_at: lastReadAt }))
        .execute();
      return { data: { room_id: room.id, last_read_at: lastReadAt } };
    },
  );
}
