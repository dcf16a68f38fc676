import type { AppDatabase } from '../../../../local-store/open-database';
import { documentData } from '../../../../local-store/document-data';
import { ANSWERS_PAGE, type AnswerDoc } from '../../../../schemas/answer.schema';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { createPreloadedReads } from '../../../db/preload';

/** A question by slug or id, as in paths (the slug when it has one). */
export function questionQuery(db: AppDatabase, slugOrId: string) {
  return db.questions.find({ selector: { $or: [{ slug: slugOrId }, { id: slugOrId }] } });
}

/** Of the questions a slug or id found, the one it names: the slug's first. */
export function questionNamed(docs: { slug?: string | undefined; toJSON: () => unknown }[], slugOrId: string): QuestionDoc | undefined {
  return (docs.find((doc) => doc.slug === slugOrId) ?? docs[0])?.toJSON() as QuestionDoc | undefined;
}

/**
 * The first `limit` answers of a question in the order written, read on its (question_id, created_at)
 * index, and one more to know whether a 'Show more' is due.
 */
export function answersQuery(db: AppDatabase, questionId: string, limit: number) {
  return db.answers.find({ selector: { question_id: questionId }, sort: [{ question_id: 'asc' }, { created_at: 'asc' }], limit: limit + 1 });
}

const questionReads = createPreloadedReads<QuestionDoc>();
const answerReads = createPreloadedReads<AnswerDoc[]>();
const acceptedReads = createPreloadedReads<AnswerDoc>();

/**
 * Reads a question's page while its code loads (its route's loader): the question, the first page of
 * its answers and the accepted one, so the page draws them in its first render instead of a loader, a
 * query, the question, another query and its answers. Kept in a module of its own: loaders load with
 * the app, screens later.
 */
export async function readQuestionPage(db: AppDatabase, slugOrId: string): Promise<void> {
  const question = questionNamed(await questionQuery(db, slugOrId).exec(), slugOrId);
  if (!question) return;
  questionReads.keep(slugOrId, question);
  const [rows, accepted] = await Promise.all([
    answersQuery(db, question.id, ANSWERS_PAGE).exec(),
    question.accepted_answer_id ? db.answers.findOne(question.accepted_answer_id).exec() : undefined,
  ]);
  answerReads.keep(`${question.id} ${ANSWERS_PAGE}`, rows.map((doc) => documentData<AnswerDoc>(doc)));
  if (accepted) acceptedReads.keep(accepted.primary, documentData<AnswerDoc>(accepted));
}

/** The question the page's loader read just now, if it did. */
export const preloadedQuestion = (slugOrId: string): QuestionDoc | undefined => questionReads.recall(slugOrId);

/** The first page of answers the page's loader read just now, if it did. */
export const preloadedAnswers = (questionId: string, limit: number): AnswerDoc[] | undefined => answerReads.recall(`${questionId} ${limit}`);

/** The accepted answer the page's loader read just now, if it did. */
export const preloadedAccepted = (answerId: string): AnswerDoc | undefined => acceptedReads.recall(answerId);

/** Whether a read says what the one shown says (a live query's first result after the loader's read). */
export const sameRead = <T>(shown: T, next: T): boolean => shown === next || JSON.stringify(shown) === JSON.stringify(next);
