import type { AppDatabase } from '../../../../local-store/open-database';
import { documentData } from '../../../../local-store/document-data';
import type { ModerationState } from '../../../../schemas/question-moderation';
import type { EventDoc } from '../../../../schemas/event.schema';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { completeRead, createPreloadedReads } from '../../../db/preload';
import { preloadedUsers } from '../../../db/use-members';
import { SHOWN_QUESTIONS } from '../../../db/shown-questions';

/** The moderation queue's lists come a page at a time. */
export const MODERATION_PAGE = 50;

export const questionDataOf = (doc: unknown): QuestionDoc => documentData<QuestionDoc>(doc);

/**
 * An event's questions in one moderation state, newest first (its (event, newest) index read forwards),
 * the first `limit` of them. 'approved' reads the questions shown to all.
 */
export function moderatedQuery(db: AppDatabase, eventId: string, state: ModerationState, limit: number) {
  const selector = state === 'approved' ? { event_id: eventId, ...SHOWN_QUESTIONS } : { event_id: eventId, moderation: state };
  return db.questions.find({ selector: selector as never, sort: [{ event_id: 'asc' }, { rank_latest: 'asc' }], limit });
}

/** The list the queue opens on: the waiting questions when some wait or the event approves them, else those shown. */
export const openingList = (event: Pick<EventDoc, 'qa_mode'>, waiting = 0): ModerationState =>
  waiting > 0 || event.qa_mode === 'approval' ? 'waiting' : 'approved';

const moderatedReads = createPreloadedReads<QuestionDoc[]>();
const keyOf = (eventId: string, state: ModerationState, limit: number) => `${eventId} ${state} ${limit}`;

/**
 * Reads a list of the moderation queue while the queue's code loads (its route's loader), so the queue
 * draws it in its first render. Kept in a module of its own: loaders load with the app, screens later.
 */
export async function readModerated(db: AppDatabase, eventId: string, state: ModerationState, limit: number): Promise<void> {
  const key = keyOf(eventId, state, limit);
  // The askers the list named when this tab last read it are read beside the list; only those it
  // names now and did not then are read after it.
  const guessed = new Set(namedAskers(moderatedReads.guess(key) ?? []));
  const [docs, guessedUsers] = await Promise.all([moderatedQuery(db, eventId, state, limit).exec(), guessed.size > 0 ? db.users.findByIds([...guessed]).exec() : undefined]);
  const questions = docs.map(questionDataOf);
  moderatedReads.keep(key, questions);
  // The askers the list names (an anonymous question names none).
  const askers = [...new Set(namedAskers(questions))];
  preloadedUsers.keep(askers, await completeRead(askers, guessed, guessedUsers, (ids) => db.users.findByIds(ids).exec()));
}

/** The members a list of the queue names: the askers of its questions but the anonymous ones. */
export const namedAskers = (questions: readonly QuestionDoc[]): string[] => questions.filter((question) => !question.is_anonymous).map((question) => question.author_id);

/** The list the queue's loader read just now, if it did. */
export const preloadedModerated = (eventId: string, state: ModerationState, limit: number): QuestionDoc[] | undefined =>
  moderatedReads.recall(keyOf(eventId, state, limit));
