import { useMemo } from 'react';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { localWrite } from '../../../components/local-write/local-write';
import { toast } from '../../../components/toasts/toast';
import { trackAnswerAccepted, trackAnswerPosted } from '../../../lib/analytics';
import { useMember } from '../../../member/member-store';
import { acceptAnswer, createAnswer, decideOnAnswer, deleteAnswer, editAnswer, type AnswerDecision } from '../api/answer-writes';

/** The online hint of a toast: a write made offline says it is sent once the device is back online. */
const whenOnline = () => (navigator.onLine ? undefined : 'It is sent when you are back online.');

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
          keptNote: 'Your answer is kept here until it is saved.',
          failure: 'Your answer was not posted',
        });
        if (result.stored) {
          toast.success('Answer posted', { description: whenOnline() });
          trackAnswerPosted(question.id, { offline: !navigator.onLine });
        }
        return result;
      },
      async edit(id: string, body: string) {
        const result = await localWrite((db) => editAnswer(db, memberId, id, body), { failure: 'Your changes were not saved' });
        if (result.stored) toast.success('Answer updated', { description: whenOnline() });
        return result;
      },
      async remove(id: string) {
        const result = await localWrite((db) => deleteAnswer(db, memberId, id), { failure: 'The answer was not deleted' });
        if (result.stored) toast.success('Answer deleted');
        return result;
      },
      /** The asker accepts an answer, or takes it back with undefined. */
      async accept(questionId: string, answerId: string | undefined) {
        const result = await localWrite((db) => acceptAnswer(db, memberId, questionId, answerId), { failure: 'Your choice was not saved' });
        if (result.stored) {
          toast.success(answerId ? 'Answer accepted' : 'Answer no longer accepted', { description: whenOnline() });
          if (answerId) trackAnswerAccepted(questionId, answerId);
        }
        return result;
      },
      /** A moderator hides the answer (its author is told why) or shows it again. */
      async decide(id: string, decision: AnswerDecision) {
        const result = await localWrite((db) => decideOnAnswer(db, { id: memberId, role }, id, decision), { failure: 'Your decision was not saved' });
        if (result.stored) toast.success(decision.moderation === 'hidden' ? 'Answer hidden: its author is told why' : 'Answer shown again to everyone', { description: whenOnline() });
        return result;
      },
    }),
    [memberId, role],
  );
}
