import { randomUUID } from 'node:crypto';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sessionSchema, type SessionDoc } from '../../schemas/session.schema';
import { dataOf, pageOf, sessionDocumentSchema } from '../../schemas/rest';
import type { Authenticator } from '../auth/authenticate';
import { badRequest, notFound } from '../http-error';
import { answer, noContent, operation } from '../http/openapi';
import { COLLECTIONS, type Doc } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import { createWriteValidator } from '../replication/validation';
import { checked, idParams, member, merge, strip, type IdParams } from './support';

type Deps = { store: DocumentStore; authenticate: Authenticator };

const NO_EVENT = 'Event not found';
const NO_SESSION = 'Session not found';
/** Read in pages of this many: an agenda of a large conference holds a few hundred sessions. */
const READ_PAGE = 1000;

const field = (name: keyof typeof sessionSchema.properties): TSchema => Type.Unsafe(sessionSchema.properties[name]);
const orNull = (schema: TSchema) => Type.Union([schema, Type.Null()]);

/** What the organiser writes of a session; the server keeps its event, sequence and author. */
const createBody = Type.Object(
  {
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 36, description: 'A new id the client made; the server makes one when absent' })),
    title: field('title'),
    description: Type.Optional(field('description')),
    starts_at: field('starts_at'),
    ends_at: field('ends_at'),
    room: Type.Optional(field('room')),
    track: Type.Optional(field('track')),
    speakers: Type.Optional(field('speakers')),
    capacity: Type.Optional(field('capacity')),
    cancelled: Type.Optional(field('cancelled')),
  },
  { additionalProperties: false, description: "A session's fields; its times lie inside the event's" },
);

// null clears an optional field.
const updateBody = Type.Object(
  {
    title: Type.Optional(field('title')),
    description: Type.Optional(orNull(field('description'))),
    starts_at: Type.Optional(field('starts_at')),
    ends_at: Type.Optional(field('ends_at')),
    room: Type.Optional(orNull(field('room'))),
    track: Type.Optional(orNull(field('track'))),
    speakers: Type.Optional(orNull(field('speakers'))),
    capacity: Type.Optional(orNull(field('capacity'))),
    cancelled: Type.Optional(field('cancelled')),
  },
  { additionalProperties: false, description: 'The fields to change; null clears an optional one' },
);

const eventParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200, description: "The event's slug or id" }) });
const sessionAnswer = answer(dataOf(sessionDocumentSchema), 'The session');
const sessionsAnswer = answer(pageOf(sessionDocumentSchema), "The event's sessions (cancelled ones too), earliest first, and how many there are");

/** Earliest first; stored times may carry any offset, so they are compared as instants. */
const byTime = (a: SessionDoc, b: SessionDoc) =>
  Date.parse(a.starts_at) - Date.parse(b.starts_at) || Date.parse(a.ends_at) - Date.parse(b.ends_at) || a.id.localeCompare(b.id);

/** An event's sessions that are not deleted, in time order, as stored (the agenda is public: every viewer sees the same). */
export async function eventSessions(store: DocumentStore, eventId: string): Promise<Doc<'sessions'>[]> {
  const found: Doc<'sessions'>[] = [];
  for (let offset = 0; ; offset += READ_PAGE) {
    const { documents } = await store.page(COLLECTIONS.sessions, null, { where: (eb) => eb('event_id', '=', eventId), orderBy: [['starts_at', 'asc'], ['id', 'asc']], limit: READ_PAGE, offset });
    found.push(...documents);
    if (documents.length < READ_PAGE) return found.sort(byTime);
  }
}

/**
 * An event's agenda: public to read, like its event (guests too); the organiser of the event (or an
 * admin) adds, changes and deletes its sessions. REST writes go through the same collection rules as
 * a device's push, in the same words.
 */
export async function sessionRoutes(app: FastifyInstance, { store, authenticate }: Deps) {
  const def = COLLECTIONS.sessions;
  const validate = createWriteValidator(def);

  async function liveEvent(slugOrId: string): Promise<Doc<'events'>> {
    if (!slugOrId.trim()) throw badRequest('Event ID is required');
    const event = await store.findBySlugOrId(COLLECTIONS.events, slugOrId);
    if (!event || event._deleted) throw notFound(NO_EVENT);
    return event;
  }

  async function liveSession(id: string): Promise<Doc<'sessions'>> {
    if (!id.trim()) throw badRequest('Session ID is required');
    const doc = await store.get(def, id);
    if (!doc || doc._deleted) throw notFound(NO_SESSION);
    return doc;
  }

  app.get<{ Params: IdParams }>(
    '/events/:id/sessions',
    {
      schema: operation({
        operationId: 'listEventSessions',
        tag: 'events',
        summary: "Public: an event's agenda (by the event's slug or id), in time order",
        access: 'public',
        params: eventParams,
        answers: { 200: sessionsAnswer },
        refusals: [404],
        refusalWords: { 404: 'No event of that slug or id' },
      }),
    },
    async (request) => {
      const event = await liveEvent(request.params.id);
      const sessions = await eventSessions(store, event.id);
      return { data: sessions.map(strip), total: sessions.length };
    },
  );

  app.get<{ Params: IdParams }>(
    '/sessions/:id',
    {
      schema: operation({ operationId: 'getSession', tag: 'events', summary: 'Public: a session of an agenda, by id', access: 'public', params: idParams, answers: { 200: sessionAnswer }, refusals: [404] }),
    },
    async (request) => ({ data: strip(await liveSession(request.params.id)) }),
  );

  app.post<{ Params: IdParams; Body: Record<string, unknown> }>(
    '/events/:id/sessions',
    {
      schema: operation({
        operationId: 'addSession',
        tag: 'events',
        summary: "Adds a session to an event's agenda: its organiser or an admin",
        access: 'member',
        params: eventParams,
        body: createBody,
        answers: { 201: answer(dataOf(sessionDocumentSchema), 'The session as stored') },
        refusals: [403, 404, 409],
        refusalWords: { 404: 'No event of that slug or id' },
      }),
    },
    async (request, reply) => {
      const viewer = await member(authenticate, request);
      const event = await liveEvent(request.params.id);
      const body = request.body;
      if (body.id !== undefined && (await store.get(def, String(body.id)))) throw badRequest('id must be a new unique string');
      const doc = checked(validate, {
        id: randomUUID(),
        ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null)),
        event_id: event.id,
        sync_state: 'sent',
        updatedAt: 0,
        _deleted: false,
      });
      reply.code(201);
      return { data: strip(await store.put(def, viewer, doc)) };
    },
  );

  app.patch<{ Params: IdParams; Body: Record<string, unknown> }>(
    '/sessions/:id',
    {
      schema: operation({
        operationId: 'updateSession',
        tag: 'events',
        summary: "Changes the fields of a session the body names: the event's organiser or an admin",
        access: 'member',
        params: idParams,
        body: updateBody,
        answers: { 200: sessionAnswer },
        refusals: [403, 404, 409],
      }),
    },
    async (request) => {
      const viewer = await member(authenticate, request);
      const master = await liveSession(request.params.id);
      const doc = checked(validate, merge(master, request.body));
      return { data: strip(await store.put(def, viewer, doc)) };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/sessions/:id',
    {
      schema: operation({
        operationId: 'deleteSession',
        tag: 'events',
        summary: "Deletes a session from its event's agenda: the event's organiser or an admin",
        access: 'member',
        params: idParams,
        answers: { 204: noContent('Deleted') },
        refusals: [403, 404, 409],
      }),
    },
    async (request, reply) => {
      const viewer = await member(authenticate, request);
      const master = await liveSession(request.params.id);
      await store.put(def, viewer, { ...master, _deleted: true });
      reply.code(204);
    },
  );
}
