// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import type { AppDatabase } from '../../../../local-store/open-database';
import type { FeedQuery } from './feed-query';

const views = vi.hoisted(() => new Map<string, unknown>());
vi.mock('../../../db/database', () => ({ getDatabase: async () => ({}) as AppDatabase }));
vi.mock('./feed-query', () => ({
  feed$: (_db: AppDatabase, query: FeedQuery) => {
    const key = query.spaceIds.join(',');
    if (!views.has(key)) views.set(key, new Subject<QuestionDoc[]>());
    return views.get(key);
  },
}));
const { useFeed } = await import('./use-feed');

const question = (id: string) => ({ id, created_at: '2026-11-21T10:00:00.000Z', author_id: 'other' }) as QuestionDoc;
const results = (spaceIds: string) => views.get(spaceIds) as Subject<QuestionDoc[]> | undefined;

describe('the feed on /home', () => {
  it('is loading, not empty, until the spaces its filters name are known', async () => {
    const { result, rerender } = renderHook(({ spaceIds }: { spaceIds: string[] | undefined }) => useFeed({ spaceIds, sort: 'latest', limit: 20 }, 'me'), {
      initialProps: { spaceIds: undefined as string[] | undefined },
    });
    await act(async () => undefined);
    expect(result.current).toMatchObject({ loading: true, questions: [], waiting: 0 });
    expect(views.size).toBe(0);
    rerender({ spaceIds: ['meetverse'] });
    await waitFor(() => expect(results('meetverse')).toBeDefined());
    act(() => results('meetverse')!.next([question('a'), question('b')]));
    await waitFor(() => expect(result.current.questions.map((q) => q.id)).toEqual(['a', 'b']));
    expect(result.current).toMatchObject({ loading: false, waiting: 0 });
  });

  it("shows a new view's first results whole, never for a moment as new questions waiting", async () => {
    const seen: number[] = [];
    const { result, rerender } = renderHook(
      ({ spaceIds }: { spaceIds: string[] }) => {
        const feed = useFeed({ spaceIds, sort: 'latest', limit: 20 }, 'me');
        seen.push(feed.waiting);
        return feed;
      },
      { initialProps: { spaceIds: ['summit'] } },
    );
    await waitFor(() => expect(results('summit')).toBeDefined());
    act(() => results('summit')!.next([question('s')]));
    await waitFor(() => expect(result.current.questions).toHaveLength(1));
    rerender({ spaceIds: ['summit', 'meetup'] });
    await waitFor(() => expect(results('summit,meetup')).toBeDefined());
    act(() => results('summit,meetup')!.next([question('s'), question('m')]));
    await waitFor(() => expect(result.current.questions.map((q) => q.id)).toEqual(['s', 'm']));
    expect(seen.every((waiting) => waiting === 0)).toBe(true);
  });
});
