import { afterEach, describe, expect, it } from 'vitest';
import { closeTestDatabases, openTestDatabase } from '../../test-utils/test-database';
import { hourlyLimitProblem, storeSuggestion, suggestionProblems } from './suggestions';

afterEach(closeTestDatabases);

describe('a suggestion as typed', () => {
  it.each([
    ['no title', { title: '   ', details: '' }, { title: 'A suggestion needs a title' }],
    ['a title of 121 characters', { title: 'x'.repeat(121), details: '' }, { title: 'A title has at most 120 characters' }],
    ['details of 2001 characters', { title: 'Idea', details: 'x'.repeat(2001) }, { details: 'The details have at most 2000 characters' }],
    ['a title of 120 emoji', { title: '💡'.repeat(120), details: '' }, {}],
    ['a title and no details', { title: 'Idea', details: '' }, {}],
  ])('with %s gets the messages beside its fields', (_label, input, problems) => {
    expect(suggestionProblems(input)).toEqual(problems);
  });
});

describe('the hourly limit of suggestions', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  const sent = (count: number, minutesAgo: number) => Array.from({ length: count }, () => ({ created_at: new Date(now - minutesAgo * 60_000).toISOString() }));

  it('lets a member send a tenth suggestion within an hour and stops the eleventh with the words the server uses', () => {
    expect(hourlyLimitProblem(sent(9, 5), now)).toBeNull();
    expect(hourlyLimitProblem(sent(10, 5), now)).toBe('You can send at most 10 suggestions an hour. Please try again later.');
  });

  it('counts only the suggestions of the last hour', () => {
    expect(hourlyLimitProblem([...sent(9, 5), ...sent(20, 61)], now)).toBeNull();
  });
});

describe('storing a suggestion', () => {
  it('keeps it on the device as pending, trimmed, in the member’s name, for the sync engine to send', async () => {
    const db = await openTestDatabase('suggestions');
    const stored = await storeSuggestion(db, 'member-1', { title: '  Dark mode for the big screen ', details: '\n' }, new Date('2026-11-24T10:00:00Z'));
    expect(stored).toMatchObject({ user_id: 'member-1', title: 'Dark mode for the big screen', created_at: '2026-11-24T10:00:00.000Z', sync_state: 'pending' });
    expect(stored.details).toBeUndefined();
    expect((await db.feature_suggestions.find().exec()).map((doc) => doc.id)).toEqual([stored.id]);
  });
});
