import type { FastifyInstance } from 'fastify';
import { compareEvents } from '../../schemas/event-order';
import { interactionId } from '../../schemas/interaction.schema';
import type { Authenticator } from '../auth/authenticate';
import { sqlBool, type Database } from '../db/database';
import { badRequest, forbidden, notFound } from '../http-error';
import { COLLECTIONS, type Doc } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import { createWriteValidator } from '../replication/validation';
import { present } from './interactions';
import { checked, idParams, member, signedInViewer, strip, type Member } from './support';

type Deps = { store: DocumentStore; database: Database; authenticate: Authenticator };

const id36 = { type: 'string', minLength: 1, maxLength: 36 } as const;
const userQuery = { type: 'object', properties: { user_id: id36 }, additionalProperties: false } as const;

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

  app.get<{ Params: { id: string }; Querystring: { user_id?: string } }>(
    '/events/:id/participation',
    { schema: { params: idParams, querystring: userQuery } },
    async (request) => {
      const viewer = await signedInViewer(authenticate, request);
      const event = await liveEvent(request.params.id);
      const userId = request.query.user_id ?? viewer.userId;
      if (!userId) throw badRequest('user_id is required');
      return { data: await standing(event.id, userId) };
    },
  );

  app.post<{ Params: { id: string }; Querystring: { user_id?: string } }>(
    '/events/:id/checkin',
    { schema: { params: idParams, querystring: userQuery } },
    async (request) => {
      const viewer = await member(authenticate, request);
      const userId = ownUserId(viewer, request.query.user_id);
      const event = await liveEvent(request.params.id);
      // Checking in joins: the interactions rules make the participation active in the same transaction.
      await activate(viewer, event.id, ['check_in']);
      return { data: await standing(event.id, userId) };
    },
  );

  app.post<{ Body: { event_id: string; user_id?: string } }>(
    '/event-participants',
    {
      schema: {
        body: { type: 'object', properties: { event_id: { type: 'string', maxLength: 200 }, user_id: id36 }, required: ['event_id'], additionalProperties: false },
      },
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

  app.get<{ Querystring: { include_meetverse?: boolean } }>(
    '/events/my-checked-in',
    { schema: { querystring: { type: 'object', properties: { include_meetverse: { type: 'boolean' } }, additionalProperties: false } } },
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
