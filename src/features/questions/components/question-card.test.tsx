// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { testQuestion } from '../../../../schemas/question.testing';
import { languageOf, type Language } from '../../../i18n/languages';
import { renderWithRouter } from '../../../test-utils/render-with-router';
import type { Reactions } from '../hooks/use-question';
import { QuestionCard, type QuestionCardProps } from './question-card';

const ADA = '3f0c9a52-0a55-4c47-9b8e-1f1d2b9e0c11';

const question: QuestionDoc = testQuestion(1, {
  id: 'b1c7e0a4-5d1e-4a9b-8f6e-2c3d4e5f6a7b',
  slug: 'where-is-room-b',
  title: 'Where is room B?',
  description: 'The map says upstairs.',
  event_id: 'e1',
  author_id: ADA,
  created_at: '2026-11-22T10:00:00.000Z',
});

const reactions: Reactions = {
  counts: { can_help: 0, me_too: 0, uplift: 0 },
  mine: { can_help: false, me_too: false, uplift: false, bookmark: false },
  helpers: [],
};

function renderCard(props: Partial<QuestionCardProps>, language?: Language) {
  return renderWithRouter(
    <QuestionCard question={question} authorName="Ada Lovelace" spaceName="Meetverse" reactions={reactions} onToggle={() => {}} now={new Date('2026-11-22T10:05:00.000Z')} {...props} />,
    { language },
  );
}

const card = () => within(screen.getByRole('article', { name: 'Where is room B?' }));

describe('QuestionCard', () => {
  it('in Arabic, shows a Latin name with a full stop at its end in its own direction, and the event\'s name inside the sentence apart', async () => {
    await renderCard({ authorName: 'Ada L.', spaceName: 'Offline-First Summit' }, languageOf('ar'));
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(card().getByText('Ada L.').getAttribute('dir')).toBe('auto');
    const space = card().getByText('Offline-First Summit');
    expect(space.tagName).toBe('BDI');
    // The card's own words are the Arabic catalog's.
    expect(screen.getByRole('article').textContent).toMatch(/[\u0600-\u06ff]/);
  });

  it('links the title to the question', async () => {
    await renderCard({});
    expect(card().getByRole('link', { name: 'Where is room B?' }).getAttribute('href')).toBe('/questions/where-is-room-b');
  });

  it("shows the member's own anonymous question with their name and a mark that others see it as anonymous", async () => {
    await renderCard({ question: { ...question, is_anonymous: true }, viewerId: ADA });
    expect(card().getByText('Ada Lovelace')).toBeTruthy();
    const mark = card().getByTestId('anonymous-mark');
    expect(mark.textContent).toBe('Anonymous: others see this question without your name');
    expect(mark.getAttribute('title')).toBe('Others see this question as anonymous');
  });

  it("shows someone else's anonymous question as Anonymous, without the mark", async () => {
    await renderCard({ question: { ...question, is_anonymous: true, author_id: '' }, authorName: undefined, viewerId: ADA });
    expect(card().getByText('Anonymous')).toBeTruthy();
    expect(card().queryByTestId('anonymous-mark')).toBeNull();
  });

  it('has no mark on a question asked under a name', async () => {
    await renderCard({ viewerId: ADA });
    expect(card().getByText('Ada Lovelace')).toBeTruthy();
    expect(card().queryByTestId('anonymous-mark')).toBeNull();
  });

  it('shows the reactions as one row of toggles', async () => {
    await renderCard({});
    expect(card().getByRole('button', { name: 'Can help, 0' })).toBeTruthy();
    expect(card().getByRole('button', { name: 'Bookmark' })).toBeTruthy();
  });

  it("offers no 'Can help' on the member's own question, and offers it on someone else's", async () => {
    const own = await renderCard({ viewerId: ADA });
    expect(card().queryByRole('button', { name: /Can help/ })).toBeNull();
    expect(card().getByRole('img', { name: 'Can help, 0' })).toBeTruthy();
    expect(card().getByRole('button', { name: 'Me too, 0' })).toBeTruthy();
    own.unmount();
    await renderCard({ viewerId: 'someone-else' });
    expect(card().getByRole('button', { name: 'Can help, 0' })).toBeTruthy();
  });
});
