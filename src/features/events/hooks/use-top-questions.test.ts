import { describe, expect, it } from 'vitest';
import { testQuestion } from '../../../../schemas/question.testing';
import { topQuestions } from './use-top-questions';

describe("an event's top questions", () => {
  it('are the five with most reactions of every kind together, newest first among equals, each once', () => {
    const question = (n: number, help: number, meToo: number, uplift: number, day = 10) =>
      testQuestion(n, { help_count: help, me_too_count: meToo, uplift_count: uplift, created_at: `2026-05-${day}T09:00:00.000Z` });
    const candidates = [question(1, 5, 0, 0), question(2, 0, 0, 9), question(3, 2, 2, 2), question(4, 0, 1, 0), question(5, 1, 1, 1, 11), question(6, 1, 1, 1, 12), question(7, 0, 0, 0)];
    expect(topQuestions([...candidates, candidates[1]!]).map((q) => q.id)).toEqual([candidates[1]!.id, candidates[2]!.id, candidates[0]!.id, candidates[5]!.id, candidates[4]!.id]);
  });
});
