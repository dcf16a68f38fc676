import { describe, expect, it } from 'vitest';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { steadyOrder } from './use-feed';

const q = (id: string, minute: number, author = 'other') =>
  ({ id, created_at: `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`, author_id: author }) as QuestionDoc;
const SHOWN_AT = '2026-11-21T10:30:00.000Z';

describe('a steady feed', () => {
  it('holds back a question another member asked after the list appeared', () => {
    expect(steadyOrder(['a', 'b'], [q('new', 40), q('a', 20), q('b', 10)], SHOWN_AT, 'me')).toEqual(['a', 'b']);
  });

  it("shows the member's own new question at once", () => {
    expect(steadyOrder(['a', 'b'], [q('mine', 40, 'me'), q('a', 20), q('b', 10)], SHOWN_AT, 'me')).toEqual(['mine', 'a', 'b']);
  });

  it('lets older questions still arriving from a first sync take their place', () => {
    expect(steadyOrder(['a', 'c'], [q('a', 20), q('b', 15), q('c', 10)], SHOWN_AT, 'me')).toEqual(['a', 'b', 'c']);
  });

  it('keeps questions on screen in their order when their counts would reorder them', () => {
    expect(steadyOrder(['a', 'b', 'c'], [q('c', 10), q('a', 20), q('b', 15)], SHOWN_AT, 'me')).toEqual(['a', 'b', 'c']);
  });

  it('drops a question that was deleted', () => {
    expect(steadyOrder(['a', 'b'], [q('b', 15)], SHOWN_AT, 'me')).toEqual(['b']);
  });
});
