import { tooLong } from './text';
import { defineMessages, say } from './words';

const words = defineMessages({
  waiting: { id: 'rules.moderation.waiting', defaultMessage: 'Waiting for approval' },
  reasonMissing: { id: 'rules.moderation.reasonMissing', defaultMessage: 'Say why it is hidden: its author is told' },
  mergeTarget: { id: 'rules.moderation.mergeTarget', defaultMessage: 'Merge it into another question of this event that is shown' },
  stageNeedsShown: { id: 'rules.moderation.stageNeedsShown', defaultMessage: 'Only a question shown to everyone can be answered in the room' },
  mergedInto: { id: 'rules.moderation.mergedInto', defaultMessage: "Merged by the moderators into ''{title}''" },
  merged: { id: 'rules.moderation.merged', defaultMessage: 'Merged by the moderators into another question' },
  hiddenBecause: { id: 'rules.moderation.hiddenBecause', defaultMessage: 'Hidden by the moderators: {reason}' },
  hidden: { id: 'rules.moderation.hidden', defaultMessage: 'Hidden by the moderators:' },
});

/**
 * The moderation of an event's questions, written once here and called by the moderation queue, the
 * question screens, the REST routes and the push alike. An event in 'approval' mode holds each new
 * question back ('waiting') until one of its moderators approves it; a moderator may hide a question
 * (its asker is told why) or merge it into another (hidden, its reactions carried over), and mark the
 * one being answered in the room now.
 */
export const MODERATION_STATES = ['approved', 'waiting', 'hidden'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/** 'answering': on the big screen and the 'Now answering' banner; 'answered': in the Answered section. */
export const QUESTION_STAGES = ['answering', 'answered'] as const;
export type QuestionStage = (typeof QUESTION_STAGES)[number];

export const HIDE_REASON_MAX = 300;

/** The fields only a moderator changes; the asker's writes keep the server's. */
export const MODERATION_FIELDS = ['moderation', 'hidden_reason', 'merged_into', 'stage'] as const;

type Moderated = {
  id?: string;
  event_id?: string;
  moderation?: ModerationState | undefined;
  hidden_reason?: string | undefined;
  merged_into?: string | undefined;
  stage?: QuestionStage | undefined;
};

/** Shown to every member: approved, or asked before questions had moderation. */
export const isShown = (question: Moderated): boolean => (question.moderation ?? 'approved') === 'approved';

/** What a question that waits is labelled, for its asker and the moderators. */
export const WAITING_LABEL = say(words.waiting);

/** Why a hide cannot be kept as written; null when it can. */
export function hideReasonProblem(reason: string | null | undefined): string | null {
  if (!(reason ?? '').trim()) return say(words.reasonMissing);
  return tooLong('reason', reason, HIDE_REASON_MAX) ?? null;
}

export const MERGE_TARGET_PROBLEM = say(words.mergeTarget);
export const STAGE_NEEDS_SHOWN = say(words.stageNeedsShown);

/**
 * What is wrong with a moderator's decision on a question; null when nothing is. `target` is the
 * question it is merged into, when it is.
 */
export function moderationProblem(question: Moderated, target?: Moderated & { _deleted?: boolean }): string | null {
  if (question.moderation === 'hidden') {
    if (question.merged_into) {
      if (!target || target._deleted || target.id === question.id || target.event_id !== question.event_id || !isShown(target)) return MERGE_TARGET_PROBLEM;
      return null;
    }
    return hideReasonProblem(question.hidden_reason);
  }
  if (question.merged_into) return MERGE_TARGET_PROBLEM;
  if (question.stage && !isShown(question)) return STAGE_NEEDS_SHOWN;
  return null;
}

/** How a hidden question's asker is told about it, on the question and in the notification. */
export function hiddenNotice(question: Moderated, targetTitle?: string): string {
  if (question.merged_into) return targetTitle ? say(words.mergedInto, { title: targetTitle }) : say(words.merged);
  const reason = (question.hidden_reason ?? '').trim();
  return reason ? say(words.hiddenBecause, { reason }) : say(words.hidden);
}

/** The moderation fields of a question as its asker's write keeps them (the server's say). */
export function moderationOf(question: Moderated): Pick<Moderated, 'moderation' | 'hidden_reason' | 'merged_into' | 'stage'> {
  return { moderation: question.moderation, hidden_reason: question.hidden_reason, merged_into: question.merged_into, stage: question.stage };
}
