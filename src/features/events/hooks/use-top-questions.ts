import { combineLatest, map, of } from 'rxjs';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { SHOWN_QUESTIONS } from '../../../db/shown-questions';
import { useLiveQuery } from '../../../db/use-live-query';

export const TOP_QUESTIONS = 5;
// Each reaction's leaders are read from their own index; the top by all reactions together is found among them.
const LEADERS = 20;

const reactionsOf = (question: Pick<QuestionDoc, 'help_count' | 'me_too_count' | 'uplift_count'>) =>
  question.help_count + question.me_too_count + question.uplift_count;

/** The most reacted questions first ('can help', 'me too' and uplifts together), the newest first among equals. */
export function topQuestions(candidates: readonly QuestionDoc[], count = TOP_QUESTIONS): QuestionDoc[] {
  const unique = [...new Map(candidates.map((question) => [question.id, question])).values()];
  return unique.sort((a, b) => reactionsOf(b) - reactionsOf(a) || b.created_at.localeCompare(a.created_at)).slice(0, count);
}

/**
 * An event's top questions from this device. Reading every question of a big space (the meetverse's
 * thousands) for five would be slow: the leaders of each reaction and the newest come from their own
 * indexes, a few reads of 20, and the five most reacted are taken from those.
 */
export function useTopQuestions(eventId: string | undefined) {
  return useLiveQuery(
    (db) => {
      if (!eventId) return of([] as QuestionDoc[]);
      const leaders = (rank: 'rank_uplifted' | 'rank_helpers' | 'rank_relatable' | 'rank_latest') =>
        db.questions.find({ selector: { event_id: eventId, ...SHOWN_QUESTIONS } as never, sort: rank === 'rank_latest' ? [{ rank_latest: 'asc' }] : [{ [rank]: 'asc' }, { rank_latest: 'asc' }], limit: LEADERS }).$;
      return combineLatest([leaders('rank_uplifted'), leaders('rank_helpers'), leaders('rank_relatable'), leaders('rank_latest')]).pipe(
        map((lists) => topQuestions(lists.flat().map((doc) => doc.toJSON() as QuestionDoc))),
      );
    },
    [eventId],
  );
}
