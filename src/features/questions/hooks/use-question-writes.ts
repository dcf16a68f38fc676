import { useMemo } from 'react';
import type { InteractionKind } from '../../../../schemas/interaction.schema';
import { localWrite } from '../../../components/local-write/local-write';
import { toast } from '../../../components/toasts/toast';
import { trackQuestionCreated, trackQuestionReaction, type QuestionReaction } from '../../../lib/analytics';
import { useMember } from '../../../member/member-store';
import { createQuestion, decideOnQuestion, deleteQuestion, toggleReaction, updateQuestion, type ModerationDecision, type QuestionInput } from '../api/question-writes';

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
          keptNote: 'Your question is kept as a draft until it is saved.',
          failure: 'Your question was not posted',
        });
        if (result.stored && result.value.moderation === 'waiting') toast.success('Sent to the moderators', { description: 'Everyone sees it once it is approved.' });
        if (result.stored || result.kept) trackQuestionCreated({ eventIds: [input.eventId], offline: !navigator.onLine });
        return result;
      },
      update: (id: string, input: QuestionInput) => localWrite((db) => updateQuestion(db, id, input), { failure: 'Your changes were not saved' }),
      /** A moderator's decision: approve, hide (with the reason its asker is told), merge, or answer in the room. */
      decide: (id: string, decision: ModerationDecision, done: string) =>
        localWrite((db) => decideOnQuestion(db, id, decision), { failure: 'Your decision was not saved', onStored: () => toast.success(done) }),
      remove: (id: string) => localWrite((db) => deleteQuestion(db, id), { failure: 'The question was not deleted' }),
      /** Turns a reaction on or off ('can help', 'me too', uplift, bookmark). */
      async react(kind: InteractionKind, questionId: string) {
        const result = await localWrite((db) => toggleReaction(db, kind, memberId, questionId), { failure: 'Your reaction was not saved' });
        if (result.stored) trackQuestionReaction((kind === 'uplift' ? 'upvote' : kind) as QuestionReaction, result.value);
        return result;
      },
    }),
    [memberId, role],
  );
}
