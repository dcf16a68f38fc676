import { auditTime, filter, map, merge, Observable, of, switchMap } from 'rxjs';
import type { ModerationState } from '../../../../schemas/question-moderation';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { storedCount } from '../../../../local-store/stored-count';
import { SHOWN_QUESTIONS } from '../../../db/shown-questions';
import { useLiveQuery } from '../../../db/use-live-query';
import { moderatedQuery, preloadedModerated, questionDataOf } from './moderation-read';
import { sameContent } from '../../../db/preload';
import { onIdle } from '../../../lib/on-idle';

const dataOf = questionDataOf;

/**
 * An event's questions in one moderation state, newest first (its (event, newest) index read forwards),
 * the first `limit` of them: the moderation queue's lists. 'approved' reads the questions shown to all.
 */
export function useModeratedQuestions(eventId: string | undefined, state: ModerationState, limit: number) {
  return useLiveQuery(
    (db) => (eventId ? moderatedQuery(db, eventId, state, limit).$.pipe(map((docs) => docs.map(dataOf))) : of([] as QuestionDoc[])),
    [eventId, state, limit],
    // No event asked for is a result too: no list, drawn without waiting for a query to say so.
    { initial: eventId ? preloadedModerated(eventId, state, limit) : NO_QUESTIONS, same: sameContent },
  );
}

const NO_QUESTIONS: QuestionDoc[] = [];

// Questions arriving together (a first sync, a moderator's run of approvals) are counted again once.
const SETTLE_MS = 300;
// The first count waits for the page to be idle, this long at most.
const IDLE_LIMIT_MS = 1_000;

/**
 * How many of an event's questions wait for approval on this device, live: the queue's badge. Counted
 * from storage, again after changes: no index holds the moderation state, and RxDB refuses a live count
 * its indexes cannot answer. Counting reads every question of the event, 170 ms for 2,000 of them
 * (bench/moderation-queue.bench.ts): the first count waits until the screen has painted.
 */
export function useWaitingCount(eventId: string | undefined) {
  return useLiveQuery(
    (db) => {
      if (!eventId) return of(0);
      const idle = new Observable<null>((subscriber) => onIdle(() => subscriber.next(null), IDLE_LIMIT_MS));
      // Only a change to one of this event's questions can change its count (a first sync writes thousands of others).
      const ofEvent = db.questions.$.pipe(filter((change) => (change.documentData?.event_id ?? change.previousDocumentData?.event_id) === eventId));
      return merge(idle, ofEvent.pipe(auditTime(SETTLE_MS))).pipe(switchMap(() => storedCount(db.questions, { event_id: eventId, moderation: 'waiting' })));
    },
    [eventId],
  );
}

/** The questions being answered in the room now in these events, newest first: the 'Now answering' banner. */
export function useAnsweringNow(eventIds: readonly string[]) {
  const key = [...new Set(eventIds)].sort().join(',');
  return useLiveQuery(
    (db) =>
      key
        ? db.questions.find({ selector: { event_id: { $in: key.split(',') }, stage: 'answering', ...SHOWN_QUESTIONS } as never }).$.pipe(
            map((docs) => docs.map(dataOf).sort((a, b) => a.rank_latest - b.rank_latest)),
          )
        : of([] as QuestionDoc[]),
    [key],
  );
}

/** The questions of an event (of one session of it, when given) answered in the room, most recently asked first. */
export function useAnsweredQuestions(eventId: string, sessionId: string | undefined) {
  return useLiveQuery(
    (db) =>
      db.questions
        .find({ selector: { event_id: eventId, ...(sessionId ? { session_id: sessionId } : {}), ...SHOWN_QUESTIONS, stage: 'answered' } as never, sort: [{ event_id: 'asc' }, { rank_latest: 'asc' }] })
        .$.pipe(map((docs) => docs.map(dataOf))),
    [eventId, sessionId],
  );
}

/** The member's own questions of an event that wait for approval or were hidden: only they and the moderators see them. */
export function useOwnHeldQuestions(eventId: string, memberId: string) {
  return useLiveQuery(
    (db) =>
      db.questions
        .find({ selector: { event_id: eventId, author_id: memberId, moderation: { $in: ['waiting', 'hidden'] } } as never })
        .$.pipe(map((docs) => docs.map(dataOf).sort((a, b) => a.rank_latest - b.rank_latest))),
    [eventId, memberId],
  );
}
