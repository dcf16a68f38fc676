import { combineLatest, map, of, type Observable } from 'rxjs';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import type { AppDatabase } from '../../../../local-store/open-database';
import { RANK_OF, type Sort } from './filter-rules';
import { documentData } from '../../../../local-store/document-data';
import { SHOWN_QUESTIONS } from '../../../db/shown-questions';

export type FeedQuery = {
  spaceIds: string[];
  sort: Sort;
  limit: number;
  /** Only the questions asked to this session of the agenda (its event is among the spaces). */
  sessionId?: string | undefined;
};

function compareFor(sort: Sort) {
  const rank = RANK_OF[sort];
  return (a: QuestionDoc, b: QuestionDoc) => a[rank] - b[rank] || a.rank_latest - b.rank_latest || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * One indexed query per space, each reading its (event_id, rank, rank_latest) index forwards, merged:
 * a single query over several spaces could not use the index for its sort.
 */
function spaceQuery(db: AppDatabase, spaceId: string, sort: Sort, limit: number, sessionId?: string) {
  const rank = RANK_OF[sort];
  // The unanswered read their own (event_id, answer_count, rank_latest) index: no answers, newest first.
  const order =
    sort === 'unanswered'
      ? [{ event_id: 'asc' as const }, { answer_count: 'asc' as const }, { rank_latest: 'asc' as const }]
      : rank === 'rank_latest'
        ? [{ event_id: 'asc' as const }, { rank_latest: 'asc' as const }]
        : [{ event_id: 'asc' as const }, { [rank]: 'asc' as const }, { rank_latest: 'asc' as const }];
  // Shown to everyone and not yet answered in the room: answered ones have their own section.
  const selector = { event_id: spaceId, ...(sort === 'unanswered' ? { answer_count: 0 } : {}), ...(sessionId ? { session_id: sessionId } : {}), ...SHOWN_QUESTIONS, stage: { $ne: 'answered' } };
  return db.questions.find({ selector: selector as never, sort: order as never, limit });
}

/** A question as the feed reads it: the document's own data, not a copy (see documentData). */
const dataOf = (doc: unknown): QuestionDoc => documentData<QuestionDoc>(doc);

const merge = (sort: Sort, limit: number) => (pages: QuestionDoc[][]) => pages.flat().sort(compareFor(sort)).slice(0, limit);

/** The first `limit` questions of the selected spaces in the chosen order, live. */
export function feed$(db: AppDatabase, { spaceIds, sort, limit, sessionId }: FeedQuery): Observable<QuestionDoc[]> {
  if (spaceIds.length === 0) return of([]);
  return combineLatest(
    spaceIds.map((id) => spaceQuery(db, id, sort, limit, sessionId).$.pipe(map((docs) => docs.map(dataOf)))),
  ).pipe(map(merge(sort, limit)));
}

/** The same page, once: what the benchmark times against a hand-written Dexie query. */
export async function feedPage(db: AppDatabase, { spaceIds, sort, limit, sessionId }: FeedQuery): Promise<QuestionDoc[]> {
  const pages = await Promise.all(spaceIds.map(async (id) => (await spaceQuery(db, id, sort, limit, sessionId).exec()).map(dataOf)));
  return merge(sort, limit)(pages);
}
