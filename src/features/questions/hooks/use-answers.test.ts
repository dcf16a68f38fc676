import { describe, expect, it } from 'vitest';
import type { AnswerDoc } from '../../../../schemas/answer.schema';
import { pageOf } from './use-answers';

const answer = (n: number): AnswerDoc => ({
  id: `a${n}`, question_id: 'q1', event_id: 'e1', author_id: 'u1', body: `Answer ${n}`, created_at: new Date(1_700_000_000_000 + n).toISOString(), sync_state: 'sent', updatedAt: n,
});

describe("a page of a question's answers", () => {
  it('draws the accepted answer first, once, and the rest in the order written', () => {
    const rows = [1, 2, 3].map(answer);
    expect(pageOf(rows, 50, answer(2)).answers.map((a) => a.id)).toEqual(['a2', 'a1', 'a3']);
  });

  it('draws the accepted answer first even when it is past the page, and says more are written', () => {
    const rows = [1, 2, 3, 4].map(answer);
    const page = pageOf(rows, 3, answer(90));
    expect(page.answers.map((a) => a.id)).toEqual(['a90', 'a1', 'a2', 'a3']);
    expect(page.more).toBe(true);
  });

  it('says no more are written when the page holds them all', () => {
    expect(pageOf([1, 2].map(answer), 3, undefined)).toMatchObject({ more: false });
  });
});
