import { randomUUID } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { LIVE_STATUSES, type LiveStatus } from '../../schemas/event.schema';
import { dataOf, eventDocumentSchema, openObject, pageOf } from '../../schemas/rest';
import type { Authenticator } from '../auth/authenticate';
import { eventsInListOrder, shownEvent } from '../events/listed-events';
import { badRequest, notFound, unauthorized } from '../http-error';
import { answer, noContent, operation } from '../http/openapi';
import { COLLECTIONS, type Doc } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import { createWriteValidator } from '../replication/validation';
import { checked as checkedDoc } from './support';

type Deps = { store: DocumentStore; authenticate: Authenticator };

const listQuery = Type.Object(
  {
    live_status: Type.Optional(Type.Unsafe<LiveStatus>({ type: 'string', enum: [...LIVE_STATUSES] })),
    is_community: Type.Optional(Type.Boolean()),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    offset: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);
type ListQuery = Static<typeof listQuery>;

const idParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200, description: "The event's id (or, where it says so, its slug)" }) });
type IdParams = Static<typeof idParams>;

// The form's rules and the schema's are checked by the route, in the form's words first.
const eventBody = openObject(
  "The event's fields, as in its document; on an update null clears an optional field. time_zone is the venue's IANA zone (Europe/Berlin), in which its times are shown; an event created without one gets the server's DEFAULT_TIME_ZONE, and an edit without one keeps it",
);
type EventBody = Static<typeof eventBody>;

const eventAnswer = answer(dataOf(eventDocumentSchema), 'The event');

export async function eventRoutes(app: FastifyInstance, { store, authenticate }: Deps) {
  const def = COLLECTIONS.events;
  const validate = createWriteValidator(def);

  async function loadLive(id: string): Promise<Doc<'events'>> {
    const doc = await store.get(def, id);
    if (!doc || doc._deleted) throw notFound('Event not found');
    return doc;
  }

  const checked = (doc: Record<string, unknown>) => checkedDoc(validate, doc);

  const strip = shownEvent;

  app.get<{ Querystring: ListQuery }>(
    '/events',
    {
      schema: operation({
        operationId: 'listEvents',
        tag: 'events',
        summary: 'Events and communities in list order (the meetverse first, then current events, then past ones)',
        access: 'public',
        querystring: listQuery,
        answers: { 200: answer(pageOf(eventDocumentSchema), 'A page of events, and how many match') },
      }),
    },
    async (request) => {
      const { live_status, is_community, limit = 100, offset = 0 } = request.query;
      const all = await eventsInListOrder(
        store,
        (doc) => (live_status === undefined || doc.live_status === live_status) && (is_community === undefined || doc.is_community === is_community),
      );
      return { data: all.slice(offset, offset + limit).map(strip), total: all.length };
    },
  );

  app.get<{ Params: IdParams }>(
    '/events/:id',
    { schema: operation({ operationId: 'getEvent', tag: 'events', summary: 'An event by id', access: 'public', params: idParams, answers: { 200: eventAnswer }, refusals: [404] }) },
    async (request) => ({
    data: strip(await loadLive(request.params.id)),
  }));

  app.get<{ Params: IdParams }>(
    '/resolve/events/:id',
    { schema: operation({ operationId: 'resolveEvent', tag: 'events', summary: 'An event by slug or id', access: 'public', params: idParams, answers: { 200: eventAnswer }, refusals: [404] }) },
    async (request) => {
    const doc = await store.findBySlugOrId(def, request.params.id);
    if (!doc || doc._deleted) throw notFound('Event not found');
    return { data: strip(doc) };
  });

  const createSchema = operation({
    operationId: 'createEvent',
    tag: 'events',
    summary: 'Creates an event; the server makes its id and slug when the body has none',
    access: 'member',
    body: eventBody,
    answers: { 201: answer(dataOf(eventDocumentSchema), 'The event as stored') },
    refusals: [403, 409],
  });
  app.post<{ Body: EventBody }>('/events', { schema: createSchema }, async (request, reply) => {
    const viewer = await authenticate(request);
    if (!viewer) throw unauthorized();
    const body = request.body;
    if (body.id !== undefined && (typeof body.id !== 'string' || (await store.get(def, body.id)))) {
      throw badRequest('id must be a new unique string');
    }
    const id = typeof body.id === 'string' ? body.id : randomUUID();
    // A slug asked for online that another event answers to (as its slug or its id) is refused, so the
    // caller knows; without one the server makes one.
    if (typeof body.slug === 'string' && (await store.findBySlugOrId(def, body.slug))) {
      throw badRequest(`The slug '${body.slug}' is taken`);
    }
    const doc = checked({ ...body, id, _deleted: false });
    reply.code(201);
    return { data: strip(await store.put(def, viewer, doc)) };
  });

  app.put<{ Params: IdParams; Body: EventBody }>(
    '/events/:id',
    {
      schema: operation({
        operationId: 'updateEvent',
        tag: 'events',
        summary: 'Changes the fields of an event the body names',
        access: 'member',
        params: idParams,
        body: eventBody,
        answers: { 200: answer(dataOf(eventDocumentSchema), 'The event as stored') },
        refusals: [403, 404, 409],
      }),
    },
    async (request) => {
      const viewer = await authenticate(request);
      if (!viewer) throw unauthorized();
      const master = await loadLive(request.params.id);
      if (request.body.id !== undefined && request.body.id !== master.id) throw badRequest('id cannot change');
      const merged: Record<string, unknown> = { ...master, ...request.body, id: master.id, _deleted: false };
      // null clears an optional field, as a partial update has no other way to say it.
      for (const [key, value] of Object.entries(merged)) if (value === null) delete merged[key];
      const doc = checked(merged);
      return { data: strip(await store.put(def, viewer, doc)) };
    },
  );

  const deleteSchema = operation({
    operationId: 'deleteEvent',
    tag: 'events',
    summary: 'Deletes an event (every device learns of it through replication)',
    access: 'member',
    params: idParams,
    answers: { 204: noContent('Deleted') },
    refusals: [403, 404, 409],
  });
  app.delete<{ Params: IdParams }>('/events/:id', { schema: deleteSchema }, async (request, reply) => {
    const viewer = await authenticate(request);
    if (!viewer) throw unauthorized();
    const master = await loadLive(request.params.id);
    await store.put(def, viewer, { ...master, _deleted: true });
    reply.code(204);
  });
}
