import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LIVE_STATUSES } from '../../schemas/event.schema';
import type { Authenticator } from '../auth/authenticate';
import { eventsInListOrder, shownEvent } from '../events/listed-events';
import { badRequest, notFound, unauthorized } from '../http-error';
import { COLLECTIONS, type Doc } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import { createWriteValidator } from '../replication/validation';
import { checked as checkedDoc } from './support';

type Deps = { store: DocumentStore; authenticate: Authenticator };

const listQuery = {
  type: 'object',
  properties: {
    live_status: { type: 'string', enum: [...LIVE_STATUSES] },
    is_community: { type: 'boolean' },
    limit: { type: 'integer', minimum: 1, maximum: 200 },
    offset: { type: 'integer', minimum: 0 },
  },
  additionalProperties: false,
} as const;

const idParams = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['id'],
} as const;

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

  app.get<{ Querystring: { live_status?: string; is_community?: boolean; limit?: number; offset?: number } }>(
    '/events',
    { schema: { querystring: listQuery } },
    async (request) => {
      const { live_status, is_community, limit = 100, offset = 0 } = request.query;
      const all = await eventsInListOrder(
        store,
        (doc) => (live_status === undefined || doc.live_status === live_status) && (is_community === undefined || doc.is_community === is_community),
      );
      return { data: all.slice(offset, offset + limit).map(strip), total: all.length };
    },
  );

  app.get<{ Params: { id: string } }>('/events/:id', { schema: { params: idParams } }, async (request) => ({
    data: strip(await loadLive(request.params.id)),
  }));

  app.get<{ Params: { id: string } }>('/resolve/events/:id', { schema: { params: idParams } }, async (request) => {
    const doc = await store.findBySlugOrId(def, request.params.id);
    if (!doc || doc._deleted) throw notFound('Event not found');
    return { data: strip(doc) };
  });

  app.post<{ Body: Record<string, unknown> }>('/events', { schema: { body: { type: 'object' } } }, async (request, reply) => {
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

  app.put<{ Params: { id: string }; Body: Record<string, unknown> }>(
    '/events/:id',
    { schema: { params: idParams, body: { type: 'object' } } },
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

  app.delete<{ Params: { id: string } }>('/events/:id', { schema: { params: idParams } }, async (request, reply) => {
    const viewer = await authenticate(request);
    if (!viewer) throw unauthorized();
    const master = await loadLive(request.params.id);
    await store.put(def, viewer, { ...master, _deleted: true });
    reply.code(204);
  });
}
