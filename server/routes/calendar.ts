import { randomBytes } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { calendarFeedSchema, dataOf, type CalendarFeed } from '../../schemas/rest';
import type { Authenticator } from '../auth/authenticate';
import { calendarText, type CalendarEntry } from '../calendar/ics';
import { sqlBool, type Database } from '../db/database';
import { notFound } from '../http-error';
import { answer, API_PREFIX, noContent, operation } from '../http/openapi';
import { COLLECTIONS, type Doc } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import { slugify } from '../slug';
import { idParams, member, type IdParams } from './support';

type Deps = { store: DocumentStore; database: Database; authenticate: Authenticator; publicUrl: string };

/** 32 random bytes: a calendar address is its own secret, as calendar apps cannot sign in. */
const TOKEN_BYTES = 32;
export const newCalendarToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/** A subscribed calendar app is asked to look for changes every hour (apps may wait longer). */
export const SUBSCRIPTION_REFRESH_S = 3600;

const tokenParams = Type.Object({ token: Type.String({ maxLength: 200, description: 'The secret of the address' }) });
type TokenParams = Static<typeof tokenParams>;

const EVENT_NOT_FOUND = 'Event not found';
const SESSION_NOT_FOUND = 'Session not found';
// One answer for an address that never existed, was renewed or was turned off.
const FEED_NOT_FOUND = 'This calendar address does not exist or was turned off';

const icsAnswer = (description: string) => ({ description, content: { 'text/calendar': { schema: { type: 'string' } } } });

/** Sends iCalendar text as a download named `<name>.ics`. */
function sendCalendar(reply: FastifyReply, text: string, fileName: string): FastifyReply {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}.ics"`)
    .header('cache-control', 'private, no-cache')
    .send(text);
}

/**
 * Calendar files (iCalendar): an event's agenda and one session for anyone, a member's starred
 * sessions as a download, and a private address calendar apps subscribe to, which the member makes,
 * renews (the old address then answers 404) and turns off.
 */
export async function calendarRoutes(app: FastifyInstance, { store, database, authenticate, publicUrl }: Deps) {
  const bool = sqlBool(database.dialect);

  const liveEvent = async (slugOrId: string): Promise<Doc<'events'> | undefined> => {
    const event = await store.findBySlugOrId(COLLECTIONS.events, slugOrId);
    return event && !event._deleted ? event : undefined;
  };

  async function sessionsOf(eventId: string): Promise<Doc<'sessions'>[]> {
    const rows = await database.db.selectFrom('sessions').select('id').where('event_id', '=', eventId).where('_deleted', '=', bool(false)).execute();
    return store.byIds(COLLECTIONS.sessions, rows.map((row) => row.id));
  }

  /** The live sessions a member starred (an undone star is inactive), grouped under their live events. */
  async function starredOf(userId: string): Promise<CalendarEntry[]> {
    const stars = await database.db
      .selectFrom('interactions')
      .select('target_id')
      .where('user_id', '=', userId)
      .where('kind', '=', 'star')
      .where('active', '=', bool(true))
      .where('_deleted', '=', bool(false))
      .execute();
    const sessions = (await store.byIds(COLLECTIONS.sessions, stars.map((star) => star.target_id))).filter((session) => !session._deleted);
    const events = (await store.byIds(COLLECTIONS.events, [...new Set(sessions.map((session) => session.event_id))])).filter((event) => !event._deleted);
    return events
      .map((event) => ({ event, sessions: sessions.filter((session) => session.event_id === event.id) }))
      .sort((a, b) => (a.event.starts_at ?? '').localeCompare(b.event.starts_at ?? '') || a.event.id.localeCompare(b.event.id));
  }

  const scheduleText = (entries: CalendarEntry[], refreshSeconds?: number) =>
    calendarText({ name: 'My schedule', entries, publicUrl, eventWithoutSessions: false, ...(refreshSeconds ? { refreshSeconds } : {}) });

  const feedOf = (row: { token: string; created_at: string }): CalendarFeed => {
    const url = `${publicUrl}${API_PREFIX}/calendar/${row.token}.ics`;
    return { url, webcal_url: url.replace(/^https?:/, 'webcal:'), created_at: row.created_at };
  };

  app.get<{ Params: IdParams }>(
    '/events/:id/calendar.ics',
    {
      schema: operation({
        operationId: 'getEventCalendar',
        tag: 'calendar',
        summary: "An event's agenda as an iCalendar file: each session, or the event itself when it has none",
        access: 'public',
        params: idParams,
        answers: { 200: icsAnswer('The iCalendar file, as a download') },
        refusals: [404],
        refusalWords: { 404: 'No event of that slug or id' },
      }),
    },
    async (request, reply) => {
      const event = await liveEvent(request.params.id);
      if (!event) throw notFound(EVENT_NOT_FOUND);
      const text = calendarText({ name: event.name, entries: [{ event, sessions: await sessionsOf(event.id) }], publicUrl, eventWithoutSessions: true });
      return sendCalendar(reply, text, event.slug || slugify(event.name, event.id));
    },
  );

  app.get<{ Params: IdParams }>(
    '/sessions/:id/calendar.ics',
    {
      schema: operation({
        operationId: 'getSessionCalendar',
        tag: 'calendar',
        summary: 'One session as an iCalendar file',
        access: 'public',
        params: idParams,
        answers: { 200: icsAnswer('The iCalendar file, as a download') },
        refusals: [404],
        refusalWords: { 404: 'No session of that id, or its event is gone' },
      }),
    },
    async (request, reply) => {
      const session = await store.get(COLLECTIONS.sessions, request.params.id);
      const event = session && !session._deleted ? await store.get(COLLECTIONS.events, session.event_id) : undefined;
      if (!session || !event || event._deleted) throw notFound(SESSION_NOT_FOUND);
      const text = calendarText({ name: event.name, entries: [{ event, sessions: [session] }], publicUrl, eventWithoutSessions: false });
      return sendCalendar(reply, text, slugify(`${event.slug ?? event.name} ${session.title}`, session.id));
    },
  );

  app.get<{ Params: TokenParams }>(
    '/calendar/:token.ics',
    {
      schema: operation({
        operationId: 'getCalendarSubscription',
        tag: 'calendar',
        summary: "A member's private calendar address: every session they starred, across events (the address is the secret; no sign-in)",
        access: 'public',
        params: tokenParams,
        answers: { 200: icsAnswer("The member's starred sessions as an iCalendar file") },
        refusals: [404],
        refusalWords: { 404: 'No such address: it never existed, was renewed or was turned off' },
      }),
    },
    async (request, reply) => {
      const feed = await database.db.selectFrom('calendar_feeds').select('user_id').where('token', '=', request.params.token).executeTakeFirst();
      if (!feed) throw notFound(FEED_NOT_FOUND);
      return sendCalendar(reply, scheduleText(await starredOf(feed.user_id), SUBSCRIPTION_REFRESH_S), 'my-schedule');
    },
  );

  app.get(
    '/users/me/schedule.ics',
    {
      schema: operation({
        operationId: 'getOwnSchedule',
        tag: 'calendar',
        summary: "The caller's starred sessions, across events, as an iCalendar file",
        access: 'member',
        answers: { 200: icsAnswer('The iCalendar file, as a download') },
        refusals: [403],
      }),
    },
    async (request, reply) => {
      const viewer = await member(authenticate, request);
      return sendCalendar(reply, scheduleText(await starredOf(viewer.userId)), 'my-schedule');
    },
  );

  const feedAnswer = Type.Union([calendarFeedSchema, Type.Null()]);

  app.get(
    '/users/me/calendar-feed',
    {
      schema: operation({
        operationId: 'getCalendarFeed',
        tag: 'calendar',
        summary: "The caller's private calendar address, or null when they have none",
        access: 'member',
        answers: { 200: answer(dataOf(feedAnswer), 'The address, or null') },
        refusals: [403],
      }),
    },
    async (request): Promise<{ data: CalendarFeed | null }> => {
      const viewer = await member(authenticate, request);
      const row = await database.db.selectFrom('calendar_feeds').select(['token', 'created_at']).where('user_id', '=', viewer.userId).executeTakeFirst();
      return { data: row ? feedOf(row) : null };
    },
  );

  app.post(
    '/users/me/calendar-feed',
    {
      schema: operation({
        operationId: 'renewCalendarFeed',
        tag: 'calendar',
        summary: "Makes the caller's private calendar address, or renews it: a new address replaces the old one, which then answers 404",
        access: 'member',
        answers: { 201: answer(dataOf(calendarFeedSchema), 'The new address') },
        refusals: [403],
      }),
    },
    async (request, reply): Promise<{ data: CalendarFeed }> => {
      const viewer = await member(authenticate, request);
      const row = { user_id: viewer.userId, token: newCalendarToken(), created_at: new Date().toISOString() };
      await database.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('calendar_feeds').where('user_id', '=', viewer.userId).execute();
        await trx.insertInto('calendar_feeds').values(row).execute();
      });
      reply.code(201);
      return { data: feedOf(row) };
    },
  );

  app.delete(
    '/users/me/calendar-feed',
    {
      schema: operation({
        operationId: 'revokeCalendarFeed',
        tag: 'calendar',
        summary: "Turns off the caller's private calendar address: it answers 404 from now on (done already is no error)",
        access: 'member',
        answers: { 204: noContent('Turned off') },
        refusals: [403],
      }),
    },
    async (request, reply) => {
      const viewer = await member(authenticate, request);
      await database.db.deleteFrom('calendar_feeds').where('user_id', '=', viewer.userId).execute();
      reply.code(204);
    },
  );
}
