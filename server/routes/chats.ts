import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../auth/authenticate';
import { sqlBool, type Database } from '../db/database';
import { notFound } from '../http-error';
import { COLLECTIONS } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import { CHAT_FIRST_SYNC_MAX, CHAT_FIRST_SYNC_MESSAGES } from '../../schemas/api';
import { idParams, member } from './support';

type Deps = { store: DocumentStore; database: Database; authenticate: Authenticator };

const readBody = {
  anyOf: [
    { type: 'object', properties: { last_read_at: { type: 'number', minimum: 0, maximum: 1e15 } }, additionalProperties: false },
    { type: 'null' },
  ],
} as const;

export async function chatRoutes(app: FastifyInstance, { store, database, authenticate }: Deps) {
  const rooms = COLLECTIONS.chat_rooms;
  const bool = sqlBool(database.dialect);

  /** Polled by the app every 10 s: rooms with a message from someone else newer than the member last read. */
  app.get('/chats/unread-count', async (request) => {
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
  const historyQuery = {
    type: 'object',
    properties: {
      before: { type: 'number', minimum: 0, maximum: 1e15 },
      before_id: { type: 'string', minLength: 1, maxLength: 36 },
      limit: { type: 'integer', minimum: 1, maximum: CHAT_FIRST_SYNC_MAX },
    },
    dependencies: { before: ['before_id'], before_id: ['before'] },
    additionalProperties: false,
  } as const;

  /**
   * Older messages of a room, for a member scrolling back past what the first sync brought: the page
   * before (`before`, `before_id`), oldest first, and whether there are older ones still.
   */
  app.get<{ Params: { id: string }; Querystring: { before?: number; before_id?: string; limit?: number } }>(
    '/chats/:id/messages',
    { schema: { params: idParams, querystring: historyQuery } },
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
  app.get('/chats/reads', async (request) => {
    const viewer = await member(authenticate, request);
    const rows = await database.db
      .selectFrom('chat_reads as cr')
      .innerJoin('chat_participants as p', (join) => join.onRef('p.room_id', '=', 'cr.room_id').on('p.user_id', '=', viewer.userId))
      .select(['cr.room_id', 'cr.user_id', 'cr.last_read_at'])
      .execute();
    return { data: rows };
  });

  /** The member has read a room up to `last_read_at` (default now); it only moves forward. */
  app.post<{ Params: { id: string }; Body: { last_read_at?: number } | null | undefined }>(
    '/chats/:id/read',
    { schema: { params: idParams, body: readBody } },
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
