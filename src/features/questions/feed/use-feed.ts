import { useEffect, useMemo, useState } from 'react';
import { map, NEVER } from 'rxjs';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { useLiveQuery } from '../../../db/use-live-query';
import { feed$, type FeedQuery } from './feed-query';

export type Feed = {
  questions: QuestionDoc[];
  /** Questions that arrived since the list was shown, announced instead of pushed under the reader's thumb. */
  waiting: number;
  showWaiting: () => void;
  loading: boolean;
};

/**
 * The feed, live but steady: what is shown keeps its order and updates in place (counts, edits); new
 * questions from others wait behind a 'new questions' button; the member's own appear at once.
 */
export function useFeed(query: Omit<FeedQuery, 'spaceIds'> & { spaceIds: string[] | undefined }, memberId: string | undefined): Feed {
  const { sort, limit, sessionId } = query;
  // The query follows the spaces named, not the array: a screen passes a new one on every render.
  const spaces = query.spaceIds && JSON.stringify(query.spaceIds);
  const view = `${query.spaceIds?.join(',') ?? '(spaces not known yet)'}|${sessionId ?? ''}|${sort}`;
  // Results carry the view they were asked for, so a new sort is never laid out with the old one's rows.
  // Until the spaces the filters name are known there is nothing to ask for: the feed is loading, not empty.
  const { data: tagged, loading } = useLiveQuery(
    (db) => (spaces ? feed$(db, { spaceIds: JSON.parse(spaces) as string[], sort, limit, sessionId }).pipe(map((rows) => ({ view, rows }))) : NEVER),
    [spaces, sort, limit, sessionId, view],
  );
  const data = tagged?.view === view ? tagged.rows : undefined;
  const [shown, setShown] = useState<{ view: string; since: string; ids: string[] } | null>(null);

  useEffect(() => {
    if (!data) return;
    setShown((previous) => {
      if (!previous || previous.view !== view) return { view, since: new Date().toISOString(), ids: data.map((question) => question.id) };
      return { ...previous, ids: steadyOrder(previous.ids, data, previous.since, memberId) };
    });
  }, [data, view, memberId]);

  return useMemo(() => {
    const byId = new Map((data ?? []).map((question) => [question.id, question]));
    // A view's first results show whole at once, not as 'new questions' for the render before the
    // effect above records them (the button came and went, and moved the list).
    const ids = shown?.view === view ? shown.ids : (data ?? []).map((question) => question.id);
    return {
      questions: ids.map((id) => byId.get(id)).filter((question): question is QuestionDoc => Boolean(question)),
      waiting: (data ?? []).filter((question) => !ids.includes(question.id)).length,
      showWaiting: () => setShown({ view, since: new Date().toISOString(), ids: (data ?? []).map((question) => question.id) }),
      loading: loading && !data,
    };
  }, [data, shown, view, loading]);
}

/**
 * What to show now, given what was shown: questions asked by others after the list appeared wait
 * (announced, not forced in); older ones still arriving from a first sync and the member's own take
 * their place; questions already on screen keep their order among themselves.
 */
export function steadyOrder(shownIds: string[], live: QuestionDoc[], since: string, memberId: string | undefined): string[] {
  const onScreen = new Set(shownIds);
  const visible = live.filter((question) => onScreen.has(question.id) || question.created_at <= since || question.author_id === memberId);
  const keptInOldOrder = shownIds.filter((id) => visible.some((question) => question.id === id));
  let next = 0;
  return visible.map((question) => (onScreen.has(question.id) ? (keptInOldOrder[next++] as string) : question.id));
}
