import { acceptProblem } from '../../../schemas/answer.schema';
import { mayModerate } from '../../../schemas/event-rules';
import { interactionId } from '../../../schemas/interaction.schema';
import { HIDE_REASON_MAX, isShown, moderationOf, moderationProblem } from '../../../schemas/question-moderation';
import { questionProblem, questionSessionProblem } from '../../../schemas/question-rules';
import type { Viewer } from '../../auth/viewer';
import { RANK_MAX } from '../../../schemas/sync-state';
import { badRequest } from '../../http-error';
import { uniqueSlug } from '../../slug';
import { registered, needsMember, type CollectionDef, type Doc, type Draft, type WriteContext } from '../collection-def';
import { changedFields } from './changed-fields';
import { notAfter } from './clock';
import { notifyAnswerAccepted, notifyEventQuestion, notifyModeration, notifyWaitingQuestions } from './notifications';
import { slugTaken } from './slugs';

/** The reactions each question counts, by the count field they feed. */
export const COUNTED_KINDS = { can_help: 'help_count', me_too: 'me_too_count', uplift: 'uplift_count' } as const;

type CountedKind = keyof typeof COUNTED_KINDS;
const COUNTED = Object.keys(COUNTED_KINDS) as CountedKind[];
export const isCounted = (kind: string): kind is CountedKind => Object.hasOwn(COUNTED_KINDS, kind);

type Counts = { help_count: number; me_too_count: number; uplift_count: number };

const rankOf = (value: number) => Math.min(RANK_MAX, Math.max(0, RANK_MAX - value));

/** Stored ranks sort ascending: newest first, most reacted first (schemas/question.schema.ts). */
export function ranks(createdAt: string, counts: Counts) {
  return {
    rank_latest: rankOf(Date.parse(createdAt)),
    rank_uplifted: rankOf(counts.uplift_count),
    rank_helpers: rankOf(counts.help_count),
    rank_relatable: rankOf(counts.me_too_count),
  };
}

/** The counts as the interactions say, whatever a client wrote. */
export async function countsOf(ctx: WriteContext, questionId: string): Promise<Counts> {
  const rows = await ctx.trx
    .selectFrom('interactions')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('target_id', '=', questionId)
    .where('kind', 'in', COUNTED)
    .where('active', '=', ctx.bool(true))
    .where('_deleted', '=', ctx.bool(false))
    .groupBy('kind')
    .execute();
  const counts: Counts = { help_count: 0, me_too_count: 0, uplift_count: 0 };
  for (const row of rows) if (isCounted(row.kind)) counts[COUNTED_KINDS[row.kind]] = row.n;
  return counts;
}

/** How many answers of a question are shown to everyone: not deleted, not hidden by the moderators. */
export async function answerCountOf(ctx: WriteContext, questionId: string): Promise<number> {
  const row = await ctx.trx
    .selectFrom('answers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('question_id', '=', questionId)
    .where('_deleted', '=', ctx.bool(false))
    .where((eb) => eb.or([eb('moderation', 'is', null), eb('moderation', '=', 'approved')]))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * After an answer changed (posted, deleted, hidden or shown again): the question's answer count
 * follows, and an accepted answer no longer shown is no longer accepted; it replicates again.
 */
export async function recountAnswers(ctx: WriteContext, questionId: string): Promise<void> {
  const question = await ctx.get('questions', questionId);
  if (!question || question._deleted) return;
  // The count is compared with the question as read: one changed meanwhile makes the write run again.
  ctx.dependOn('questions', questionId);
  const answer_count = await answerCountOf(ctx, questionId);
  const accepted = question.accepted_answer_id ? await ctx.get('answers', question.accepted_answer_id) : undefined;
  const stillAccepted = accepted && !accepted._deleted && (accepted.moderation ?? 'approved') === 'approved' ? question.accepted_answer_id : undefined;
  if (answer_count !== question.answer_count || stillAccepted !== question.accepted_answer_id) {
    await ctx.save('questions', { ...question, answer_count, accepted_answer_id: stillAccepted });
  }
}

/** After a reaction changed: the question's counts and ranks follow, and it replicates again. */
export async function recountQuestion(ctx: WriteContext, questionId: string): Promise<void> {
  const question = await ctx.get('questions', questionId);
  if (!question) return;
  // The counts are compared with the question as read: one changed meanwhile makes the write run again.
  ctx.dependOn('questions', questionId);
  const counts = await countsOf(ctx, questionId);
  const fields = { ...counts, ...ranks(question.created_at, counts) };
  if (changedFields(question, { ...question, ...fields }).length > 0) await ctx.save('questions', { ...question, ...fields });
}

const person = (viewer: Viewer) => ({ id: viewer?.userId ?? null, role: viewer?.role });

/** Whether the viewer moderates the questions (and their answers) of this event (schemas/event-rules.ts). */
export async function moderates(viewer: Viewer, eventId: string | undefined, ctx: WriteContext): Promise<boolean> {
  if (viewer?.role === 'admin') return true;
  const event = eventId ? await ctx.get('events', eventId) : undefined;
  return event !== undefined && !event._deleted && mayModerate(event, person(viewer));
}

/** What the asker writes; a moderator of another's question changes none of it. */
const ASKER_FIELDS = ['title', 'description', 'event_id', 'session_id', 'is_anonymous', '_deleted'] as const;

/** The reactions a merge carries over: each member's, once, whatever they said on either question. */
const CARRIED_KINDS = ['can_help', 'me_too', 'uplift', 'bookmark'] as const;

/**
 * Merging `from` into `into`: each member's reactions to the merged question count on the question it
 * was merged into, once (a member who reacted to both is counted once, as the ids are per member);
 * a helper who asked the other question is not counted as helping with their own.
 */
async function carryReactions(ctx: WriteContext, from: string, into: Doc<'questions'>): Promise<void> {
  const rows = await ctx.trx
    .selectFrom('interactions')
    .select(['kind', 'user_id', 'created_at'])
    .where('target_id', '=', from)
    .where('kind', 'in', [...CARRIED_KINDS])
    .where('active', '=', ctx.bool(true))
    .where('_deleted', '=', ctx.bool(false))
    .execute();
  for (const row of rows) await carryOne(ctx, row, into);
  await recountQuestion(ctx, into.id);
}

async function carryOne(ctx: WriteContext, row: { kind: string; user_id: string; created_at: string }, into: Doc<'questions'>): Promise<void> {
  if (row.kind === 'can_help' && row.user_id === into.author_id) return;
  const kind = row.kind as (typeof CARRIED_KINDS)[number];
  const id = interactionId(kind, row.user_id, into.id);
  const existing = await ctx.get('interactions', id);
  if (existing && existing.active && !existing._deleted) return;
  await ctx.save('interactions', { id, kind, user_id: row.user_id, target_id: into.id, active: true, created_at: existing?.created_at ?? row.created_at, _deleted: false });
}

/**
 * A reaction that reaches the server after its question was merged (cast offline, or in flight during the
 * merge) counts on the question it was merged into, as the ones the merge carried did.
 */
export async function carryLateReaction(ctx: WriteContext, reaction: Doc<'interactions'>): Promise<void> {
  if (!(CARRIED_KINDS as readonly string[]).includes(reaction.kind) || !reaction.active || reaction._deleted) return;
  const merged = await ctx.get('questions', reaction.target_id);
  const into = merged?.merged_into ? await ctx.get('questions', merged.merged_into) : undefined;
  if (!into || into._deleted) return;
  await carryOne(ctx, reaction, into);
  await recountQuestion(ctx, into.id);
}

/** One question of an event (or of one of its sessions) is answered in the room at a time: the one before is answered. */
async function answerOthers(ctx: WriteContext, question: Doc<'questions'>): Promise<void> {
  let query = ctx.trx
    .selectFrom('questions')
    .select('id')
    .where('event_id', '=', question.event_id)
    .where('stage', '=', 'answering')
    .where('id', '!=', question.id)
    .where('_deleted', '=', ctx.bool(false));
  query = question.session_id ? query.where('session_id', '=', question.session_id) : query.where('session_id', 'is', null);
  for (const { id } of await query.execute()) {
    const other = await ctx.get('questions', id);
    if (other) await ctx.save('questions', { ...other, stage: 'answered' });
  }
}

/**
 * Hides a question for a decision taken elsewhere (a report its moderators upheld), in that decision's
 * transaction: as a moderator's hide, with the reason its asker is told. Nothing for one already hidden.
 */
export async function hideQuestion(ctx: WriteContext, questionId: string, reason: string, moderatorId: string | null): Promise<void> {
  const question = await ctx.get('questions', questionId);
  if (!question || question._deleted || question.moderation === 'hidden') return;
  const hidden = await ctx.save('questions', { ...question, moderation: 'hidden', hidden_reason: reason.slice(0, HIDE_REASON_MAX), merged_into: undefined, stage: undefined });
  await notifyModeration(ctx, hidden, question, moderatorId);
}

/** Unique slugs: the one asked for if free, else the one it had, else one made from the title (or the id, for a title of emoji). */
async function slugFor(ctx: WriteContext, next: Draft<'questions'>, master: Doc<'questions'> | undefined): Promise<string> {
  for (const candidate of [next.slug, master?.slug]) {
    if (candidate !== undefined && !(await slugTaken(ctx, 'questions', candidate, next.id))) return candidate;
  }
  return uniqueSlug(next.title, next.id, (slug) => slugTaken(ctx, 'questions', slug, next.id));
}

const pick = <T extends object, K extends keyof T>(doc: T, keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, doc[key]]));

/**
 * The moderation a write stores. A new question waits in an event that approves its questions, unless
 * its asker moderates there; a moderator's decision on a question stands (canWrite checked it); an
 * asker who does not moderate keeps the server's. A question no longer shown is no longer answered.
 */
async function moderationFields(viewer: Viewer, next: Draft<'questions'>, master: Doc<'questions'> | undefined, ctx: WriteContext) {
  if (!master) {
    const event = await ctx.get('events', next.event_id);
    const waits = event?.qa_mode === 'approval' && !(await moderates(viewer, next.event_id, ctx));
    return { moderation: waits ? ('waiting' as const) : ('approved' as const), hidden_reason: undefined, merged_into: undefined, stage: undefined };
  }
  const decided = (await moderates(viewer, master.event_id, ctx)) ? moderationOf(next) : moderationOf(master);
  const moderation = decided.moderation ?? 'approved';
  return {
    moderation,
    hidden_reason: moderation === 'hidden' && !decided.merged_into ? decided.hidden_reason : undefined,
    merged_into: moderation === 'hidden' ? decided.merged_into : undefined,
    // Hiding a question takes it out of the room; a stage asked for a question not shown is refused.
    stage: moderation !== 'approved' && master.moderation !== moderation ? undefined : decided.stage,
  };
}

export const questions: CollectionDef<'questions'> = {
  ...registered('questions'),
  // A field of the wrong type is the schema's to name.
  formProblem: (doc) =>
    typeof doc.title === 'string' && (doc.description == null || typeof doc.description === 'string') && (doc.event_id === undefined || typeof doc.event_id === 'string')
      ? questionProblem({ title: doc.title, description: doc.description, event_id: doc.event_id })
      : null,
  // A question waiting for approval or hidden is its asker's and its event's moderators' to read; a
  // device that held it before gets it as a tombstone, so it leaves every feed.
  async canRead(viewer, doc, lookup) {
    if (!viewer) return false;
    if (isShown(doc) || (viewer.userId !== null && doc.author_id === viewer.userId) || viewer.role === 'admin') return true;
    const event = await lookup.runners(doc.event_id);
    return event !== undefined && mayModerate(event, person(viewer));
  },
  withheldAsTombstones: true,
  // Only the author learns who asked an anonymous question.
  project: (viewer, doc) => (doc.is_anonymous && doc.author_id !== viewer?.userId ? { ...doc, author_id: '' } : doc),
  // Counted by the server from the answers: a device of an earlier version sends none.
  serverOwned: ['answer_count'],
  async canWrite(viewer, next, master, ctx) {
    const missing = needsMember(viewer);
    if (missing) return missing;
    // Only the asker accepts an answer, and only one given to this question (schemas/answer.schema.ts).
    if (master && (next.accepted_answer_id ?? undefined) !== (master.accepted_answer_id ?? undefined)) {
      const answer = next.accepted_answer_id ? await ctx.get('answers', next.accepted_answer_id) : undefined;
      const problem = acceptProblem(viewer?.userId, master, next.accepted_answer_id ?? undefined, answer);
      if (problem) return problem;
    }
    if (master && master.author_id !== viewer?.userId) {
      if (!(await moderates(viewer, master.event_id, ctx))) return 'Only the author may change this question';
      if (changedFields(pick(master, ASKER_FIELDS), pick(next, ASKER_FIELDS)).length > 0) return "Moderators decide whether a question is shown and when it is answered; its words are its asker's";
    }
    if (master && changedFields(moderationOf(master), moderationOf(next)).length > 0) {
      const target = next.merged_into ? await ctx.get('questions', next.merged_into) : undefined;
      const problem = moderationProblem(next, target);
      if (problem) return problem;
    }
    if (!master && next.author_id !== viewer?.userId) return 'A question is asked in your own name: author_id must be your user id';
    if (!master || master.event_id !== next.event_id) {
      const event = await ctx.get('events', next.event_id);
      if (!event || event._deleted) return badRequest(`No event has the id '${next.event_id}'`);
    }
    // Checked when the session or the event is chosen: a question stays asked to a session deleted since.
    if (next.session_id && (!master || master.session_id !== next.session_id || master.event_id !== next.event_id)) {
      const problem = questionSessionProblem(next, await ctx.get('sessions', next.session_id));
      if (problem) return badRequest(problem);
    }
    return null;
  },
  async serverFields(viewer, next, master, ctx) {
    const createdAt = master ? master.created_at : notAfter(next.created_at, ctx.now);
    const counts = await countsOf(ctx, next.id);
    return {
      // A new question has no answers to accept.
      accepted_answer_id: master ? (next.accepted_answer_id ?? undefined) : undefined,
      answer_count: master ? await answerCountOf(ctx, next.id) : 0,
      ...(await moderationFields(viewer, next, master, ctx)),
      author_id: master?.author_id ?? next.author_id,
      created_at: createdAt,
      slug: await slugFor(ctx, next, master),
      ...counts,
      ...ranks(createdAt, counts),
    };
  },
  async afterWrite(viewer, written, master, ctx) {
    // A new question tells its event's organiser, in the question's own transaction; one that waits, its moderators.
    if (!master) await (written.moderation === 'waiting' ? notifyWaitingQuestions(ctx, written) : notifyEventQuestion(ctx, written));
    if (!master || written._deleted) return;
    if (written.merged_into && written.merged_into !== master.merged_into) {
      const into = await ctx.get('questions', written.merged_into);
      if (into) await carryReactions(ctx, written.id, into);
    }
    if (written.stage === 'answering' && master.stage !== 'answering') await answerOthers(ctx, written);
    if (written.accepted_answer_id && written.accepted_answer_id !== master.accepted_answer_id) await notifyAnswerAccepted(ctx, written);
    await notifyModeration(ctx, written, master, viewer?.userId ?? null);
  },
};
