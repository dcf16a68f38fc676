import { map, of } from 'rxjs';
import type { AnswerDoc } from '../../../../schemas/answer.schema';
import { documentData } from '../../../../local-store/document-data';
import { useLiveQuery } from '../../../db/use-live-query';
import { sameContent } from '../../../db/preload';
import { answersQuery, preloadedAccepted, preloadedAnswers } from './question-read';

export type AnswersPage = {
  /** The answers in the order written, the accepted one first. */
  answers: AnswerDoc[];
  /** More answers were written than the page holds. */
  more: boolean;
};

/** The page as it is drawn: the accepted answer first (fetched apart when it is not on the page). */
export function pageOf(rows: AnswerDoc[], limit: number, accepted: AnswerDoc | undefined): AnswersPage {
  const page = rows.slice(0, limit).filter((answer) => answer.id !== accepted?.id);
  return { answers: accepted ? [accepted, ...page] : page, more: rows.length > limit };
}

/** The first page of a question's answers, live. */
export function useAnswers(questionId: string | undefined, acceptedId: string | undefined, limit: number) {
  const page = useLiveQuery(
    (db) => (questionId ? answersQuery(db, questionId, limit).$.pipe(map((docs) => docs.map((doc) => documentData<AnswerDoc>(doc)))) : of([])),
    [questionId, limit],
    { initial: questionId ? preloadedAnswers(questionId, limit) : undefined, same: sameContent },
  );
  // None accepted is a result too (null): the page draws without waiting for a query to say so.
  const accepted = useLiveQuery<AnswerDoc | null>(
    (db) => (acceptedId ? db.answers.findOne(acceptedId).$.pipe(map((doc) => (doc ? documentData<AnswerDoc>(doc) : null))) : of(null)),
    [acceptedId],
    { initial: acceptedId ? preloadedAccepted(acceptedId) : null, same: sameContent },
  );
  const rows = page.data;
  return {
    data: rows ? pageOf(rows, limit, accepted.data && accepted.data.question_id === questionId ? accepted.data : undefined) : undefined,
    loading: page.loading && !rows,
  };
}
