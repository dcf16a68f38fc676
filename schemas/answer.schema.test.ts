import { describe, expect, it } from 'vitest';
import { ACCEPT_AN_ANSWER_OF_IT, acceptProblem, answerCountWords, answerProblem, mayChangeAnswer, ONLY_THE_ASKER_ACCEPTS } from './answer.schema';
import { testQuestion } from './question.testing';
import { withAnswerCount } from './question.schema';

describe('answerProblem', () => {
  it('asks for words when the answer is empty or spaces only', () => {
    expect(answerProblem('')).toBe('Write your answer first');
    expect(answerProblem(' \n ')).toBe('Write your answer first');
    expect(answerProblem(undefined)).toBe('Write your answer first');
  });

  it('takes 5,000 characters, counting an emoji as one, and refuses one more', () => {
    expect(answerProblem('🙂'.repeat(5000))).toBeNull();
    expect(answerProblem('a'.repeat(5001))).toBe('Keep the answer to 5,000 characters: it has 5,001');
  });
});

describe('acceptProblem', () => {
  const question = testQuestion(1, { id: 'q1', author_id: 'asker' });
  const answer = { question_id: 'q1' };

  it('lets the asker accept an answer of their question, and take it back', () => {
    expect(acceptProblem('asker', question, 'a1', answer)).toBeNull();
    expect(acceptProblem('asker', { ...question, accepted_answer_id: 'a1' }, undefined, undefined)).toBeNull();
  });

  it('refuses anyone but the asker, even to take an accepted answer back', () => {
    expect(acceptProblem('helper', question, 'a1', answer)).toBe(ONLY_THE_ASKER_ACCEPTS);
    expect(acceptProblem(undefined, question, 'a1', answer)).toBe(ONLY_THE_ASKER_ACCEPTS);
    expect(acceptProblem('helper', { ...question, accepted_answer_id: 'a1' }, undefined, undefined)).toBe(ONLY_THE_ASKER_ACCEPTS);
  });

  it('refuses an answer of another question, a deleted one, a hidden one or none at all', () => {
    expect(acceptProblem('asker', question, 'a2', { question_id: 'q2' })).toBe(ACCEPT_AN_ANSWER_OF_IT);
    expect(acceptProblem('asker', question, 'a1', { ...answer, _deleted: true })).toBe(ACCEPT_AN_ANSWER_OF_IT);
    expect(acceptProblem('asker', question, 'a1', { ...answer, moderation: 'hidden' })).toBe(ACCEPT_AN_ANSWER_OF_IT);
    expect(acceptProblem('asker', question, 'a9', undefined)).toBe(ACCEPT_AN_ANSWER_OF_IT);
  });

  it('lets anyone leave the accepted answer as it is', () => {
    expect(acceptProblem('helper', { ...question, accepted_answer_id: 'a1' }, 'a1', answer)).toBeNull();
  });
});

describe('answers of a member', () => {
  it('are theirs alone to change', () => {
    expect(mayChangeAnswer('u1', { author_id: 'u1' })).toBe(true);
    expect(mayChangeAnswer('u2', { author_id: 'u1' })).toBe(false);
    expect(mayChangeAnswer(undefined, { author_id: '' })).toBe(false);
  });

  it('are counted in words on the cards', () => {
    expect([0, 1, 1200].map(answerCountWords)).toEqual(['No answers yet', '1 answer', '1,200 answers']);
  });
});

describe('questions v3', () => {
  it('gives a question stored before answers a count of none, and leaves one with a count as it is', () => {
    const { answer_count: _none, ...stored } = testQuestion(2);
    expect(withAnswerCount(stored as never)).toMatchObject({ answer_count: 0, title: 'Question 2' });
    expect(withAnswerCount(testQuestion(3, { answer_count: 4 })).answer_count).toBe(4);
  });
});
