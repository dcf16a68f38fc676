import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { dataOf, notificationDocumentSchema } from '../../schemas/rest';
import type { Authenticator } from '../auth/authenticate';
import { sqlBool, type Database } from '../db/database';
import { badRequest, notFound } from '../http-error';
import { answer, operation } from '../http/openapi';
import { COLLECTIONS } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import { idParams, member, pageOf, pagingQuery, strip, type IdParams, type Paging } from './support';

const notificationsPage = Type.Object({
  notifications: Type.Array(notificationDocumentSchema),
  total: Type.Integer({ minimum: 0 }),
  unread_count: Type.Integer({ minimum: 0 }),
});
const markAllQuery = Type.Object({ mark_all_read: Type.Optional(Type.Boolean({ description: 'Must be true' })) }, { additionalProperties: false });
const markAllAnswer = Type.Object({ updated: Type.Integer({ minimum: 0 }), unread_count: Type.Integer({ minimum: 0 }) });
const markQuery = Type.Object({ mark_as: Type.Unsafe<'read' | 'unread'>({ type: 'string', enum: ['read', 'unread'] }) }, { additionalProperties: false });

type Deps = { store: DocumentStore; database: Database; authenticate: Authenticator };

export async function notificationRoutes(app: FastifyInstance, { store, database, authenticate }: Deps) {
  const def = COLLECTIONS.notifications;
  const bool = sqlBool(database.dialect);

  app.get<{ Querystring: Paging }>(
    '/notifications',
    {
      schema: operation({
        operationId: 'listNotifications',
        tag: 'notifications',
        summary: "The caller's notifications, newest first, with how many are unread",
        access: 'member',
        querystring: pagingQuery,
        answers: { 200: answer(notificationsPage, 'A page of notifications, how many there are and how many are unread') },
        refusals: [403],
      }),
    },
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

  app.post<{ Querystring: Static<typeof markAllQuery> }>(
    '/notifications',
    {
      schema: operation({
        operationId: 'markAllNotificationsRead',
        tag: 'notifications',
        summary: "Marks every one of the caller's notifications read (mark_all_read=true)",
        access: 'member',
        querystring: markAllQuery,
        answers: { 200: answer(dataOf(markAllAnswer), 'How many were marked read') },
        refusals: [403, 409],
      }),
    },
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

  app.post<{ Params: IdParams; Querystring: Static<typeof markQuery> }>(
    '/notifications/:id',
    {
      schema: operation({
        operationId: 'markNotification',
        tag: 'notifications',
        summary: "Marks one of the caller's notifications read or unread",
        access: 'member',
        params: idParams,
        querystring: markQuery,
        answers: { 200: answer(dataOf(notificationDocumentSchema), 'The notification as stored') },
        refusals: [403, 404, 409],
      }),
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
