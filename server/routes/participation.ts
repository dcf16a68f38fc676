import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { checkedInEventSchema, dataOf, interactionDocumentSchema, pageOf, participationSchema } from '../../schemas/rest';
import { compareEvents } from '../../schemas/event-order';
import { interactionId } from '../../schemas/interaction.schema';
import type { Authenticator } from '../auth/authenticate';
import { sqlBool, type Database } from '../db/database';
import { badRequest, forbidden, notFound } from '../http-error';
import { answer, operation } from '../http/openapi';
import { COLLECTIONS, type Doc } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import { createWriteValidator } from '../replication/validation';
import { present } from './interactions';
import { checked, idParams, member, signedInViewer, strip, type IdParams, type Member } from './support';

type Deps = { store: DocumentStore; database: Database; authenticate: Authenticator };

const id36 = () => Type.String({ minLength: 1, maxLength: 36 });
const userQuery = Type.Object({ user_id: Type.Optional(id36()) }, { additionalProperties: false });
type UserQuery = Static<typeof userQuery>;
const joinBody = Type.Object(
  { event_id: Type.String({ maxLength: 200, description: "The event's id or slug" }), user_id: Type.Optional(id36()) },
  { additionalProperties: false },
);
const checkedInQuery = Type.Object({ include_meetverse: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
const NO_EVENT = 'No event of that id or slug';

/** Joining an event and checking in to it are interactions of the member with the event. */
export async function participationRoutes(app: FastifyInstance, { store, database, authenticate }: Deps) {
  const events = COLLECTIONS.events;
  const interactions = COLLECTIONS.interactions;
  const validate = createWriteValidator(interactions);
  const bool = sqlBool(database.dialect);

  async function liveEvent(slugOrId: string): Promise<Doc<'events'>> {
    if (!slugOrId.trim()) throw badRequest('Event ID is required');
    const event = await store.findBySlugOrId(events, slugOrId);
    if (!event || event._deleted) throw notFound('Event not found');
    return event;
  }

  const isActive = (doc: Doc<'interactions'> | undefined) => doc !== undefined && doc.active && !doc._deleted;

  async function standing(eventId: string, userId: string) {
    const [participation, checkIn] = await Promise.all([
      store.get(interactions, interactionId('participation', userId, eventId)),
      store.get(interactions, interactionId('check_in', userId, eventId)),
    ]);
    return { event_id: eventId, user_id: userId, is_participant: isActive(participation) || isActive(checkIn), isCheckedIn: isActive(checkIn) };
  }

  /** Active toggles of the member on the event, written together. */
  async function activate(viewer: Member, eventId: string, kinds: ('participation' | 'check_in')[]) {
    const now = new Date().toISOString();
    const docs = await Promise.all(
      kinds.map(async (kind) => {
        const id = interactionId(kind, viewer.userId, eventId);
        const master = await store.get(interactions, id);
        const base = master ?? { id, kind, user_id: viewer.userId, target_id: eventId, created_at: now, updatedAt: 0 };
        return checked(validate, { ...base, active: true, sync_state: 'sent', _deleted: false });
      }),
    );
    return store.putMany(interactions, viewer, docs);
  }

  function ownUserId(viewer: Member, userId: string | undefined): string {
    if (userId !== undefined && userId !== viewer.userId) throw forbidden('You can only do this for yourself: user_id must be your user id');
    return viewer.userId;
  }

  app.get<{ Params: IdParams; Querystring: UserQuery }>(
    '/events/:id/participation',
    {
      schema: operation({
        operationId: 'getParticipation',
        tag: 'events',
        summary: 'Whether a member (the caller when absent) joined an event and checked in to it',
        access: 'member',
        params: idParams,
        querystring: userQuery,
        answers: { 200: answer(dataOf(participationSchema), 'Where the member stands') },
        refusals: [404],
        refusalWords: { 404: NO_EVENT },
      }),
    },
    async (request) => {
      const viewer = await signedInViewer(authenticate, request);
      const event = await liveEvent(request.params.id);
      const userId = request.query.user_id ?? viewer.userId;
      if (!userId) throw badRequest('user_id is required');
      return { data: await standing(event.id, userId) };
    },
  );

  app.post<{ Params: IdParams; Querystring: UserQuery }>(
    '/events/:id/checkin',
    {
      schema: operation({
        operationId: 'checkIn',
        tag: 'events',
        summary: 'Checks the caller in to an event, which joins it too',
        access: 'member',
        params: idParams,
        querystring: userQuery,
        answers: { 200: answer(dataOf(participationSchema), 'Where the caller stands now') },
        refusals: [403, 404, 409],
        refusalWords: { 404: NO_EVENT },
      }),
    },
    async (request) => {
      const viewer = await member(authenticate, request);
      const userId = ownUserId(viewer, request.query.user_id);
      const event = await liveEvent(request.params.id);
      // Checking in joins: the interactions rules make the participation active in the same transaction.
      await activate(viewer, event.id, ['check_in']);
      return { data: await standing(event.id, userId) };
    },
  );

  app.post<{ Body: Static<typeof joinBody> }>(
    '/event-participants',
    {
      schema: operation({
        operationId: 'joinEvent',
        tag: 'events',
        summary: 'The caller joins an event',
        access: 'member',
        body: joinBody,
        answers: {
          200: answer(dataOf(interactionDocumentSchema), 'The participation; the caller had joined already'),
          201: answer(dataOf(interactionDocumentSchema), 'The participation, made now'),
        },
        refusals: [403, 404, 409],
        refusalWords: { 404: NO_EVENT },
      }),
    },
    async (request, reply) => {
      const viewer = await member(authenticate, request);
      ownUserId(viewer, request.body.user_id);
      const event = await liveEvent(request.body.event_id);
      const before = await store.get(interactions, interactionId('participation', viewer.userId, event.id));
      const [saved] = await activate(viewer, event.id, ['participation']);
      if (!saved) throw new Error('Joining wrote no participation');
      reply.code(isActive(before) ? 200 : 201);
      return { data: present(saved, viewer.userId) };
    },
  );

  app.get<{ Querystring: Static<typeof checkedInQuery> }>(
    '/events/my-checked-in',
    {
      schema: operation({
        operationId: 'listCheckedInEvents',
        tag: 'events',
        summary: 'The events the caller checked in to (and the meetverse, when asked for), in list order',
        access: 'member',
        querystring: checkedInQuery,
        answers: { 200: answer(pageOf(checkedInEventSchema), 'The events, and how many') },
        refusals: [403],
      }),
    },
    async (request) => {
      const viewer = await member(authenticate, request);
      const rows = await database.db
        .selectFrom('interactions')
        .select('target_id')
        .where('user_id', '=', viewer.userId)
        .where('kind', '=', 'check_in')
        .where('active', '=', bool(true))
        .where('_deleted', '=', bool(false))
        .execute();
      const checkedIn = new Set(rows.map((row) => row.target_id));
      const includeMeetverse = request.query.include_meetverse === true;
      const found = await store.list(events, (event) => checkedIn.has(event.id) || (includeMeetverse && event.is_meetverse === true));
      found.sort(compareEvents);
      const data = found.map((event) => ({ ...strip(event), isCheckedIn: checkedIn.has(event.id) }));
      return { data, total: data.length };
    },
  );
}
