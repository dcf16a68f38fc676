import { sql, type SqlBool } from 'kysely';
import { appLink, pathKey } from '../../../schemas/app-links';
import { mayModerate } from '../../../schemas/event-rules';
import { normaliseWord } from '../../../schemas/poll-rules';
import { isShown } from '../../../schemas/question-moderation';
import { firstCharacters } from '../../../schemas/text';
import { notice, NOTICE } from '../../../schemas/notification-words';
import {
  OWN_REPORT,
  REPORT_WORDS,
  REPORT_EXCERPT_MAX,
  REPORT_REVIEWED,
  reportDetailsProblem,
  reportId,
  REPORT_REASON_LABELS,
  RESOLVERS_ONLY,
  resolutionProblem,
  type ReportStatus,
} from '../../../schemas/report.schema';
import { isAdmin, type Viewer } from '../../auth/viewer';
import { badRequest, notFound } from '../../http-error';
import { needsMember, registered, type CollectionDef, type Doc, type Draft, type EventRunners, type WriteContext } from '../collection-def';
import { notAfter } from './clock';
import { derivedId } from './notifications';
import { hideAnswer } from './answers';
import { hidePollWord } from './polls';
import { hideQuestion } from './questions';

/** The one refusal of a report naming nothing the reporter may read: the same whether it exists or not. */
const NOTHING_THERE = 'There is nothing of that id for you to report';

/** The LIKE pattern of a text, its wildcards taken literally. */
const literally = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The events whose reports the viewer resolves, as SQL: those they organise (not the meetverse), and
 * those whose team (JSON text of {user_id, role}) names them co-host or moderator, in either key order.
 * The same rule as `mayModerate`, which `canRead` applies to one report.
 */
function moderatedEvents(me: string) {
  const patterns = (['co_host', 'moderator'] as const).flatMap((role) => [
    `%${literally(`{"user_id":${JSON.stringify(me)},"role":"${role}"}`)}%`,
    `%${literally(`{"role":"${role}","user_id":${JSON.stringify(me)}}`)}%`,
  ]);
  const team = patterns.map((pattern) => sql<SqlBool>`team like ${pattern} escape '\\'`);
  return sql<SqlBool>`(created_by = ${me} and (is_meetverse is null or not is_meetverse)) or ${sql.join(team, sql` or `)}`;
}

/** Whether the viewer resolves this report: for event content its moderators (`mayModerate`), for the rest the admins. */
function resolves(viewer: Viewer, report: Pick<Doc<'reports'>, 'event_id'>, event: EventRunners | undefined): boolean {
  if (!viewer?.userId) return false;
  if (isAdmin(viewer)) return true;
  return report.event_id !== undefined && event !== undefined && mayModerate(event, { id: viewer.userId, role: viewer.role });
}

const runnersIn = async (ctx: WriteContext, eventId: string | undefined): Promise<EventRunners | undefined> => {
  if (!eventId) return undefined;
  const event = await ctx.get('events', eventId);
  return event && !event._deleted ? { created_by: event.created_by, is_meetverse: event.is_meetverse, team: event.team } : undefined;
};

type Target = { author: string | undefined; ownerId: string | undefined; eventId: string | undefined; excerpt: string };

/**
 * What a report names, as its reporter may see it: a question of an event, a message of a room they
 * take part in, a member's profile; undefined for anything else, whether it exists or not.
 */
async function targetOf(ctx: WriteContext, report: Pick<Draft<'reports'>, 'target_kind' | 'target_id' | 'target_word'>, reporterId: string): Promise<Target | undefined> {
  switch (report.target_kind) {
    case 'question': {
      const question = await ctx.get('questions', report.target_id);
      if (!question || question._deleted) return undefined;
      const text = question.description ? `${question.title}\n\n${question.description}` : question.title;
      // An anonymous question's author stays unnamed, to its resolvers too.
      return { author: question.is_anonymous ? undefined : question.author_id, ownerId: question.author_id, eventId: question.event_id, excerpt: text };
    }
    case 'chat_message': {
      const message = await ctx.get('chat_messages', report.target_id);
      if (!message || message._deleted) return undefined;
      const member = await ctx.trx.selectFrom('chat_participants').select('user_id').where('room_id', '=', message.room_id).where('user_id', '=', reporterId).executeTakeFirst();
      if (!member) return undefined;
      // A chat started from a question belongs to the question's event; any other chat to the admins.
      const room = await ctx.get('chat_rooms', message.room_id);
      const question = room?.question_id ? await ctx.get('questions', room.question_id) : undefined;
      return { author: message.sender_id, ownerId: message.sender_id, eventId: question && !question._deleted ? question.event_id : undefined, excerpt: message.body };
    }
    case 'answer': {
      // An answer the reporter may read (of a question they may read): reported to its event's moderators.
      const answer = await ctx.get('answers', report.target_id);
      if (!answer || answer._deleted) return undefined;
      const question = await ctx.get('questions', answer.question_id);
      // What everyone sees is reported: an answer shown, under a question shown (or the reporter's own).
      if (!question || question._deleted || !isShown(answer) || !(isShown(question) || question.author_id === reporterId)) return undefined;
      return { author: answer.author_id, ownerId: answer.author_id, eventId: answer.event_id, excerpt: answer.body };
    }
    case 'poll_word': {
      // A word a word cloud shows (its poll open or closed, not a draft): to its event's moderators.
      // Nobody owns a word (many may have given it, their votes private), so none is told of its hiding.
      const poll = await ctx.get('polls', report.target_id);
      if (!poll || poll._deleted || poll.state === 'draft' || poll.kind !== 'word_cloud') return undefined;
      const word = normaliseWord(report.target_word ?? '');
      if (!word || !(poll.results ?? []).some((line) => line.key === word)) return undefined;
      return { author: undefined, ownerId: undefined, eventId: poll.event_id, excerpt: word };
    }
    case 'user': {
      const user = await ctx.get('users', report.target_id);
      if (!user || user._deleted) return undefined;
      const text = [user.full_name, user.bio].filter(Boolean).join('\n\n');
      return { author: user.id, ownerId: user.id, eventId: undefined, excerpt: text || user.full_name };
    }
  }
}

/** A message a resolver hid: gone for everyone (a tombstone), its sender told why; its room no longer quotes it. */
async function hideMessage(ctx: WriteContext, messageId: string): Promise<void> {
  const message = await ctx.get('chat_messages', messageId);
  if (!message || message._deleted) return;
  await ctx.save('chat_messages', { ...message, _deleted: true });
  await ctx.save('notifications', {
    id: derivedId(`message_hidden:${message.id}`),
    user_id: message.sender_id,
    kind: 'message_hidden',
    ...notice(NOTICE.messageHidden, undefined, message.body),
    status: 'unread',
    created_at: new Date(ctx.now).toISOString(),
    _deleted: false,
  });
  const room = await ctx.get('chat_rooms', message.room_id);
  if (room && !room._deleted && room.last_message_at === message.timestamp) {
    await ctx.save('chat_rooms', { ...room, last_message_preview: 'A message was hidden by the moderators' });
  }
}

/** Hides what a report names, as its resolver chose: the kinds the rule lets a resolver hide. */
async function hideTarget(ctx: WriteContext, report: Doc<'reports'>): Promise<void> {
  switch (report.target_kind) {
    case 'chat_message':
      return hideMessage(ctx, report.target_id);
    case 'question':
      // As a moderator's hide: its asker is told why, in the reason the reporter gave.
      return hideQuestion(ctx, report.target_id, REPORT_REASON_LABELS[report.reason], report.resolved_by ?? null);
    case 'answer':
      return hideAnswer(ctx, report.target_id, REPORT_REASON_LABELS[report.reason]);
    case 'poll_word':
      return hidePollWord(ctx, report.target_id, report.target_word ?? '');
    case 'user':
      return;
  }
}

/** Tells the reporter what became of their report, once. */
async function notifyOutcome(ctx: WriteContext, report: Doc<'reports'>, status: Exclude<ReportStatus, 'open'>): Promise<void> {
  await ctx.save('notifications', {
    id: derivedId(`report_outcome:${report.id}`),
    user_id: report.reporter_id,
    kind: 'report_outcome',
    ...notice(status === 'hidden' ? REPORT_WORDS.outcomeHidden : REPORT_WORDS.outcomeDismissed, { kind: report.target_kind }, report.excerpt ?? undefined),
    status: 'unread',
    created_at: new Date(ctx.now).toISOString(),
    _deleted: false,
  });
}

/** Who is told of an event's reports (its organiser, co-hosts and moderators), or of the rest (the admins). */
async function resolversOf(ctx: WriteContext, eventId: string | undefined): Promise<{ ids: string[]; event: Doc<'events'> | undefined }> {
  const event = eventId ? await ctx.get('events', eventId) : undefined;
  if (event && !event._deleted && !event.is_meetverse) {
    const team = (event.team ?? []).filter((member) => member.role === 'co_host' || member.role === 'moderator').map((member) => member.user_id);
    return { ids: [...new Set([event.created_by, ...team].filter((id): id is string => Boolean(id)))], event };
  }
  // Admins by their profile's role or by the configuration's list of addresses, as a request's role is decided.
  const emails = [...ctx.adminEmails];
  const admins = await ctx.trx
    .selectFrom('users')
    .select('id')
    .where((eb) => (emails.length > 0 ? eb.or([eb('role', '=', 'admin'), eb(eb.fn('lower', ['email']), 'in', emails)]) : eb('role', '=', 'admin')))
    .where('_deleted', '=', ctx.bool(false))
    .execute();
  return { ids: admins.map((row) => row.id), event: undefined };
}

/**
 * The resolvers' one notification per event (or one for the admins' reports): how many reports wait,
 * written again as the count changes, so ten reports are one notification, not ten. Unread while any
 * wait; read once none do.
 */
async function notifyWaiting(ctx: WriteContext, eventId: string | undefined): Promise<void> {
  let waiting = ctx.trx.selectFrom('reports').select((eb) => eb.fn.countAll<number>().as('total')).where('status', '=', 'open').where('_deleted', '=', ctx.bool(false));
  waiting = eventId ? waiting.where('event_id', '=', eventId) : waiting.where('event_id', 'is', null);
  const count = Number((await waiting.executeTakeFirst())?.total ?? 0);
  const { ids, event } = await resolversOf(ctx, eventId);
  const link = event ? appLink('/events/$slugOrId/reports', { slugOrId: pathKey(event) }) : appLink('/reports');
  for (const userId of ids) {
    const id = derivedId(`reports:${eventId ?? 'app'}:${userId}`);
    const existing = await ctx.get('notifications', id);
    if (count === 0) {
      if (existing && !existing._deleted && existing.status === 'unread') await ctx.save('notifications', { ...existing, ...notice(NOTICE.noReportsWait), status: 'read' });
      continue;
    }
    await ctx.save('notifications', {
      id,
      user_id: userId,
      kind: 'reports_waiting',
      ...notice(REPORT_WORDS.waiting, { count }, event ? [NOTICE.reportedIn, { event: firstCharacters(event.name, 200) }] : [NOTICE.reportedAnywhere]),
      link,
      status: 'unread',
      created_at: new Date(ctx.now).toISOString(),
      _deleted: false,
    });
  }
}

/**
 * Reports: a member reports a question, an answer, a message, a profile or a word of a word cloud; its reporter reads it (to see the
 * outcome) and its resolvers resolve it: for event content the event's moderators (`mayModerate`), for
 * the rest the admins. Nobody else reads a report, nor learns whether one exists.
 */
export const reports: CollectionDef<'reports'> = {
  ...registered('reports'),
  unseenRefusal: 'Only its reporter and its resolvers may change a report',
  scope: (viewer, eb) => {
    const me = viewer?.userId ?? '';
    if (isAdmin(viewer) && me) return eb('id', 'is not', null);
    return eb.or([eb('reporter_id', '=', me), eb('event_id', 'in', eb.selectFrom('events').select('id').where(moderatedEvents(me)))]);
  },
  async canRead(viewer, doc, lookup) {
    if (!viewer?.userId) return false;
    if (doc.reporter_id === viewer.userId) return true;
    return resolves(viewer, doc, doc.event_id ? await lookup.runners(doc.event_id) : undefined);
  },
  formProblem: (doc) => (typeof doc.details === 'string' ? reportDetailsProblem(doc.details) : null),
  async canWrite(viewer, next, master, ctx) {
    const missing = needsMember(viewer);
    if (missing) return missing;
    const me = viewer?.userId ?? '';
    if (!master) {
      if (next.reporter_id !== me) return 'A report is made in your own name: reporter_id must be your user id';
      const expected = reportId(me, next.target_kind, next.target_id, next.target_word);
      if (next.id !== expected) return badRequest(`A report's id must be '${expected}'`);
      if (next._deleted) return badRequest('A new report cannot be deleted');
      if (next.status !== 'open') return badRequest('A new report is open: its status must be open');
      if (next.target_kind === 'poll_word' ? !next.target_word : next.target_word !== undefined) return badRequest('target_word names the word of a word cloud reported, and nothing else');
      const target = await targetOf(ctx, next, me);
      if (!target) return notFound(NOTHING_THERE);
      return target.ownerId === me ? badRequest(OWN_REPORT) : null;
    }
    if (next._deleted !== master._deleted) return 'A report cannot be deleted';
    if (next.status !== master.status) {
      if (!resolves(viewer, master, await runnersIn(ctx, master.event_id))) return RESOLVERS_ONLY;
      const problem = resolutionProblem(master.target_kind, master.status, next.status);
      if (problem) return problem;
    }
    const rewords = next.reason !== master.reason || (next.details ?? '') !== (master.details ?? '');
    if (rewords && master.status !== 'open') return REPORT_REVIEWED;
    return null;
  },
  async serverFields(viewer, next, master, ctx) {
    const me = viewer?.userId ?? '';
    if (!master) {
      const target = await targetOf(ctx, next, me);
      // reporter_id stays as sent: a report in someone else's name is refused, never rewritten.
      return {
        event_id: target?.eventId,
        target_author_id: target?.author,
        // A word as the word cloud counts it: 'Offline ' and 'offline' are one word.
        target_word: next.target_kind === 'poll_word' && next.target_word ? normaliseWord(next.target_word) : undefined,
        excerpt: target ? firstCharacters(target.excerpt, REPORT_EXCERPT_MAX) : undefined,
        resolved_by: undefined,
        resolved_at: undefined,
        created_at: notAfter(next.created_at, ctx.now),
      };
    }
    const { reporter_id, target_kind, target_id, target_word, event_id, target_author_id, excerpt, created_at } = master;
    // The reason and details are the reporter's to change; a resolution names who made it and when.
    const reporter = master.reporter_id === me;
    const resolved = next.status !== master.status ? { resolved_by: me, resolved_at: new Date(ctx.now).toISOString() } : { resolved_by: master.resolved_by, resolved_at: master.resolved_at };
    return {
      reporter_id,
      target_kind,
      target_id,
      target_word,
      event_id,
      target_author_id,
      excerpt,
      created_at,
      ...(reporter ? {} : { reason: master.reason, details: master.details }),
      ...resolved,
    };
  },
  async afterWrite(_viewer, written, master, ctx) {
    if (master && master.status === written.status) return;
    if (written.status !== 'open') {
      if (written.status === 'hidden') await hideTarget(ctx, written);
      await notifyOutcome(ctx, written, written.status);
    }
    await notifyWaiting(ctx, written.event_id);
  },
};
