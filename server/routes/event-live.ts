import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { sqlBool, type Database } from '../db/database';
import { badRequest, notFound } from '../http-error';
import { answer, eventStream, operation } from '../http/openapi';
import { dataOf } from '../../schemas/rest';
import type { Change, ChangeBus } from '../replication/change-bus';
import { COLLECTIONS, type CollectionDef, type Doc } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import { attendanceSchema, LIVE_FOLLOWS, liveSnapshotSchema, type Attendance, type LiveFollow, type LivePoll, type LiveQuestion, type LiveSession, type LiveSnapshot } from '../../schemas/event-live';
import { nowAndNext } from '../../schemas/session-rules';
export type { LiveQuestion, LiveSnapshot };

type Deps = { store: DocumentStore; database: Database; bus: ChangeBus };

/** How many questions the big screen shows. */
export const LIVE_QUESTION_LIMIT = 10;
/** A burst of changes (a reaction writes the interaction and its question's recount) becomes one snapshot. */
export const LIVE_COALESCE_MS = 50;
/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
export const LIVE_RETRY_MS = 3_000;

const ATTENDANCE_KINDS = ['participation', 'check_in'] as const;

export type { Attendance };

const slugOrIdParams = Type.Object({ slugOrId: Type.String({ minLength: 1, maxLength: 200, description: "The event's slug or id" }) });
const statsAnswer = Type.Object({
  data: Type.Unsafe<Record<string, Attendance>>({ type: 'object', additionalProperties: attendanceSchema, description: 'Attendance by event id' }),
});
const NO_EVENT = 'No event of that slug or id';
const liveQuery = Type.Object({
  follow: Type.Optional(
    Type.Unsafe<LiveFollow>({ type: 'string', enum: [...LIVE_FOLLOWS], description: "agenda: the questions of the session running now, when one runs, instead of the event's top ones" }),
  ),
});
type LiveQuery = { follow?: LiveFollow };
/** The longest a timer waits (Node's limit); a later change of session is looked at again then. */
const TIMER_MAX_MS = 2_147_483_647;

/** What one snapshot read gives: the snapshot, the members it names, and when the session running changes next. */
export type SnapshotRead = { snapshot: LiveSnapshot; people: Set<string>; nextChange: number | undefined };

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Reads what the big screen shows; everything public, nothing a guest may not see. */
export class LiveReader {
  private readonly events: CollectionDef<'events'>;

  constructor(
    private readonly store: DocumentStore,
    private readonly database: Database,
  ) {
    this.events = COLLECTIONS.events;
  }

  private bool(value: boolean): SqlBool {
    return sqlBool(this.database.dialect)(value);
  }

  /** A live (not deleted) event by its slug or id, as paths name it. */
  async event(slugOrId: string): Promise<Doc<'events'> | undefined> {
    const event = await this.store.findBySlugOrId(this.events, slugOrId);
    return event && !event._deleted ? event : undefined;
  }

  /** A live event by its id alone: another event's slug may spell this one's id. */
  async eventById(id: string): Promise<Doc<'events'> | undefined> {
    const event = await this.store.get(this.events, id);
    return event && !event._deleted ? event : undefined;
  }

  /**
   * Members with an active participation or check-in on each event (a check-in makes one an attendee),
   * and those with an active check-in; only events with any appear.
   */
  async attendance(eventId?: string): Promise<Map<string, Attendance>> {
    let query = this.database.db
      .selectFrom('interactions')
      .select([
        'target_id',
        sql<number>`count(distinct user_id)`.as('attendees'),
        sql<number>`count(distinct case when kind = 'check_in' then user_id end)`.as('checked_in'),
      ])
      .where('kind', 'in', [...ATTENDANCE_KINDS])
      .where('active', '=', this.bool(true))
      .where('_deleted', '=', this.bool(false));
    if (eventId !== undefined) query = query.where('target_id', '=', eventId);
    const rows = await query.groupBy('target_id').execute();
    return new Map(rows.map((row) => [row.target_id, { attendee_count: row.attendees, checked_in_count: row.checked_in }]));
  }

  /** Attendance of every event that is not deleted, zero where nobody came. */
  async stats(): Promise<Record<string, Attendance>> {
    const [events, attendance] = await Promise.all([
      this.database.db.selectFrom('events').select('id').where('_deleted', '=', this.bool(false)).execute(),
      this.attendance(),
    ]);
    return Object.fromEntries(
      events.map(({ id }) => [id, attendance.get(id) ?? { attendee_count: 0, checked_in_count: 0 }]),
    );
  }

  /** How many members there are (profiles not deleted): the meetverse's members. */
  private async memberCount(): Promise<number> {
    const row = await this.database.db
      .selectFrom('users')
      .select(sql<number>`count(*)`.as('members'))
      .where('_deleted', '=', this.bool(false))
      .executeTakeFirst();
    return row?.members ?? 0;
  }

  /** Full names of members who are not deleted, by id. */
  private async names(ids: string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const rows = await this.database.db
      .selectFrom('users')
      .select(['id', 'full_name'])
      .where('id', 'in', wanted)
      .where('_deleted', '=', this.bool(false))
      .execute();
    return new Map(rows.map((row) => [row.id, row.full_name]));
  }

  /** The event's sessions that are not deleted, with their times. */
  private async sessions(eventId: string) {
    const rows = await this.database.db
      .selectFrom('sessions')
      .select(['id', 'title', 'room', 'starts_at', 'ends_at', 'cancelled'])
      .where('event_id', '=', eventId)
      .where('_deleted', '=', this.bool(false))
      .execute();
    return rows.map((row) => ({ ...row, room: row.room ?? undefined, cancelled: Boolean(row.cancelled) }));
  }

  /** The most reacted questions of the event (of one of its sessions, when named) that are not deleted, newest first among equals. */
  /**
   * The question a moderator marked as being answered in the room, however few its reactions: the
   * current session's when following it, else the event's own (asked to no session), else any of the
   * event's, the latest marked first.
   */
  private async answeringQuestion(eventId: string, sessionId?: string) {
    const rows = await this.database.db
      .selectFrom('questions')
      .select(['id', 'slug', 'title', 'help_count', 'me_too_count', 'uplift_count', 'author_id', 'is_anonymous', 'stage', 'session_id', 'accepted_answer_id'])
      .where('event_id', '=', eventId)
      .where('_deleted', '=', this.bool(false))
      .where('stage', '=', 'answering')
      .where((eb) => eb.or([eb('moderation', 'is', null), eb('moderation', '=', 'approved')]))
      .orderBy('updatedAt', 'desc')
      .limit(LIVE_QUESTION_LIMIT)
      .execute();
    return rows.find((row) => (sessionId !== undefined ? row.session_id === sessionId : !row.session_id)) ?? rows[0];
  }

  /** The poll on the event's big screen, once opened: a draft is its runners' alone. */
  private async pollOnScreen(eventId: string): Promise<LivePoll | null> {
    const row = await this.database.db
      .selectFrom('polls')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('on_screen', '=', this.bool(true))
      .where('state', '!=', 'draft')
      .where('_deleted', '=', this.bool(false))
      .orderBy('updatedAt', 'desc')
      .executeTakeFirst();
    if (!row) return null;
    const list = <T>(value: unknown): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : Array.isArray(value) ? (value as T[]) : []);
    return {
      id: row.id,
      kind: row.kind,
      question: row.question,
      state: row.state === 'closed' ? 'closed' : 'open',
      options: list<{ id: string; label: string }>(row.options).map(({ id, label }) => ({ id, label })),
      results: list<{ key: string; count: number }>(row.results).map(({ key, count }) => ({ key, count })),
      voter_count: row.voter_count ?? 0,
    };
  }

  private async topQuestions(eventId: string, sessionId?: string) {
    let query = this.database.db
      .selectFrom('questions')
      .select(['id', 'slug', 'title', 'help_count', 'me_too_count', 'uplift_count', 'author_id', 'is_anonymous', 'stage', 'session_id', 'accepted_answer_id'])
      .where('event_id', '=', eventId)
      .where('_deleted', '=', this.bool(false))
      // What every member sees, and not yet answered in the room.
      .where((eb) => eb.or([eb('moderation', 'is', null), eb('moderation', '=', 'approved')]))
      .where((eb) => eb.or([eb('stage', 'is', null), eb('stage', '!=', 'answered')]));
    if (sessionId !== undefined) query = query.where('session_id', '=', sessionId);
    return query
      .orderBy(sql`help_count + me_too_count + uplift_count`, 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'asc')
      .limit(LIVE_QUESTION_LIMIT)
      .execute();
  }

  /**
   * The snapshot of one event, with the member ids it names (whose renames change it) and when the
   * session running next changes. Following the agenda, the questions are those of the session
   * running now; between sessions, the event's.
   */
  async snapshot(event: Doc<'events'>, follow?: LiveFollow, now = Date.now()): Promise<SnapshotRead> {
    const sessions = await this.sessions(event.id);
    const running = nowAndNext(sessions, now).now.sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at) || a.id.localeCompare(b.id));
    const current: LiveSession | null = running[0] ? { id: running[0].id, title: running[0].title, room: text(running[0].room), ends_at: running[0].ends_at } : null;
    const following = follow === 'agenda' && current !== null;
    const boundaries = sessions
      .filter((session) => !session.cancelled)
      .flatMap((session) => [Date.parse(session.starts_at), Date.parse(session.ends_at)])
      .filter((instant) => instant > now);
    const nextChange = boundaries.length > 0 ? Math.min(...boundaries) : undefined;
    const followed = following ? current.id : undefined;
    const [top, answeringRow, attendance, poll] = await Promise.all([
      this.topQuestions(event.id, followed),
      this.answeringQuestion(event.id, followed),
      this.attendance(event.id),
      this.pollOnScreen(event.id),
    ]);
    const rows = top.filter((row) => row.id !== answeringRow?.id);
    const organiserId = text(event.created_by);
    // An anonymous question's author is never looked up, so the name cannot slip into the answer.
    const named = [...top, ...(answeringRow ? [answeringRow] : [])].filter((row) => !row.is_anonymous).map((row) => row.author_id);
    const names = await this.names(organiserId ? [organiserId, ...named] : named);
    const counts = attendance.get(event.id) ?? { attendee_count: 0, checked_in_count: 0 };
    // Everyone belongs to the meetverse without joining it: its members are every member's profile.
    if (event.is_meetverse) counts.attendee_count = await this.memberCount();
    const snapshot: LiveSnapshot = {
      event: {
        id: event.id,
        slug: text(event.slug),
        name: event.name,
        description: text(event.description),
        location: text(event.location),
        starts_at: text(event.starts_at),
        ends_at: text(event.ends_at),
        time_zone: text(event.time_zone),
        live_status: event.live_status,
        is_community: event.is_community,
        is_meetverse: event.is_meetverse === true,
      },
      organiser_name: (organiserId && names.get(organiserId)) || null,
      ...counts,
      current_session: current,
      following_agenda: following,
      answering: answeringRow ? shown(answeringRow, names) : null,
      questions: rows.map((row) => shown(row, names)),
      poll,
      updated_at: new Date().toISOString(),
    };
    return { snapshot, people: new Set(organiserId ? [organiserId, ...named] : named), nextChange };
  }
}

type QuestionRow = { id: string; slug: string | null; title: string; help_count: number; me_too_count: number; uplift_count: number; author_id: string; is_anonymous: unknown; accepted_answer_id: string | null };

/** A question as the big screen shows it: an anonymous one names nobody. */
function shown(row: QuestionRow, names: Map<string, string>): LiveQuestion {
  return {
    id: row.id,
    slug: text(row.slug),
    title: row.title,
    help_count: row.help_count,
    me_too_count: row.me_too_count,
    uplift_count: row.uplift_count,
    author_name: row.is_anonymous ? null : (names.get(row.author_id) ?? null),
    // Said of a solved question only: the rest read as before answers.
    ...(row.accepted_answer_id ? { solved: true } : {}),
  };
}

/** Whether a committed change can alter what the big screen of the event shows. */
export function touches(change: Change, eventId: string, people: ReadonlySet<string>): boolean {
  switch (change.collection) {
    case 'events':
      return change.documents.some((doc) => doc.id === eventId);
    case 'questions':
      return change.documents.some((doc) => 'event_id' in doc && doc.event_id === eventId);
    case 'interactions':
      return change.documents.some((doc) => 'target_id' in doc && 'kind' in doc && doc.target_id === eventId && (ATTENDANCE_KINDS as readonly unknown[]).includes(doc.kind));
    case 'users':
      return change.documents.some((doc) => people.has(doc.id));
    case 'sessions':
      return change.documents.some((doc) => 'event_id' in doc && doc.event_id === eventId);
    case 'polls':
      return change.documents.some((doc) => 'event_id' in doc && doc.event_id === eventId);
    case 'notifications':
    case 'chat_rooms':
    case 'chat_messages':
    case 'feature_suggestions':
    case 'reports':
    case 'door_scans':
    // An answer shows on the big screen through its question: its count and whether it solved it.
    case 'answers':
      return false;
  }
}

type Message = { snapshot: LiveSnapshot } | { gone: true };
type Listener = (message: Message) => void;

/**
 * One feed per event with open streams: a single subscription to the change bus, and one snapshot
 * per burst of changes, shared by every screen watching the event. It leaves the bus when the last
 * screen goes.
 */
class EventFeed {
  private readonly listeners = new Set<Listener>();
  private unsubscribe: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private building = false;
  private again = false;
  private people = new Set<string>();
  private lastBody = '';
  /** Wakes the feed when the session running changes, which no write announces. */
  private clock: NodeJS.Timeout | undefined;

  constructor(
    private readonly eventId: string,
    private readonly follow: LiveFollow | undefined,
    private readonly reader: LiveReader,
    private readonly bus: ChangeBus,
    private readonly onError: (error: unknown) => void,
    private readonly onEmpty: () => void,
  ) {}

  /** Listens from now on; the answer stops listening. */
  add(listener: Listener): () => void {
    this.listeners.add(listener);
    this.unsubscribe ??= this.bus.subscribe((change) => {
      if (touches(change, this.eventId, this.people)) this.schedule();
    });
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.unsubscribe?.();
      this.unsubscribe = undefined;
      clearTimeout(this.timer);
      this.timer = undefined;
      clearTimeout(this.clock);
      this.clock = undefined;
      this.onEmpty();
    };
  }

  /** A snapshot read for a new screen: the people it names count too. */
  seen({ snapshot, people, nextChange }: SnapshotRead): void {
    for (const id of people) this.people.add(id);
    if (!this.lastBody) this.lastBody = bodyOf(snapshot);
    this.wakeAt(nextChange);
  }

  /** Reads again when the session running changes (a session starts or ends). */
  private wakeAt(instant: number | undefined): void {
    clearTimeout(this.clock);
    this.clock = undefined;
    if (instant === undefined || !this.unsubscribe) return;
    this.clock = setTimeout(() => {
      this.clock = undefined;
      this.schedule();
    }, Math.min(TIMER_MAX_MS, Math.max(0, instant - Date.now())));
    this.clock.unref();
  }

  private schedule(): void {
    if (this.timer || !this.unsubscribe) return;
    this.timer = setTimeout(() => void this.flush(), LIVE_COALESCE_MS);
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    if (this.building) {
      this.again = true;
      return;
    }
    this.building = true;
    try {
      const event = await this.reader.eventById(this.eventId);
      if (!this.unsubscribe) return;
      if (!event) {
        for (const listener of [...this.listeners]) listener({ gone: true });
        return;
      }
      const { snapshot, people, nextChange } = await this.reader.snapshot(event, this.follow);
      this.people = people;
      this.wakeAt(nextChange);
      const body = bodyOf(snapshot);
      // A change that shows nothing new (a bookmark's recount, a rename of nobody shown) sends nothing.
      if (body === this.lastBody || !this.unsubscribe) return;
      this.lastBody = body;
      for (const listener of [...this.listeners]) listener({ snapshot });
    } catch (error) {
      this.onError(error);
    } finally {
      this.building = false;
      if (this.again) {
        this.again = false;
        this.schedule();
      }
    }
  }
}

/** What a snapshot says, without the time it was read. */
const bodyOf = ({ updated_at: _time, ...rest }: LiveSnapshot) => JSON.stringify(rest);

const frame = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The public live data of events, for the venue's big screen and the event list of guests: attendance,
 * the event itself and its top questions, as one answer or as a stream of snapshots.
 */
export async function eventLiveRoutes(app: FastifyInstance, { store, database, bus }: Deps) {
  const reader = new LiveReader(store, database);
  const feeds = new Map<string, EventFeed>();

  async function liveEvent(slugOrId: string): Promise<Doc<'events'>> {
    if (!slugOrId.trim()) throw badRequest('Event ID is required');
    const event = await reader.event(slugOrId);
    if (!event) throw notFound('Event not found');
    return event;
  }

  app.get(
    '/events/stats',
    {
      schema: operation({
        operationId: 'getEventStats',
        tag: 'events',
        summary: 'Public: how many members joined or checked in to each event that is not deleted, by event id',
        access: 'public',
        answers: { 200: answer(statsAnswer, 'Attendance of every event') },
      }),
    },
    async () => ({ data: await reader.stats() }),
  );

  app.get<{ Params: { slugOrId: string }; Querystring: LiveQuery }>(
    '/events/:slugOrId/live',
    {
      schema: operation({
        operationId: 'getLiveSnapshot',
        tag: 'events',
        summary: "Public: an event's big-screen snapshot (the event, attendance, the session running now and its top questions, anonymous authors unnamed)",
        access: 'public',
        params: slugOrIdParams,
        querystring: liveQuery,
        answers: { 200: answer(dataOf(liveSnapshotSchema), 'The snapshot') },
        refusals: [404],
        refusalWords: { 404: NO_EVENT },
      }),
    },
    async (request) => ({ data: (await reader.snapshot(await liveEvent(request.params.slugOrId), request.query.follow)).snapshot }),
  );

  app.get<{ Params: { slugOrId: string }; Querystring: LiveQuery }>(
    '/events/:slugOrId/live/stream',
    {
      schema: operation({
        operationId: 'streamLiveSnapshot',
        tag: 'events',
        summary: "Public: the event's big-screen snapshot as a text/event-stream, sent again whenever what it shows changes",
        description: "Each event's data is a snapshot as getLiveSnapshot's `data` gives it.",
        access: 'public',
        params: slugOrIdParams,
        querystring: liveQuery,
        answers: { 200: eventStream('The stream of snapshots, until either side closes it') },
        refusals: [404],
        refusalWords: { 404: NO_EVENT },
      }),
    },
    async (request, reply) => {
      const event = await liveEvent(request.params.slugOrId);
      // Listening starts before the first read, so no change falls between the two; what arrives
      // meanwhile waits and follows the first snapshot.
      const waiting: Message[] = [];
      let deliver: Listener = (message) => void waiting.splice(0, waiting.length, message);
      const follow = request.query.follow;
      const feed = feedOf(event.id, follow);
      const leave = feed.add((message) => deliver(message));
      let first: SnapshotRead;
      try {
        first = await reader.snapshot(event, follow);
      } catch (error) {
        leave();
        throw error;
      }
      feed.seen(first);
      deliver = openStream(request, reply, first.snapshot, leave);
      for (const message of waiting) deliver(message);
    },
  );

  /** One feed per event and what its screens follow. */
  function feedOf(eventId: string, follow: LiveFollow | undefined): EventFeed {
    const key = `${eventId} ${follow ?? ''}`;
    let feed = feeds.get(key);
    if (!feed) {
      const created: EventFeed = new EventFeed(
        eventId,
        follow,
        reader,
        bus,
        (error) => app.log.error(error),
        () => feeds.get(key) === created && feeds.delete(key),
      );
      feed = created;
      feeds.set(key, feed);
    }
    return feed;
  }

  /** Answers with the stream and the first snapshot; gives back what writes the next messages. */
  function openStream(request: FastifyRequest, reply: FastifyReply, first: LiveSnapshot, leave: () => void): Listener {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: ${LIVE_RETRY_MS}\n\n`);
    res.write(frame('snapshot', first));
    let closed = false;
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), LIVE_HEARTBEAT_MS);
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      leave();
      app.openStreams.delete(end);
    };
    const end = () => {
      close();
      if (!res.writableEnded) res.end();
    };
    app.openStreams.add(end);
    // The response closes when the screen goes away (or the stream ends), however that happens.
    res.on('close', close);
    if (res.destroyed || request.raw.destroyed) close();
    return (message) => {
      if (closed || res.writableEnded) return;
      if ('gone' in message) {
        res.write(frame('gone', { message: 'Event not found' }));
        end();
        return;
      }
      res.write(frame('snapshot', message.snapshot));
    };
  }
}
