import { setInteraction } from '../../../db/set-interaction';
import type { InteractionKind } from '../../../../schemas/interaction.schema';
import { questionProblems as questionRules, type QuestionProblems } from '../../../../schemas/question-rules';
import { RANK_MAX } from '../../../../schemas/sync-state';
import type { EventDoc } from '../../../../schemas/event.schema';
import { mayModerate } from '../../../../schemas/event-rules';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import type { AppDatabase } from '../../../../local-store/open-database';
import { defineMessages } from '../../../i18n/define-messages';
import { appIntl } from '../../../i18n/i18n-provider';

const messages = defineMessages({
  notFound: { id: 'questions.questionWrites.notFound', defaultMessage: 'Question not found' },
  gone: { id: 'questions.questionWrites.gone', defaultMessage: 'This question is no longer on this device' },
});

export type QuestionInput = {
  title: string;
  description: string;
  eventId: string;
  anonymous: boolean;
  /** The session of the event's agenda it is asked to; empty or left out for the event as a whole. */
  sessionId?: string | undefined;
};

/** What is wrong with a question before it is posted, for the form to show (schemas/question-rules.ts); null when fine. */
export const questionProblems = (input: Pick<QuestionInput, 'title' | 'description' | 'eventId'>): QuestionProblems | null =>
  questionRules({ title: input.title, description: input.description, event_id: input.eventId });

/**
 * Posts a question on this device: it shows at once as pending and syncs when it can. In an event whose
 * questions wait for approval it waits (the server decides again: a moderator's own is approved).
 */
export async function createQuestion(db: AppDatabase, author: { id: string; role?: string | undefined }, input: QuestionInput, now = new Date()): Promise<QuestionDoc> {
  const authorId = author.id;
  const createdAt = now.toISOString();
  const event = (await db.events.findOne(input.eventId).exec())?.toJSON() as EventDoc | undefined;
  const waits = event?.qa_mode === 'approval' && !mayModerate(event, author);
  const doc = {
    id: crypto.randomUUID(),
    title: input.title.trim(),
    description: input.description.trim(),
    event_id: input.eventId,
    author_id: authorId,
    is_anonymous: input.anonymous,
    ...(input.sessionId ? { session_id: input.sessionId } : {}),
    moderation: waits ? ('waiting' as const) : ('approved' as const),
    created_at: createdAt,
    answer_count: 0,
    help_count: 0,
    me_too_count: 0,
    uplift_count: 0,
    rank_latest: RANK_MAX - now.getTime(),
    rank_uplifted: RANK_MAX,
    rank_helpers: RANK_MAX,
    rank_relatable: RANK_MAX,
    sync_state: 'pending' as const,
    updatedAt: 0,
  };
  await db.questions.insert(doc);
  return doc;
}

export async function updateQuestion(db: AppDatabase, id: string, input: QuestionInput): Promise<void> {
  const doc = await db.questions.findOne(id).exec();
  if (!doc) throw new Error(appIntl().formatMessage(messages.notFound));
  await doc.incrementalPatch({
    title: input.title.trim(),
    description: input.description.trim(),
    event_id: input.eventId,
    is_anonymous: input.anonymous,
    session_id: input.sessionId || undefined,
    sync_state: 'pending',
    sync_error: undefined,
  });
}

export async function deleteQuestion(db: AppDatabase, id: string): Promise<void> {
  await (await db.questions.findOne(id).exec())?.remove();
}

/** A moderator's decision on a question: whether it is shown (and why not), merged, or answered in the room. */
export type ModerationDecision = Partial<Pick<QuestionDoc, 'moderation' | 'hidden_reason' | 'merged_into' | 'stage'>>;

/**
 * Stores a moderator's decision on this device (synced later; two moderators' decisions converge on
 * the server's). Hiding takes the question out of the room; approving clears a hide.
 */
export async function decideOnQuestion(db: AppDatabase, id: string, decision: ModerationDecision): Promise<void> {
  const doc = await db.questions.findOne(id).exec();
  if (!doc) throw new Error(appIntl().formatMessage(messages.gone));
  const moderation = decision.moderation ?? doc.moderation ?? 'approved';
  await doc.incrementalPatch({
    moderation,
    hidden_reason: moderation === 'hidden' && !decision.merged_into ? decision.hidden_reason?.trim() : undefined,
    merged_into: moderation === 'hidden' ? decision.merged_into : undefined,
    stage: moderation === 'approved' ? ('stage' in decision ? decision.stage : doc.stage) : undefined,
    sync_state: 'pending',
    sync_error: undefined,
  });
}

/** Turns the member's reaction to a question on or off; says whether it is now on. */
export async function toggleReaction(db: AppDatabase, kind: InteractionKind, userId: string, questionId: string): Promise<boolean> {
  return (await setInteraction(db, { kind, userId, targetId: questionId, active: 'toggle' })).active;
}
