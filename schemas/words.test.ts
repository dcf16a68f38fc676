import { describe, expect, it } from 'vitest';
import { defineMessages, english, wordsOf } from './words';

const messages = defineMessages({
  tooLong: { id: 'test.words.tooLong', defaultMessage: 'Trim the {what, select, title {title} description {description} other {text}} to {max, number} characters: it has {count, number}' },
  waiting: { id: 'test.words.waiting', defaultMessage: '{count, plural, one {A question awaits approval in {event}} other {# questions await approval in {event}}}' },
  noPoll: { id: 'test.words.noPoll', defaultMessage: "No test poll has the id ''{id}''" },
});

describe('the words of the rules and the server', () => {
  it('are written in English from their message', () => {
    expect(english(messages.tooLong, { what: 'title', max: 200, count: 1234 })).toBe('Trim the title to 200 characters: it has 1,234');
    expect(english(messages.waiting, { count: 3, event: 'Rust Summit' })).toBe('3 questions await approval in Rust Summit');
  });

  it('are read back to their message and values, for an answer to carry and the app to write in another language', () => {
    expect(wordsOf('Trim the title to 200 characters: it has 1,234')).toEqual({ id: 'test.words.tooLong', values: { what: 'title', max: 200, count: 1234 } });
    expect(wordsOf('Trim the description to 5,000 characters: it has 5,001')).toEqual({ id: 'test.words.tooLong', values: { what: 'description', max: 5000, count: 5001 } });
    expect(wordsOf('A question awaits approval in Rust Summit')).toEqual({ id: 'test.words.waiting', values: { count: 1, event: 'Rust Summit' } });
    expect(wordsOf('12 questions await approval in Rust Summit')).toEqual({ id: 'test.words.waiting', values: { count: 12, event: 'Rust Summit' } });
    expect(wordsOf("No test poll has the id 'abc'")).toEqual({ id: 'test.words.noPoll', values: { id: 'abc' } });
  });

  it('are not found in a text no message reads as', () => {
    expect(wordsOf('Where is the cloakroom?')).toBeNull();
    expect(wordsOf('Trim the title to many characters')).toBeNull();
  });
});
