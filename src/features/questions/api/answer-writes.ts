import { acceptProblem, answerProblem, mayChangeAnswer, type AnswerDoc } from '../../../../schemas/answer.schema';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { mayModerate } from '../../../../schemas/event-rules';
import { hideReasonProblem } from '../../../../schemas/question-moderation';
import type { AppDatabase } from '../../../../local-store/open-database';
import { defineMessages } from '../../../i18n/define-messages';
import { appIntl } from '../../../i18n/i18n-provider';

const messages = defineMessages({
  gone: { id: 'questions.answerWrites.gone', defaultMessage: 'This answer is no longer on this device' },
  onlyAuthorChanges: { id: 'questions.answerWrites.onlyAuthorChanges', defaultMessage: 'Only its author may change this answer' },
  onlyAuthorDeletes: { id: 'questions.answerWrites.onlyAuthorDeletes', defaultMessage: 'Only its author may delete this answer' },
  questionGone: { id: 'questions.answerWrites.questionGone', defaultMessage: 'This question is no longer on this device' },
  moderatorsOnly: { id: 'questions.answerWrites.moderatorsOnly', defaultMessage: "Only the event's organiser, co-hosts and moderators hide an answer or show it again" },
});

/** The error a write throws, in the member's language: the toast that reports the failed write shows it. */
const refusal = (message: (typeof messages)[keyof typeof messages]) => new Error(appIntl().formatMessage(message));

/**
 * Posts an answer on this device: it shows at once as pending and syncs when it can. The server names
 * its author from the token and copies its question's event; the device writes what it knows.
 */
export async function createAnswer(db: AppDatabase, authorId: string, question: Pick<QuestionDoc, 'id' | 'event_id'>, body: string, now = new Date()): Promise<AnswerDoc> {
  const problem = answerProblem(body);
  if (problem) throw new Error(problem);
  const doc: AnswerDoc = {
    id: crypto.randomUUID(),
    question_id: question.id,
    event_id: question.event_id,
    author_id: authorId,
    body: body.trim(),
    created_at: now.toISOString(),
    moderation: 'approved',
    sync_state: 'pending',
    updatedAt: 0,
  };
  await db.answers.insert(doc);
  return doc;
}

/** Changes the member's own answer's words on this device. */
export async function editAnswer(db: AppDatabase, memberId: string, id: string, body: string, now = new Date()): Promise<void> {
  const problem = answerProblem(body);
  if (problem) throw new Error(problem);
  const doc = await db.answers.findOne(id).exec();
  if (!doc) throw refusal(messages.gone);
  if (!mayChangeAnswer(memberId, doc)) throw refusal(messages.onlyAuthorChanges);
  await doc.incrementalPatch({ body: body.trim(), edited_at: now.toISOString(), sync_state: 'pending', sync_error: undefined });
}

/** Deletes the member's own answer: for everyone, with its words. */
export async function deleteAnswer(db: AppDatabase, memberId: string, id: string): Promise<void> {
  const doc = await db.answers.findOne(id).exec();
  if (!doc) return;
  if (!mayChangeAnswer(memberId, doc)) throw refusal(messages.onlyAuthorDeletes);
  await doc.remove();
}

/**
 * The asker marks an answer as accepted (or, with undefined, takes it back) on this device: the rule of
 * schemas/answer.schema.ts first, as the server checks it again.
 */
export async function acceptAnswer(db: AppDatabase, memberId: string, questionId: string, answerId: string | undefined): Promise<void> {
  const question = await db.questions.findOne(questionId).exec();
  if (!question) throw refusal(messages.questionGone);
  const answer = answerId ? ((await db.answers.findOne(answerId).exec())?.toJSON() as AnswerDoc | undefined) : undefined;
  const problem = acceptProblem(memberId, question, answerId, answer);
  if (problem) throw new Error(problem);
  await question.incrementalPatch({ accepted_answer_id: answerId, sync_state: 'pending', sync_error: undefined });
}

/** A moderator's decision on an answer: hide it with the reason its author is told, or show it again. */
export type AnswerDecision = { moderation: 'hidden'; hidden_reason: string } | { moderation: 'approved' };

/**
 * A moderator of the answer's event hides it (with a reason) or shows it again, on this device: who
 * moderates is `mayModerate` of schemas/event-rules.ts, as for questions, and the server checks it again.
 */
export async function decideOnAnswer(db: AppDatabase, moderator: { id: string; role?: string | undefined }, id: string, decision: AnswerDecision): Promise<void> {
  const doc = await db.answers.findOne(id).exec();
  if (!doc) throw refusal(messages.gone);
  const event = await db.events.findOne(doc.event_id).exec();
  if (!event || !mayModerate(event, moderator)) throw refusal(messages.moderatorsOnly);
  if (decision.moderation === 'hidden') {
    const problem = hideReasonProblem(decision.hidden_reason);
    if (problem) throw new Error(problem);
    await doc.incrementalPatch({ moderation: 'hidden', hidden_reason: decision.hidden_reason.trim(), sync_state: 'pending', sync_error: undefined });
    return;
  }
  await doc.incrementalPatch({ moderation: 'approved', hidden_reason: undefined, sync_state: 'pending', sync_error: undefined });
}
