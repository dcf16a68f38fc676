import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../auth/viewer';
import type { Authenticator } from '../auth/authenticate';
import { sqlBool, type Database } from '../db/database';
import { badRequest, notFound } from '../http-error';
import { COLLECTIONS, type Doc } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import { idParams, signedInViewer, strip, type IdParams } from './support';
import { eventPackManifestSchema, type EventPackManifest } from '../../schemas/event-live';
import { dataOf } from '../../schemas/rest';
import { answer, operation } from '../http/openapi';
export type { EventPackManifest };

type Deps = { store: DocumentStore; database: Database; authenticate: Authenticator };


const QUESTION_PAGE = 1000;

/** Pictures are stored on the device only from https addresses: an http one would be mixed content on the app. */
export function storablePicture(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0) return undefined;
  const url = URL.parse(value);
  return url?.protocol === 'https:' ? url.href : undefined;
}

const jsonBytes = (doc: Record<string, unknown>) => Buffer.byteLength(JSON.stringify(doc), 'utf8');

/**
 * The event pack: the ids of the documents a member's device needs to open an event offline (the
 * event, its questions, its sessions, the public profiles of its attendees and of the members who
 * speak at its sessions) and the pictures those screens show.
 * Attendees are members with an active participation or check-in, but those who chose not to be listed
 * (unless the viewer met them). An
 * anonymous question names no one here: only its id is listed, and its author's picture is left out.
 */
export async function eventPackRoutes(app: FastifyInstance, { store, database, authenticate }: Deps) {
  const events = COLLECTIONS.events;
  const questions = COLLECTIONS.questions;
  const users = COLLECTIONS.users;
  const sessions = COLLECTIONS.sessions;
  const bool = sqlBool(database.dialect);

  /** Every live question of the event, as this viewer sees it (anonymous authors blanked). */
  async function questionsOf(viewer: Viewer, eventId: string): Promise<Doc<'questions'>[]> {
    const found: Doc<'questions'>[] = [];
    for (let offset = 0; ; offset += QUESTION_PAGE) {
      const { documents } = await store.page(questions, viewer, {
        where: (eb) => eb('event_id', '=', eventId),
        orderBy: [['rank_latest', 'asc'], ['id', 'asc']],
        limit: QUESTION_PAGE,
        offset,
      });
      found.push(...documents);
      if (documents.length < QUESTION_PAGE) return found;
    }
  }

  /** The event's sessions that are not deleted (the agenda is public: every viewer sees the same). */
  async function sessionsOf(eventId: string): Promise<Doc<'sessions'>[]> {
    const found: Doc<'sessions'>[] = [];
    for (let offset = 0; ; offset += QUESTION_PAGE) {
      const { documents } = await store.page(sessions, null, { where: (eb) => eb('event_id', '=', eventId), orderBy: [['starts_at', 'asc'], ['id', 'asc']], limit: QUESTION_PAGE, offset });
      found.push(...documents);
      if (documents.length < QUESTION_PAGE) return found;
    }
  }

  /** Members who joined or checked in to the event (an undone toggle is inactive), with a live profile. */
  async function attendeesOf(viewer: Viewer, eventId: string): Promise<Doc<'users'>[]> {
    const rows = await database.db
      .selectFrom('interactions')
      .select('user_id')
      .distinct()
      .where('target_id', '=', eventId)
      .where('kind', 'in', ['participation', 'check_in'])
      .where('active', '=', bool(true))
      .where('_deleted', '=', bool(false))
      .execute();
    return readable(viewer, await store.byIds(users, rows.map((row) => row.user_id)));
  }

  /** The live profiles of those the viewer may read: an unlisted member is in no pack but those of the members they met. */
  const readable = (viewer: Viewer, profiles: Doc<'users'>[]) => store.visible(users, viewer, profiles.filter((profile) => !profile._deleted));

  app.get<{ Params: IdParams }>(
    '/events/:id/pack',
    {
      schema: operation({
        operationId: 'getEventPack',
        tag: 'events',
        summary: 'Members: what a device stores to open an event offline (its questions, its agenda, the profiles of its attendees and speakers, and the pictures they show)',
        access: 'member',
        params: idParams,
        answers: { 200: answer(dataOf(eventPackManifestSchema), 'The ids of the documents to store, and the pictures') },
        refusals: [404],
        refusalWords: { 404: 'No event of that slug or id' },
      }),
    },
    async (request): Promise<{ data: EventPackManifest }> => {
      const viewer = await signedInViewer(authenticate, request);
      const slugOrId = request.params.id;
      if (!slugOrId.trim()) throw badRequest('Event ID is required');
      const event = await store.findBySlugOrId(events, slugOrId);
      if (!event || event._deleted) throw notFound('Event not found');

      const [asked, attendees, agenda] = await Promise.all([questionsOf(viewer, event.id), attendeesOf(viewer, event.id), sessionsOf(event.id)]);
      const attendeeIds = new Set(attendees.map((profile) => profile.id));
      // Speakers who are members: the session page links to their profiles and shows their pictures.
      const speakerIds = [...new Set(agenda.flatMap((session) => (session.speakers ?? []).flatMap((speaker) => (speaker.user_id ? [speaker.user_id] : []))))];
      const speakers = await readable(viewer, await store.byIds(users, speakerIds));
      // Authors of named questions who did not join: their pictures show beside their questions.
      const authorIds = [
        ...new Set(asked.filter((question) => !question.is_anonymous && question.author_id).map((question) => question.author_id)),
      ].filter((id) => !attendeeIds.has(id) && !speakerIds.includes(id));
      const authors = await readable(viewer, await store.byIds(users, authorIds));
      const pictures = new Set<string>();
      for (const profile of [...attendees, ...authors, ...speakers]) {
        const picture = storablePicture(profile.profile_picture);
        if (picture) pictures.add(picture);
      }
      // The documents as this member's device stores them: the questions as projected for them above.
      const documents = [event, ...asked, ...agenda, ...attendees, ...speakers.filter((profile) => !attendeeIds.has(profile.id))].map(strip);
      return {
        data: {
          event_id: event.id,
          question_ids: asked.map((question) => question.id),
          attendee_ids: attendees.map((profile) => profile.id),
          session_ids: agenda.map((session) => session.id),
          speaker_ids: speakers.map((profile) => profile.id),
          // Sorted: the order says nothing of who asked what.
          pictures: [...pictures].sort(),
          approx_bytes: documents.reduce((sum, doc) => sum + jsonBytes(doc), 0),
        },
      };
    },
  );
}
