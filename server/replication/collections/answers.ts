import { answerProblem, ONLY_THE_AUTHOR_CHANGES } from '../../../schemas/answer.schema';
import { HIDE_REASON_MAX, hideReasonProblem } from '../../../schemas/question-moderation';
import type { Viewer } from '../../auth/viewer';
import { mayModerate } from '../../../schemas/event-rules';
import { badRequest } from '../../http-error';
import { needsMember, registered, type CollectionDef, type Doc, type WriteContext } from '../collection-def';
import { changedFields } from './changed-fields';
import { notAfter } from './clock';
import { notifyAnswerHidden, notifyAnswerPosted } from './notifications';
import { moderates, questions, recountAnswers } from './questions';

/** The one refusal of a write naming an answer the writer may not read, or a question they may not: the same whether it exists or not. */
const UNSEEN = 'You may answer only a question you can read, and change only your own answers';

/** What an answer's author writes; the moderators change none of it. */
const AUTHOR_FIELDS = ['question_id', 'body', '_deleted'] as const;
/** What the moderators decide; its author's writes keep the server's. */
const MODERATION = ['moderation', 'hidden_reason'] as const;

const pick = <T extends object, K extends keyof T>(doc: T, keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, doc[key]]));
const shown = (answer: { moderation?: string | undefined }) => (answer.moderation ?? 'approved') === 'approved';

/**
 * Hides an answer for a decision taken elsewhere (a report its moderators upheld), in that decision's
 * transaction: its author is told why, and the question's count and accepted answer follow.
 */
export async function hideAnswer(ctx: WriteContext, answerId: string, reason: string): Promise<void> {
  const answer = await ctx.get('answers', answerId);
  if (!answer || answer._deleted || !shown(answer)) return;
  const hidden = await ctx.save('answers', { ...answer, moderation: 'hidden', hidden_reason: reason.slice(0, HIDE_REASON_MAX) });
  await recountAnswers(ctx, answer.question_id);
  await notifyAnswerHidden(ctx, hidden);
}

/** Whether the viewer moderates the event of this answer's question. */
const moderatesAnswer = (viewer: Viewer, answer: Pick<Doc<'answers'>, 'event_id'>, ctx: WriteContext) => moderates(viewer, answer.event_id, ctx);

/**
 * Answers to questions: whoever reads a question reads its answers (a question waiting or hidden
 * withholds them the same way, as tombstones on a device that held them); an answer the moderators hid
 * is its author's and their own to read. Members write answers in their own name and change only their own.
 */
export const answers: CollectionDef<'answers'> = {
  ...registered('answers'),
  unseenRefusal: UNSEEN,
  async canRead(viewer, doc, lookup) {
    if (!viewer) return false;
    const question = await lookup.question(doc.question_id);
    if (!question || !(await questions.canRead(viewer, question, lookup))) return false;
    if (shown(doc) || (viewer.userId !== null && doc.author_id === viewer.userId) || viewer.role === 'admin') return true;
    const event = await lookup.runners(question.event_id);
    return event !== undefined && mayModerate(event, { id: viewer.userId, role: viewer.role });
  },
  withheldAsTombstones: true,
  // A field of the wrong type is the schema's to name.
  formProblem: (doc) => (typeof doc.body === 'string' ? answerProblem(doc.body) : null),
  async canWrite(viewer, next, master, ctx) {
    const missing = needsMember(viewer);
    if (missing) return missing;
    if (!master) {
      if (!shown(next)) return badRequest('A new answer is shown to everyone: leave its moderation out');
      return null;
    }
    if (master.author_id !== viewer?.userId) {
      if (!(await moderatesAnswer(viewer, master, ctx))) return ONLY_THE_AUTHOR_CHANGES;
      if (changedFields(pick(master, AUTHOR_FIELDS), pick(next, AUTHOR_FIELDS)).length > 0) return "Moderators decide whether an answer is shown; its words are its author's";
    }
    if (next.question_id !== master.question_id) return badRequest('An answer stays with the question it answers');
    if (changedFields(pick(master, MODERATION), pick(next, MODERATION)).length > 0 && next.moderation === 'hidden') {
      const problem = hideReasonProblem(next.hidden_reason);
      if (problem) return problem;
    }
    return null;
  },
  async serverFields(viewer, next, master, ctx) {
    const question = await ctx.get('questions', master?.question_id ?? next.question_id);
    const decides = master !== undefined && (await moderatesAnswer(viewer, master, ctx));
    const moderation = master ? (decides ? next.moderation : master.moderation) : 'approved';
    const edited = master !== undefined && master.body !== next.body && !next._deleted;
    return {
      question_id: master?.question_id ?? next.question_id,
      // An answer belongs to its question's event: who may read it and what the event's pack holds.
      event_id: master?.event_id ?? question?.event_id ?? '',
      author_id: master?.author_id ?? viewer?.userId ?? '',
      created_at: master ? master.created_at : notAfter(next.created_at, ctx.now),
      edited_at: edited ? new Date(ctx.now).toISOString() : master?.edited_at,
      moderation: moderation ?? 'approved',
      hidden_reason: moderation === 'hidden' ? (decides ? next.hidden_reason : master?.hidden_reason) : undefined,
    };
  },
  async afterWrite(_viewer, written, master, ctx) {
    const counted = !master || written._deleted !== master._deleted || shown(written) !== shown(master);
    if (counted) await recountAnswers(ctx, written.question_id);
    if (!master && !written._deleted) await notifyAnswerPosted(ctx, written);
    if (master && !shown(written) && shown(master) && !written._deleted) await notifyAnswerHidden(ctx, written);
  },
};
