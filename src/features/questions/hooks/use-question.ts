import { combineLatest, map, of, switchMap } from 'rxjs';
import type { EventDoc } from '../../../../schemas/event.schema';
import type { InteractionDoc } from '../../../../schemas/interaction.schema';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import type { SessionDoc } from '../../../../schemas/session.schema';
import type { UserDoc } from '../../../../schemas/user.schema';
import { useMemo } from 'react';
import { useLiveQuery } from '../../../db/use-live-query';
import { helpersOf, preloadedLookup, preloadedQuestion, preloadedReactions, questionNamed, questionQuery, reactionsQuery, sameLookup, type Lookup } from './question-read';
import { sameContent } from '../../../db/preload';

export type Reactions = {
  counts: { can_help: number; me_too: number; uplift: number };
  mine: { can_help: boolean; me_too: boolean; uplift: boolean; bookmark: boolean };
  helpers: string[];
};

/** A question's reactions as the question itself counts them, before the member's own are read: none marked as theirs. */
export function countedReactions(question: Pick<QuestionDoc, 'help_count' | 'me_too_count' | 'uplift_count'>): Reactions {
  return {
    counts: { can_help: question.help_count, me_too: question.me_too_count, uplift: question.uplift_count },
    mine: { can_help: false, me_too: false, uplift: false, bookmark: false },
    helpers: [],
  };
}

export function reactionsOf(interactions: InteractionDoc[], memberId: string | undefined): Reactions {
  const active = interactions.filter((interaction) => interaction.active);
  const count = (kind: string) => active.filter((interaction) => interaction.kind === kind).length;
  const mine = (kind: string) => active.some((interaction) => interaction.kind === kind && interaction.user_id === memberId);
  return {
    counts: { can_help: count('can_help'), me_too: count('me_too'), uplift: count('uplift') },
    mine: { can_help: mine('can_help'), me_too: mine('me_too'), uplift: mine('uplift'), bookmark: mine('bookmark') },
    helpers: helpersOf(active),
  };
}

/** A question by slug or id, as in paths (the slug when it has one). */
export function useQuestion(slugOrId: string) {
  return useLiveQuery((db) => questionQuery(db, slugOrId).$.pipe(map((docs) => questionNamed(docs, slugOrId))), [slugOrId], { initial: preloadedQuestion(slugOrId), same: sameContent });
}

/**
 * Counts from the reactions on this device (one indexed look-up per question): exact, and they move
 * the moment the member taps, online or not.
 */
export function useReactions(questionId: string | undefined, memberId: string | undefined) {
  const preloaded = questionId ? preloadedReactions(questionId) : undefined;
  return useLiveQuery(
    (db) =>
      questionId
        ? reactionsQuery(db, questionId).$.pipe(map((docs) => reactionsOf(docs.map((doc) => doc.toJSON() as InteractionDoc), memberId)))
        : of(reactionsOf([], memberId)),
    [questionId, memberId],
    { initial: preloaded && reactionsOf(preloaded, memberId), same: sameContent },
  );
}

/** Members, spaces and sessions of an agenda by id, for names on cards. */
export function usePeopleAndSpaces(userIds: string[], eventIds: string[], sessionIds: string[] = []) {
  // The query follows the ids, not the arrays: a list of cards passes new ones on every render.
  const users = idsKey(userIds);
  const events = idsKey(eventIds);
  const sessions = idsKey(sessionIds);
  // What a question page's loader read of these, if it read them all: the names show in its first render.
  const initial = useMemo(() => preloadedLookup(JSON.parse(users) as string[], JSON.parse(events) as string[], JSON.parse(sessions) as string[]), [users, events, sessions]);
  return useLiveQuery<Lookup>(
    (db) =>
      combineLatest([
        users !== '[]' ? db.users.findByIds(JSON.parse(users) as string[]).$ : of(new Map()),
        events !== '[]' ? db.events.findByIds(JSON.parse(events) as string[]).$ : of(new Map()),
        sessions !== '[]' ? db.sessions.findByIds(JSON.parse(sessions) as string[]).$ : of(new Map()),
      ]).pipe(
        switchMap(([users, events, sessions]) =>
          of({
            users: new Map([...users.values()].map((doc) => [doc.id, doc.toJSON() as UserDoc])),
            events: new Map([...events.values()].map((doc) => [doc.id, doc.toJSON() as EventDoc])),
            sessions: new Map([...sessions.values()].map((doc) => [doc.id, doc.toJSON() as SessionDoc])),
          }),
        ),
      ),
    [users, events, sessions],
    { initial, same: sameLookup },
  );
}

/** The same ids, in one order, as a string: equal for equal sets of ids. */
const idsKey = (ids: string[]) => JSON.stringify([...new Set(ids)].sort());
