import { createHash } from 'node:crypto';
import { appLink, pathKey } from '../../../schemas/app-links';
import { hiddenNotice } from '../../../schemas/question-moderation';
import { firstCharacters } from '../../../schemas/text';
import { named, notice, NOTICE } from '../../../schemas/notification-words';
import type { Viewer } from '../../auth/viewer';
import { registered, needsMember, type CollectionDef, type Doc, type WriteContext } from '../collection-def';
import { changedFields } from './changed-fields';

/**
 * The server's own writer of notifications that no member's write causes, such as the check-in
 * reminders of server/events/. It is known by this object alone, made here in the process: no token
 * can name it. It only makes new notifications; one that exists is never written again by it.
 */
export const NOTIFIER: NonNullable<Viewer> = Object.freeze({ userId: null, sub: 'server:notifier', email: null, role: 'member' });

/** The only fields a recipient changes; the rest is the server's. */
const MEMBER_FIELDS = new Set(['status', 'sync_state', 'sync_error', 'updatedAt']);

/** A UUID derived from a name, so the same cause always makes the same notification. */
export function derivedId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A question's page, by its slug or else its id. */
const questionLink = (question: Doc<'questions'>) => appLink('/questions/$slugOrId', { slugOrId: pathKey({ id: question.id, slug: question.slug }) });

/**
 * Tells a question's author that someone can help. Toggling the help off and on again brings the
 * same notification back as unread instead of piling up new ones.
 */
export async function notifyCanHelp(ctx: WriteContext, interaction: Doc<'interactions'>): Promise<void> {
  const question = await ctx.get('questions', interaction.target_id);
  if (!question || question._deleted || question.author_id === interaction.user_id) return;
  const helper = await ctx.get('users', interaction.user_id);
  await ctx.save('notifications', {
    id: derivedId(`can_help:${interaction.id}`),
    user_id: question.author_id,
    kind: 'can_help',
    ...notice(NOTICE.canHelp, named(helper?.full_name), question.title),
    link: questionLink(question),
    actor_id: interaction.user_id,
    status: 'unread',
    created_at: new Date(ctx.now).toISOString(),
    _deleted: false,
  });
}

/**
 * Tells the other member of a meeting that `recorder` recorded it: a new meeting, or one taken back
 * and recorded again. One notification per meeting and member, however often it is recorded.
 */
export async function notifyMeeting(ctx: WriteContext, meeting: Doc<'interactions'>, recorder: string): Promise<void> {
  const other = meeting.user_id === recorder ? meeting.target_id : meeting.user_id;
  const actor = await ctx.get('users', recorder);
  const recipient = await ctx.get('users', other);
  if (!recipient || recipient._deleted) return;
  await ctx.save('notifications', {
    id: derivedId(`we_met:${meeting.id}:${other}`),
    user_id: other,
    kind: 'we_met',
    ...notice(NOTICE.weMet, named(actor?.full_name), [NOTICE.weMetBody]),
    link: appLink('/profile/$slugOrId', { slugOrId: pathKey({ id: recorder, slug: actor?.slug }) }),
    actor_id: recorder,
    status: 'unread',
    created_at: new Date(ctx.now).toISOString(),
    _deleted: false,
  });
}

/**
 * Tells the member who recorded a meeting that the other confirmed it (scanned back, or tapped
 * Confirm), and marks read the request to confirm it that the confirming member had.
 */
export async function notifyMeetingConfirmed(ctx: WriteContext, meeting: Doc<'interactions'>, confirmer: string): Promise<void> {
  const recorder = meeting.user_id === confirmer ? meeting.target_id : meeting.user_id;
  const actor = await ctx.get('users', confirmer);
  const recipient = await ctx.get('users', recorder);
  const request = await ctx.get('notifications', derivedId(`we_met:${meeting.id}:${confirmer}`));
  if (request && !request._deleted && request.status === 'unread') await ctx.save('notifications', { ...request, status: 'read' });
  if (!recipient || recipient._deleted) return;
  await ctx.save('notifications', {
    id: derivedId(`meeting_confirmed:${meeting.id}:${recorder}`),
    user_id: recorder,
    kind: 'meeting_confirmed',
    ...notice(NOTICE.meetingConfirmed, named(actor?.full_name), [NOTICE.meetingConfirmedBody, named(actor?.full_name)]),
    link: appLink('/profile/$slugOrId', { slugOrId: pathKey({ id: confirmer, slug: actor?.slug }) }),
    actor_id: confirmer,
    status: 'unread',
    created_at: new Date(ctx.now).toISOString(),
    _deleted: false,
  });
}

/**
 * Tells the organiser of the question's event that it was asked, unless they asked it themselves.
 * The meetverse belongs to everyone and has no organiser to tell. An anonymous question does not
 * name its author: no actor, and 'Someone' in the words.
 */
export async function notifyEventQuestion(ctx: WriteContext, question: Doc<'questions'>): Promise<void> {
  if (question._deleted) return;
  const event = await ctx.get('events', question.event_id);
  if (!event || event._deleted || event.is_meetverse) return;
  const organiser = event.created_by;
  if (!organiser || organiser === question.author_id) return;
  const recipient = await ctx.get('users', organiser);
  if (!recipient || recipient._deleted) return;
  const anonymous = question.is_anonymous === true;
  const author = anonymous ? undefined : await ctx.get('users', question.author_id);
  await ctx.save('notifications', {
    id: derivedId(`event_question:${question.id}`),
    user_id: organiser,
    kind: 'event_question',
    ...notice(NOTICE.eventQuestion, { event: event.name }, [NOTICE.eventQuestionBody, { ...named(anonymous ? undefined : author?.full_name), question: question.title }]),
    link: questionLink(question),
    ...(anonymous ? {} : { actor_id: question.author_id }),
    status: 'unread',
    created_at: new Date(ctx.now).toISOString(),
    _deleted: false,
  });
}

/** The members who moderate an event's questions: its organiser, co-hosts and moderators. */
function moderatorsOf(event: Doc<'events'>): string[] {
  const team = (event.team ?? []).filter((member) => member.role === 'co_host' || member.role === 'moderator').map((member) => member.user_id);
  return [...new Set([...(event.created_by ? [event.created_by] : []), ...team])];
}

/**
 * Tells an event's moderators that questions wait for their approval: one notification per moderator
 * and event, counting what waits and made unread again by each new one, rather than one per question.
 */
export async function notifyWaitingQuestions(ctx: WriteContext, question: Doc<'questions'>): Promise<void> {
  const event = await ctx.get('events', question.event_id);
  if (!event || event._deleted) return;
  const row = await ctx.trx
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number>().as('waiting'))
    .where('event_id', '=', event.id)
    .where('moderation', '=', 'waiting')
    .where('_deleted', '=', ctx.bool(false))
    .executeTakeFirst();
  const waiting = Number(row?.waiting ?? 1);
  for (const moderator of moderatorsOf(event)) {
    if (moderator === question.author_id) continue;
    const recipient = await ctx.get('users', moderator);
    if (!recipient || recipient._deleted) continue;
    await ctx.save('notifications', {
      id: derivedId(`questions_waiting:${event.id}:${moderator}`),
      user_id: moderator,
      kind: 'questions_waiting',
      ...notice(NOTICE.questionsWaiting, { count: waiting, event: event.name }, [NOTICE.questionsWaitingBody, { question: question.title }]),
      link: appLink('/events/$slugOrId/moderation', { slugOrId: pathKey({ id: event.id, slug: event.slug }) }),
      status: 'unread',
      created_at: new Date(ctx.now).toISOString(),
      _deleted: false,
    });
  }
}

/**
 * Tells a question's asker what the moderators decided: approved, hidden (and why), merged, or being
 * answered in the room now. Nothing for the asker's own decisions; each decision has its notification,
 * made unread again when it is taken again.
 */
export async function notifyModeration(ctx: WriteContext, question: Doc<'questions'>, master: Doc<'questions'>, actor: string | null): Promise<void> {
  if (actor === question.author_id || !question.author_id) return;
  const decision =
    question.moderation === 'hidden' && master.moderation !== 'hidden'
      ? 'hidden'
      : question.moderation === 'approved' && master.moderation === 'waiting'
        ? 'approved'
        : question.stage === 'answering' && master.stage !== 'answering'
          ? 'answering'
          : null;
  if (!decision) return;
  const recipient = await ctx.get('users', question.author_id);
  if (!recipient || recipient._deleted) return;
  const into = question.merged_into ? await ctx.get('questions', question.merged_into) : undefined;
  const words = {
    approved: { ...notice(NOTICE.questionApproved, undefined, question.title), link: questionLink(question) },
    hidden: { ...notice(into ? NOTICE.questionMerged : NOTICE.questionHidden, undefined, hiddenNotice(question, into?.title)), link: questionLink(into ?? question) },
    answering: { ...notice(NOTICE.questionAnswering, undefined, question.title), link: questionLink(question) },
  }[decision];
  await ctx.save('notifications', {
    id: derivedId(`question_${decision}:${question.id}`),
    user_id: question.author_id,
    kind: `question_${decision}`,
    ...words,
    status: 'unread',
    created_at: new Date(ctx.now).toISOString(),
    _deleted: false,
  });
}

/** The first line of an answer, for a notification's words. */
const gist = (body: string) => firstCharacters(body.trim().split('\n')[0] ?? '', 300);

/**
 * Tells a question's asker it was answered, unless they answered it themselves: one notification per
 * question, counting the answers others gave and made unread again by each new one, rather than one per answer.
 */
export async function notifyAnswerPosted(ctx: WriteContext, answer: Doc<'answers'>): Promise<void> {
  const question = await ctx.get('questions', answer.question_id);
  if (!question || question._deleted || !question.author_id || question.author_id === answer.author_id) return;
  const recipient = await ctx.get('users', question.author_id);
  if (!recipient || recipient._deleted) return;
  const row = await ctx.trx
    .selectFrom('answers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('question_id', '=', question.id)
    .where('author_id', '!=', question.author_id)
    .where('_deleted', '=', ctx.bool(false))
    .executeTakeFirst();
  const count = Math.max(1, Number(row?.n ?? 1));
  const author = await ctx.get('users', answer.author_id);
  await ctx.save('notifications', {
    id: derivedId(`answers_posted:${question.id}`),
    user_id: question.author_id,
    kind: 'answers_posted',
    ...notice(NOTICE.answersPosted, { count, ...named(author?.full_name) }, [NOTICE.answersPostedBody, { question: question.title, ...named(author?.full_name), answer: gist(answer.body) }]),
    link: questionLink(question),
    actor_id: answer.author_id,
    status: 'unread',
    created_at: new Date(ctx.now).toISOString(),
    _deleted: false,
  });
}

/** The members who follow a question: those who bookmarked it or said 'me too', but its asker. */
async function followersOf(ctx: WriteContext, question: Doc<'questions'>): Promise<string[]> {
  const rows = await ctx.trx
    .selectFrom('interactions')
    .select('user_id')
    .where('target_id', '=', question.id)
    .where('kind', 'in', ['bookmark', 'me_too'])
    .where('active', '=', ctx.bool(true))
    .where('_deleted', '=', ctx.bool(false))
    .execute();
  return [...new Set(rows.map((row) => row.user_id))].filter((id) => id !== question.author_id);
}

/**
 * An answer accepted: its author is told (unless they asked the question), and so is each member who
 * bookmarked the question or said 'me too', once per question however often the accepted answer changes.
 */
export async function notifyAnswerAccepted(ctx: WriteContext, question: Doc<'questions'>): Promise<void> {
  const answer = question.accepted_answer_id ? await ctx.get('answers', question.accepted_answer_id) : undefined;
  if (!answer || answer._deleted) return;
  const link = questionLink(question);
  const created_at = new Date(ctx.now).toISOString();
  if (answer.author_id !== question.author_id) {
    const answerer = await ctx.get('users', answer.author_id);
    if (answerer && !answerer._deleted) {
      await ctx.save('notifications', {
        id: derivedId(`answer_accepted:${answer.id}`),
        user_id: answer.author_id,
        kind: 'answer_accepted',
        ...notice(NOTICE.answerAccepted, undefined, question.title),
        link,
        ...(question.is_anonymous ? {} : { actor_id: question.author_id }),
        status: 'unread',
        created_at,
        _deleted: false,
      });
    }
  }
  for (const follower of await followersOf(ctx, question)) {
    if (follower === answer.author_id) continue;
    const recipient = await ctx.get('users', follower);
    if (!recipient || recipient._deleted) continue;
    await ctx.save('notifications', {
      id: derivedId(`question_solved:${question.id}:${follower}`),
      user_id: follower,
      kind: 'question_solved',
      ...notice(NOTICE.questionSolved, undefined, [NOTICE.questionSolvedBody, { question: question.title, answer: gist(answer.body) }]),
      link,
      status: 'unread',
      created_at,
      _deleted: false,
    });
  }
}

/** Tells an answer's author that the moderators hid it, and why. */
export async function notifyAnswerHidden(ctx: WriteContext, answer: Doc<'answers'>): Promise<void> {
  const question = await ctx.get('questions', answer.question_id);
  const recipient = await ctx.get('users', answer.author_id);
  if (!recipient || recipient._deleted) return;
  await ctx.save('notifications', {
    id: derivedId(`answer_hidden:${answer.id}`),
    user_id: answer.author_id,
    kind: 'answer_hidden',
    ...notice(NOTICE.answerHidden, undefined, answer.hidden_reason ? [NOTICE.answerHiddenBody, { reason: answer.hidden_reason, answer: gist(answer.body) }] : gist(answer.body)),
    ...(question && !question._deleted ? { link: questionLink(question) } : {}),
    status: 'unread',
    created_at: new Date(ctx.now).toISOString(),
    _deleted: false,
  });
}

export const notifications: CollectionDef<'notifications'> = {
  ...registered('notifications'),
  unseenRefusal: 'Only the server makes notifications, and only their recipient changes them',
  scope: (viewer, eb) => eb('user_id', '=', viewer?.userId ?? ''),
  // The notifier reads what it would write, so a notification that exists comes back as a conflict.
  canRead: (viewer, doc) => viewer === NOTIFIER || (Boolean(viewer?.userId) && doc.user_id === viewer?.userId),
  canWrite(viewer, next, master) {
    if (viewer === NOTIFIER) return master ? 'The notifier never changes a notification that exists' : null;
    const missing = needsMember(viewer);
    if (missing) return missing;
    if (!master) return 'Notifications are made by the server';
    if (master.user_id !== viewer?.userId) return 'Only its recipient may change a notification';
    return changedFields(master, next).some((key) => !MEMBER_FIELDS.has(key)) ? 'Only the status of a notification may change' : null;
  },
  serverFields: () => ({}),
};
