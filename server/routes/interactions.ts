import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { dataOf, interactionDocumentSchema, pageOf as pageSchemaOf } from '../../schemas/rest';
import { INTERACTION_KINDS, interactionId, otherMember, type InteractionKind } from '../../schemas/interaction.schema';
import type { Authenticator } from '../auth/authenticate';
import { sqlBool, type Database } from '../db/database';
import { notFound } from '../http-error';
import { answer, operation } from '../http/openapi';
import { COLLECTIONS, type Doc } from '../replication/collections';
import type { Scope } from '../replication/collection-def';
import type { DocumentStore } from '../replication/store';
import { createWriteValidator } from '../replication/validation';
import { checked, idParams, member, pageOf, paging, signedInViewer, strip, type IdParams, type Member } from './support';

type Deps = { store: DocumentStore; database: Database; authenticate: Authenticator };
const id36 = () => Type.String({ minLength: 1, maxLength: 36 });
const kind = () => Type.Unsafe<InteractionKind>({ type: 'string', enum: [...INTERACTION_KINDS] });

const createBody = Type.Object(
  {
    kind: kind(),
    target_id: id36(),
    user_id: Type.Optional(id36()),
    active: Type.Optional(Type.Boolean({ description: 'false undoes the toggle; true when absent' })),
    // Its length is the note rule's to say (schemas/interaction.schema.ts), as a push hears it. A note is a contact's, private to its member.
    note: Type.Optional(Type.String({ description: "A contact's private note of where and how the two met" })),
    // Their length, count and characters are the tag rule's to say (schemas/contact-rules.ts), as a push hears it.
    tags: Type.Optional(Type.Array(Type.String(), { description: "A contact's private tags ('hiring', 'follow up')" })),
    event_id: Type.Optional(Type.String({ minLength: 1, maxLength: 36, description: "A meeting's event: where the two met" })),
    // Whether they fit the poll is the vote rule's to say (schemas/poll-rules.ts), as a push hears it.
    choices: Type.Optional(Type.Array(Type.String({ maxLength: 36 }), { maxItems: 10, description: "A vote's choices: the ids of the options chosen, or the one answer to a word cloud" })),
  },
  { additionalProperties: false },
);
type Toggle = Omit<Static<typeof createBody>, 'user_id'>;

const listQuery = Type.Object(
  { ...paging, user_id: Type.Optional(id36()), other_user_id: Type.Optional(id36()), kind: Type.Optional(kind()) },
  { additionalProperties: false },
);

const weMetQuery = Type.Object({ other_user_id: id36() }, { additionalProperties: false });

const toggled = {
  200: answer(dataOf(interactionDocumentSchema), 'The toggle as stored; it was there already'),
  201: answer(dataOf(interactionDocumentSchema), 'The toggle as stored, made now'),
};

const def = COLLECTIONS.interactions;
const validate = createWriteValidator(def);

/** A 'we met' names the other member, as the viewer sees it, other_user_id. */
export const present = (doc: Doc<'interactions'>, viewerId: string | null | undefined) => ({
  ...strip(doc),
  ...(doc.kind === 'we_met' ? { other_user_id: otherMember(doc, viewerId ?? '') } : {}),
});

/**
 * Sets one member's toggle: the same document on every call (its id is derived), so a repeated
 * call changes nothing and a toggle made offline on another device lands on the same row.
 */
export async function setInteraction(store: DocumentStore, viewer: Member, toggle: Toggle & { user_id?: string }) {
  const userId = toggle.user_id ?? viewer.userId;
  const id = interactionId(toggle.kind, userId, toggle.target_id);
  const master = await store.get(def, id);
  const doc = checked(validate, {
    ...(master ?? { id, kind: toggle.kind, user_id: userId, target_id: toggle.target_id, created_at: new Date().toISOString() }),
    active: toggle.active ?? true,
    ...(toggle.note !== undefined ? { note: toggle.note } : {}),
    ...(toggle.choices !== undefined ? { choices: toggle.choices } : {}),
    ...(toggle.tags !== undefined ? { tags: toggle.tags } : {}),
    ...(toggle.event_id !== undefined ? { event_id: toggle.event_id } : {}),
    // A vote is timed by its latest choice: a poll closed since refuses it.
    ...(toggle.kind === 'vote' ? { created_at: new Date().toISOString() } : {}),
    sync_state: 'sent',
    updatedAt: master?.updatedAt ?? 0,
    _deleted: false,
  });
  const saved = await store.put(def, viewer, doc);
  return { saved, created: !master };
}

export async function interactionRoutes(app: FastifyInstance, { store, database, authenticate }: Deps) {
  const bool = sqlBool(database.dialect);

  const createSchema = operation({
    operationId: 'setInteraction',
    tag: 'interactions',
    summary: "Sets one of the caller's toggles on a target (a reaction, bookmark, meeting, participation, check-in or vote); calling again changes nothing",
    access: 'member',
    body: createBody,
    answers: toggled,
    refusals: [403, 404, 409],
  });
  app.post<{ Body: Static<typeof createBody> }>('/interactions', { schema: createSchema }, async (request, reply) => {
    const viewer = await member(authenticate, request);
    const { saved, created } = await setInteraction(store, viewer, request.body);
    reply.code(created ? 201 : 200);
    return { data: present(saved, viewer.userId) };
  });

  app.post<{ Querystring: Static<typeof weMetQuery> }>(
    '/interactions/we-met',
    {
      schema: operation({
        operationId: 'recordMeeting',
        tag: 'interactions',
        summary: 'Records that the caller met another member',
        access: 'member',
        querystring: weMetQuery,
        answers: toggled,
        refusals: [403, 404, 409],
      }),
    },
    async (request, reply) => {
      const viewer = await member(authenticate, request);
      const { saved, created } = await setInteraction(store, viewer, { kind: 'we_met', target_id: request.query.other_user_id });
      reply.code(created ? 201 : 200);
      return { data: present(saved, viewer.userId) };
    },
  );

  app.get<{ Querystring: Static<typeof listQuery> }>(
    '/interactions',
    {
      schema: operation({
        operationId: 'listInteractions',
        tag: 'interactions',
        summary: 'Active interactions the caller may see, of a member, a meeting with a member or a kind, newest first',
        access: 'member',
        querystring: listQuery,
        answers: { 200: answer(pageSchemaOf(interactionDocumentSchema), 'A page of interactions, and how many match') },
      }),
    },
    async (request) => {
      const viewer = await signedInViewer(authenticate, request);
      const { user_id, other_user_id, kind } = request.query;
      const filters: Scope<'interactions'>[] = [(eb) => eb('active', '=', bool(true))];
      if (user_id) filters.push((eb) => eb('user_id', '=', user_id));
      // A meeting with that member, whichever of the two recorded it.
      if (other_user_id) {
        filters.push((eb) => eb.and([eb('kind', '=', 'we_met'), eb.or([eb('target_id', '=', other_user_id), eb('user_id', '=', other_user_id)])]));
      }
      if (kind) filters.push((eb) => eb('kind', '=', kind));
      const { documents, total } = await store.page(def, viewer, {
        where: (eb) => eb.and(filters.map((filter) => filter(eb))),
        orderBy: [['created_at', 'desc'], ['id', 'asc']],
        ...pageOf(request.query, 100),
      });
      return { data: documents.map((doc) => present(doc, viewer?.userId)), total };
    },
  );

  const undoSchema = operation({
    operationId: 'undoInteraction',
    tag: 'interactions',
    summary: 'Undoes a toggle: it is kept inactive, so every device converges on it',
    access: 'member',
    params: idParams,
    answers: { 200: answer(dataOf(interactionDocumentSchema), 'The toggle, inactive') },
    refusals: [403, 404, 409],
  });
  app.delete<{ Params: IdParams }>('/interactions/:id', { schema: undoSchema }, async (request) => {
    const viewer = await member(authenticate, request);
    const master = await store.get(def, request.params.id);
    if (!master || master._deleted || !(await store.visible(def, viewer, [master])).length) throw notFound('Interaction not found');
    // An undone toggle is kept inactive, so every device converges on it.
    return { data: present(await store.put(def, viewer, { ...master, active: false }), viewer.userId) };
  });
}
