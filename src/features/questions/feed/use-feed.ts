import { useEffect, useMemo, useState } from 'react';
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
export function useFeed(query: FeedQuery, memberId: string | undefined): Feed {
  const view = `${query.spaceIds.join(',')}|${query.sort}`;
  const { data, loading } = useLiveQuery((db) => feed$(db, query), [view, query.limit]);
  const [shown, setShown] = useState<{ view: string; limit: number; ids: string[] } | null>(null);

  useEffect(() => {
    if (!data) return;
    setShown((previous) => {
      const live = data.map((question) => question.id);
      if (!previous || previous.view !== view) return { view, limit: query.limit, ids: live };
      const kept = previous.ids.filter((id) => live.includes(id));
      const mine = data.filter((question) => question.author_id === memberId && !kept.includes(question.id)).map((question) => question.id);
      // 'Show more' appends the next page below; it never reshuffles what is already on screen.
      const more = query.limit > previous.limit ? live.slice(previous.ids.length).filter((id) => !kept.includes(id) && !mine.includes(id)) : [];
      return { view, limit: query.limit, ids: [...mine, ...kept, ...more] };
    });
  }, [data, view, query.limit, memberId]);

  return useMemo(() => {
    const byId = new Map((data ?? []).map((question) => [question.id, question]));
    const ids = shown?.ids ?? [];
    return {
      questions: ids.map((id) => byId.get(id)).filter((question): question is QuestionDoc => Boolean(question)),
      waiting: (data ?? []).filter((question) => !ids.includes(question.id)).length,
      showWaiting: () => setShown({ view, limit: query.limit, ids: (data ?? []).map((question) => question.id) }),
      loading: loading && !data,
    };
  }, [data, shown, view, query.limit, loading]);
}
