import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../auth/authenticate';
import { sqlBool, type Database } from '../db/database';
import { badRequest, notFound } from '../http-error';
import { COLLECTIONS } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import { idParams, member, pageOf, paging, strip, type Paging } from './support';

type Deps = { store: DocumentStore; database: Database; authenticate: Authenticator };

export async function notificationRoutes(app: FastifyInstance, { store, database, authenticate }: Deps) {
  const def = COLLECTIONS.notifications;
  const bool = sqlBool(database.dialect);

  app.get<{ Querystring: Paging }>(
    '/notifications',
    { schema: { querystring: { type: 'object', properties: paging, additionalProperties: false } } },
    async (request) => {
      const viewer = await member(authenticate, request);
      const { documents, total } = await store.page(def, viewer, {
        orderBy: [['created_at', 'desc'], ['id', 'desc']],
        ...pageOf(request.query),
      });
      const unread = await store.count(def, viewer, (eb) => eb('status', '=', 'unread'));
      return { notifications: documents.map(strip), total, unread_count: unread };
    },
  );

  app.post<{ Querystring: { mark_all_read?: boolean } }>(
    '/notifications',
    { schema: { querystring: { type: 'object', properties: { mark_all_read: { type: 'boolean' } }, additionalProperties: false } } },
    async (request) => {
      const viewer = await member(authenticate, request);
      if (request.query.mark_all_read !== true) throw badRequest('Nothing to do: send mark_all_read=true');
      const rows = await database.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', viewer.userId)
        .where('status', '=', 'unread')
        .where('_deleted', '=', bool(false))
        .execute();
      const unread = (await store.byIds(def, rows.map((row) => row.id))).filter((doc) => doc.status === 'unread');
      await store.putMany(def, viewer, unread.map((doc) => ({ ...doc, status: 'read' })));
      return { data: { updated: unread.length, unread_count: 0 } };
    },
  );

  app.post<{ Params: { id: string }; Querystring: { mark_as: 'read' | 'unread' } }>(
    '/notifications/:id',
    {
      schema: {
        params: idParams,
        querystring: { type: 'object', properties: { mark_as: { type: 'string', enum: ['read', 'unread'] } }, required: ['mark_as'], additionalProperties: false },
      },
    },
    async (request) => {
      const viewer = await member(authenticate, request);
      // Someone else's notification is as unknown to you as a missing one.
      const master = await store.read(def, viewer, request.params.id);
      if (!master) throw notFound('Notification not found');
      return { data: strip(await store.put(def, viewer, { ...master, status: request.query.mark_as })) };
    },
  );
}
