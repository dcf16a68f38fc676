import { useMemo } from 'react';
import type { InteractionKind } from '../../../../schemas/interaction.schema';
import { localWrite } from '../../../components/local-write/local-write';
import { toast } from '../../../components/toasts/toast';
import { defineMessages } from '../../../i18n/define-messages';
import { appIntl } from '../../../i18n/i18n-provider';
import { trackQuestionCreated, trackQuestionReaction, type QuestionReaction } from '../../../lib/analytics';
import { useMember } from '../../../member/member-store';
import { createQuestion, decideOnQuestion, deleteQuestion, toggleReaction, updateQuestion, type ModerationDecision, type QuestionInput } from '../api/question-writes';

const messages = defineMessages({
  keptNote: { id: 'questions.questionWrites.keptNote', defaultMessage: 'Your question is kept as a draft until it is saved.' },
  notPosted: { id: 'questions.questionWrites.notPosted', defaultMessage: 'Your question was not posted' },
  sentToModerators: { id: 'questions.questionWrites.sentToModerators', defaultMessage: 'Sent to the moderators' },
  seenOnceApproved: { id: 'questions.questionWrites.seenOnceApproved', defaultMessage: 'Everyone sees it once it is approved.' },
  notSaved: { id: 'questions.questionWrites.notSaved', defaultMessage: 'Your changes were not saved' },
  decisionNotSaved: { id: 'questions.questionWrites.decisionNotSaved', defaultMessage: 'Your decision was not saved' },
  notDeleted: { id: 'questions.questionWrites.notDeleted', defaultMessage: 'The question was not deleted' },
  reactionNotSaved: { id: 'questions.questionWrites.reactionNotSaved', defaultMessage: 'Your reaction was not saved' },
});

const say = (message: (typeof messages)[keyof typeof messages]) => appIntl().formatMessage(message);

/**
 * The signed-in member's writes to questions: each is stored on this device at once (synced later),
 * tells the member when it cannot be, is counted, and answers whether it was stored.
 */
export function useQuestionWrites() {
  const { id: memberId, role } = useMember();
  return useMemo(
    () => ({
      /** Posts a question; `onStored` runs once it is stored, now or after a wait for space. */
      async create(input: QuestionInput, onStored?: () => void) {
        const result = await localWrite((db) => createQuestion(db, { id: memberId, role }, input), {
          onStored,
          keptNote: say(messages.keptNote),
          failure: say(messages.notPosted),
        });
        if (result.stored && result.value.moderation === 'waiting') toast.success(say(messages.sentToModerators), { description: say(messages.seenOnceApproved) });
        if (result.stored || result.kept) trackQuestionCreated({ eventIds: [input.eventId], offline: !navigator.onLine });
        return result;
      },
      update: (id: string, input: QuestionInput) => localWrite((db) => updateQuestion(db, id, input), { failure: say(messages.notSaved) }),
      /** A moderator's decision: approve, hide (with the reason its asker is told), merge, or answer in the room; `done` is the toast once stored. */
      decide: (id: string, decision: ModerationDecision, done: string) =>
        localWrite((db) => decideOnQuestion(db, id, decision), { failure: say(messages.decisionNotSaved), onStored: () => toast.success(done) }),
      remove: (id: string) => localWrite((db) => deleteQuestion(db, id), { failure: say(messages.notDeleted) }),
      /** Turns a reaction on or off ('can help', 'me too', uplift, bookmark). */
      async react(kind: InteractionKind, questionId: string) {
        const result = await localWrite((db) => toggleReaction(db, kind, memberId, questionId), { failure: say(messages.reactionNotSaved) });
        if (result.stored) trackQuestionReaction((kind === 'uplift' ? 'upvote' : kind) as QuestionReaction, result.value);
        return result;
      },
    }),
    [memberId, role],
  );
}
