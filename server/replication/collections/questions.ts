import { questionProblem, questionSessionProblem } from '../../../schemas/question-rules';
import { RANK_MAX } from '../../../schemas/sync-state';
import { badRequest } from '../../http-error';
import { uniqueSlug } from '../../slug';
import { registered, needsMember, type CollectionDef, type Doc, type Draft, type WriteContext } from '../collection-def';
import { changedFields } from './changed-fields';
import { notAfter } from './clock';
import { notifyEventQuestion } from './notifications';
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

/** After a reaction changed: the question's counts and ranks follow, and it replicates again. */
export async function recountQuestion(ctx: WriteContext, questionId: string): Promise<void> {
  const question = await ctx.get('questions', questionId);
  if (!question) return;
  const counts = await countsOf(ctx, questionId);
  const fields = { ...counts, ...ranks(question.created_at, counts) };
  if (changedFields(question, { ...question, ...fields }).length > 0) await ctx.save('questions', { ...question, ...fields });
}

/** Unique slugs: the one asked for if free, else the one it had, else one made from the title (or the id, for a title of emoji). */
async function slugFor(ctx: WriteContext, next: Draft<'questions'>, master: Doc<'questions'> | undefined): Promise<string> {
  for (const candidate of [next.slug, master?.slug]) {
    if (candidate !== undefined && !(await slugTaken(ctx, 'questions', candidate, next.id))) return candidate;
  }
  return uniqueSlug(next.title, next.id, (slug) => slugTaken(ctx, 'questions', slug, next.id));
}

export const questions: CollectionDef<'questions'> = {
  ...registered('questions'),
  // A field of the wrong type is the schema's to name.
  formProblem: (doc) =>
    typeof doc.title === 'string' && (doc.description == null || typeof doc.description === 'string') && (doc.event_id === undefined || typeof doc.event_id === 'string')
      ? questionProblem({ title: doc.title, description: doc.description, event_id: doc.event_id })
      : null,
  canRead: (viewer) => viewer !== null,
  // Only the author learns who asked an anonymous question.
  project: (viewer, doc) => (doc.is_anonymous && doc.author_id !== viewer?.userId ? { ...doc, author_id: '' } : doc),
  async canWrite(viewer, next, master, ctx) {
    const missing = needsMember(viewer);
    if (missing) return missing;
    if (master && master.author_id !== viewer?.userId) return 'Only the author may change this question';
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
  async serverFields(_viewer, next, master, ctx) {
    const createdAt = master ? master.created_at : notAfter(next.created_at, ctx.now);
    const counts = await countsOf(ctx, next.id);
    return {
      author_id: master?.author_id ?? next.author_id,
      created_at: createdAt,
      slug: await slugFor(ctx, next, master),
      ...counts,
      ...ranks(createdAt, counts),
    };
  },
  async afterWrite(_viewer, written, master, ctx) {
    // A new question tells its event's organiser, in the question's own transaction.
    if (!master) await notifyEventQuestion(ctx, written);
  },
};
