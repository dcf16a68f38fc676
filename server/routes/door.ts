import type { FastifyInstance } from 'fastify';
import { dataOf, doorPassSchema } from '../../schemas/rest';
import { interactionId } from '../../schemas/interaction.schema';
import type { Authenticator } from '../auth/authenticate';
import type { PassSigner } from '../door/pass-key';
import { notFound } from '../http-error';
import { answer, operation } from '../http/openapi';
import { COLLECTIONS } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import { idParams, member, type IdParams } from './support';

type Deps = { store: DocumentStore; authenticate: Authenticator };

/** The one refusal of a pass, whether the event exists or not: a pass is for a member who joined it. */
export const NO_PASS = 'No pass: you have not joined an event of that id or slug';

/** An attendee's pass to an event, signed by the server, which door phones check offline. */
export async function doorRoutes(app: FastifyInstance, { store, authenticate, passes }: Deps & { passes: PassSigner }) {
  app.get<{ Params: IdParams }>(
    '/events/:id/pass',
    {
      schema: operation({
        operationId: 'getEventPass',
        tag: 'events',
        summary: "The caller's pass to an event they joined: the QR text door staff scan to check them in",
        access: 'member',
        params: idParams,
        answers: { 200: answer(dataOf(doorPassSchema), 'The pass') },
        refusals: [404],
        refusalWords: { 404: NO_PASS },
      }),
    },
    async (request, reply) => {
      const viewer = await member(authenticate, request);
      const event = request.params.id.trim() ? await store.findBySlugOrId(COLLECTIONS.events, request.params.id) : undefined;
      const participation = event && !event._deleted ? await store.get(COLLECTIONS.interactions, interactionId('participation', viewer.userId, event.id)) : undefined;
      if (!event || !participation || !participation.active || participation._deleted) throw notFound(NO_PASS);
      // A pass stays the member's to keep: their device holds it for the door, offline.
      reply.header('cache-control', 'private, no-store');
      return { data: { event_id: event.id, user_id: viewer.userId, text: passes.passFor(event.id, viewer.userId) } };
    },
  );
}
