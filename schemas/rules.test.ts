import { describe, expect, it } from 'vitest';
import { messageProblem } from './chat-message.schema';
import { suggestionProblem, suggestionProblems } from './feature-suggestion.schema';
import { meetingNoteProblem } from './interaction.schema';
import { questionProblem, questionProblems } from './question-rules';
import { characters, firstCharacters } from './text';

describe('rules a member can break, as the device and the server both say them', () => {
  it('count an emoji as one character, as the schema does, and never cut one in two', () => {
    expect(characters('🙂🙂')).toBe(2);
    expect(firstCharacters('🙂🙂🙂', 2)).toBe('🙂🙂');
  });

  it('ask a question for a title of at most 200 characters, a description of at most 5,000 and a place to ask', () => {
    expect(questionProblems({ title: '  ', description: '', event_id: '' })).toEqual({ title: 'Give your question a title', space: 'Choose where to ask' });
    expect(questionProblems({ title: '🙂'.repeat(200), event_id: 'e1' })).toBeNull();
    expect(questionProblem({ title: 't'.repeat(201), description: 'd'.repeat(5001), event_id: 'e1' })).toBe('Keep the title to 200 characters: it has 201');
    expect(questionProblems({ title: 'Why?', description: 'd'.repeat(5001), event_id: 'e1' })).toEqual({ description: 'Keep the description to 5,000 characters: it has 5,001' });
  });

  it('refuse a message of spaces only, and one over 4,000 characters counted as the server counts them', () => {
    expect(messageProblem(' \n ')).toBe('Write a message first');
    expect(messageProblem('🙂'.repeat(4000))).toBeNull();
    expect(messageProblem('🙂'.repeat(4001))).toBe('A message has at most 4,000 characters');
  });

  it('keep a meeting note to 500 characters', () => {
    expect(meetingNoteProblem(undefined)).toBeNull();
    expect(meetingNoteProblem('n'.repeat(500))).toBeNull();
    expect(meetingNoteProblem('n'.repeat(501))).toBe('Keep the note to 500 characters: it has 501');
  });

  it('ask a suggestion for a title of at most 120 characters and details of at most 2,000', () => {
    expect(suggestionProblems({ title: ' ', details: '' })).toEqual({ title: 'A suggestion needs a title' });
    expect(suggestionProblems({ title: 'Dark mode', details: 'd'.repeat(2001) })).toEqual({ details: 'The details have at most 2000 characters' });
    expect(suggestionProblem({ title: 't'.repeat(121) })).toBe('A title has at most 120 characters');
    expect(suggestionProblem({ title: 'Dark mode' })).toBeNull();
  });
});
