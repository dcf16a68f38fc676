import type { InteractionKind } from '../../../../schemas/interaction.schema';
import { toast } from '../../../components/toasts/toast';
import { getDatabase } from '../../../db/database';
import { safeWrite } from '../../../db/safe-write';
import { trackQuestionReaction, type QuestionReaction } from '../../../lib/analytics';
import { toggleReaction } from './question-writes';

/** A member's tap on a reaction: written on this device at once, synced later, and counted. */
export function react(kind: InteractionKind, memberId: string, questionId: string): void {
  void safeWrite(
    async () => {
      const active = await toggleReaction(await getDatabase(), kind, memberId, questionId);
      trackQuestionReaction((kind === 'uplift' ? 'upvote' : kind) as QuestionReaction, active);
    },
    (message) => toast.error(message, { duration: 8000 }),
  );
}
