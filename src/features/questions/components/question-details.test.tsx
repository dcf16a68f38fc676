// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { testQuestion } from '../../../../schemas/question.testing';
import type { UserDoc } from '../../../../schemas/user.schema';
import { renderWithRouter } from '../../../test-utils/render-with-router';
import type { Reactions } from '../hooks/use-question';
import { setCurrentUser, type CurrentUser } from '../../../member/member-store';

const ADA = '3f0c9a52-0a55-4c47-9b8e-1f1d2b9e0c11';
const GRACE = '7d2e4f60-1b3c-4d5e-8f90-a1b2c3d4e5f6';

let question: QuestionDoc;
const reactions: Reactions = {
  counts: { can_help: 1, me_too: 0, uplift: 0 },
  mine: { can_help: false, me_too: false, uplift: false, bookmark: false },
  helpers: [],
};
const ada = { id: ADA, slug: 'ada-lovelace', full_name: 'Ada Lovelace', first_name: 'Ada' } as UserDoc;

vi.mock('../hooks/use-question', () => ({
  useQuestion: () => ({ data: question, loading: false }),
  useReactions: () => ({ data: reactions }),
  usePeopleAndSpaces: () => ({
    data: { users: new Map(question.author_id ? [[question.author_id, ada]] : []), events: new Map([['e1', { id: 'e1', name: 'Meetverse' }]]) },
  }),
}));
const { QuestionDetails } = await import('./question-details');

const signedIn = (id: string) => setCurrentUser({ ...ada, id } as CurrentUser);
afterEach(() => setCurrentUser(null));

beforeEach(() => {
  question = testQuestion(1, {
    id: 'b1c7e0a4-5d1e-4a9b-8f6e-2c3d4e5f6a7b',
    slug: 'where-is-room-b',
    title: 'Where is room B?',
    event_id: 'e1',
    author_id: ADA,
    is_anonymous: true,
    created_at: new Date().toISOString(),
    help_count: 1,
  });
});

describe('QuestionDetails', () => {
  it("shows the member's own anonymous question with their name and the mark that others see it as anonymous", async () => {
    signedIn(ADA);
    await renderWithRouter(<QuestionDetails slugOrId="where-is-room-b" />);
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByTestId('anonymous-mark').getAttribute('title')).toBe('Others see this question as anonymous');
  });

  it('shows Anonymous and no mark to anyone else', async () => {
    question = { ...question, author_id: '' };
    signedIn(GRACE);
    await renderWithRouter(<QuestionDetails slugOrId="where-is-room-b" />);
    expect(screen.getByText('Anonymous')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ada Lovelace' })).toBeNull();
    expect(screen.queryByTestId('anonymous-mark')).toBeNull();
  });

  it('has no mark on a question asked under a name', async () => {
    question = { ...question, is_anonymous: false };
    signedIn(ADA);
    await renderWithRouter(<QuestionDetails slugOrId="where-is-room-b" />);
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.queryByTestId('anonymous-mark')).toBeNull();
  });

  it('shows the reactions as named toggles', async () => {
    signedIn(GRACE);
    await renderWithRouter(<QuestionDetails slugOrId="where-is-room-b" />);
    expect(screen.getByRole('button', { name: 'Can help, 1' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('tells a member who could help, while nobody has offered, to tap Can help; and the asker who will show there', async () => {
    signedIn(GRACE);
    const { unmount } = await renderWithRouter(<QuestionDetails slugOrId="where-is-room-b" />);
    expect(screen.getByText('Nobody has offered to help yet. If you can, tap Can help above.')).toBeTruthy();
    unmount();
    signedIn(ADA);
    await renderWithRouter(<QuestionDetails slugOrId="where-is-room-b" />);
    expect(screen.getByText('Nobody has offered to help yet. People who tap Can help show here, and you can chat with them.')).toBeTruthy();
  });
});
