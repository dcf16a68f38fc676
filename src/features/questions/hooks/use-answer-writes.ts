import { useMemo } from 'react';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { localWrite } from '../../../components/local-write/local-write';
import { toast } from '../../../components/toasts/toast';
import { defineMessages } from '../../../i18n/define-messages';
import { appIntl } from '../../../i18n/i18n-provider';
import { trackAnswerAccepted, trackAnswerPosted } from '../../../lib/analytics';
import { useMember } from '../../../member/member-store';
import { acceptAnswer, createAnswer, decideOnAnswer, deleteAnswer, editAnswer, type AnswerDecision } from '../api/answer-writes';

const messages = defineMessages({
  sentOnline: { id: 'questions.answerWrites.sentOnline', defaultMessage: 'It is sent when you are back online.' },
  keptNote: { id: 'questions.answerWrites.keptNote', defaultMessage: 'Your answer is kept here until it is saved.' },
  notPosted: { id: 'questions.answerWrites.notPosted', defaultMessage: 'Your answer was not posted' },
  posted: { id: 'questions.answerWrites.posted', defaultMessage: 'Answer posted' },
  notSaved: { id: 'questions.answerWrites.notSaved', defaultMessage: 'Your changes were not saved' },
  updated: { id: 'questions.answerWrites.updated', defaultMessage: 'Answer updated' },
  notDeleted: { id: 'questions.answerWrites.notDeleted', defaultMessage: 'The answer was not deleted' },
  deleted: { id: 'questions.answerWrites.deleted', defaultMessage: 'Answer deleted' },
  choiceNotSaved: { id: 'questions.answerWrites.choiceNotSaved', defaultMessage: 'Your choice was not saved' },
  accepted: { id: 'questions.answerWrites.accepted', defaultMessage: 'Answer accepted' },
  unaccepted: { id: 'questions.answerWrites.unaccepted', defaultMessage: 'Answer no longer accepted' },
  decisionNotSaved: { id: 'questions.answerWrites.decisionNotSaved', defaultMessage: 'Your decision was not saved' },
  hidden: { id: 'questions.answerWrites.hidden', defaultMessage: 'Answer hidden: its author is told why' },
  shown: { id: 'questions.answerWrites.shown', defaultMessage: 'Answer shown again to everyone' },
});

const say = (message: (typeof messages)[keyof typeof messages]) => appIntl().formatMessage(message);

/** The online hint of a toast: a write made offline says it is sent once the device is back online. */
const whenOnline = () => (navigator.onLine ? undefined : say(messages.sentOnline));

/**
 * The signed-in member's writes to answers: each is stored on this device at once (synced later), says
 * so in a toast, tells the member when it cannot be stored, and answers whether it was.
 */
export function useAnswerWrites() {
  const { id: memberId, role } = useMember();
  return useMemo(
    () => ({
      async post(question: Pick<QuestionDoc, 'id' | 'event_id'>, body: string, onStored?: () => void) {
        const result = await localWrite((db) => createAnswer(db, memberId, question, body), {
          onStored,
          keptNote: say(messages.keptNote),
          failure: say(messages.notPosted),
        });
        if (result.stored) {
          toast.success(say(messages.posted), { description: whenOnline() });
          trackAnswerPosted(question.id, { offline: !navigator.onLine });
        }
        return result;
      },
      async edit(id: string, body: string) {
        const result = await localWrite((db) => editAnswer(db, memberId, id, body), { failure: say(messages.notSaved) });
        if (result.stored) toast.success(say(messages.updated), { description: whenOnline() });
        return result;
      },
      async remove(id: string) {
        const result = await localWrite((db) => deleteAnswer(db, memberId, id), { failure: say(messages.notDeleted) });
        if (result.stored) toast.success(say(messages.deleted));
        return result;
      },
      /** The asker accepts an answer, or takes it back with undefined. */
      async accept(questionId: string, answerId: string | undefined) {
        const result = await localWrite((db) => acceptAnswer(db, memberId, questionId, answerId), { failure: say(messages.choiceNotSaved) });
        if (result.stored) {
          toast.success(say(answerId ? messages.accepted : messages.unaccepted), { description: whenOnline() });
          if (answerId) trackAnswerAccepted(questionId, answerId);
        }
        return result;
      },
      /** A moderator hides the answer (its author is told why) or shows it again. */
      async decide(id: string, decision: AnswerDecision) {
        const result = await localWrite((db) => decideOnAnswer(db, { id: memberId, role }, id, decision), { failure: say(messages.decisionNotSaved) });
        if (result.stored) toast.success(say(decision.moderation === 'hidden' ? messages.hidden : messages.shown), { description: whenOnline() });
        return result;
      },
    }),
    [memberId, role],
  );
}
