import { map } from 'rxjs';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { isShown } from '../../../../schemas/question-moderation';
import { useLiveQuery } from '../../../db/use-live-query';

/**
 * The questions a member asked, newest first, from this device. Questions asked anonymously are
 * listed only to their author: on anyone else's view of the profile they would give the author away.
 */
export function useUserQuestions(authorId: string, viewerId: string) {
  return useLiveQuery(
    (db) =>
      db.questions.find({ selector: { author_id: authorId } }).$.pipe(
        map((docs) =>
          docs
            .map((doc) => doc.toJSON() as QuestionDoc)
            // Others see what every member sees: not a question waiting for approval or hidden.
            .filter((question) => authorId === viewerId || (!question.is_anonymous && isShown(question)))
            .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id)),
        ),
      ),
    [authorId, viewerId],
  );
}
