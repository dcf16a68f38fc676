import { describe, expect, it } from 'vitest';
import { eventPageUrl, parseLiveSnapshot } from './live-snapshot';
import { testLiveQuestion, testSnapshot } from './live-snapshot.testing';

describe('parseLiveSnapshot', () => {
  it('keeps what the screen shows and nothing else', () => {
    const sent = { ...testSnapshot({ questions: [testLiveQuestion(1, { author_name: null })] }), extra: 'dropped' };
    const parsed = parseLiveSnapshot(JSON.parse(JSON.stringify(sent)));
    expect(parsed).toEqual(testSnapshot({ questions: [testLiveQuestion(1, { author_name: null })] }));
    expect(parsed).not.toHaveProperty('extra');
  });

  it.each([
    ['nothing', null, 'the snapshot should be an object'],
    ['no event', { ...testSnapshot(), event: undefined }, 'event should be an object'],
    ['an unknown status', { ...testSnapshot(), event: { ...testSnapshot().event, live_status: 'soon' } }, 'event.live_status should be planned, live, ended'],
    ['a count below zero', { ...testSnapshot(), attendee_count: -1 }, 'attendee_count should be a count'],
    ['a question without a title', { ...testSnapshot(), questions: [{ ...testLiveQuestion(1), title: 3 }] }, 'questions[0].title should be a string'],
    ['no questions', { ...testSnapshot(), questions: 'none' }, 'questions should be a list'],
    ['a bad time', { ...testSnapshot(), updated_at: 'yesterday' }, 'updated_at should be a date'],
  ])('refuses %s, naming the field', (_label, value, message) => {
    expect(() => parseLiveSnapshot(value)).toThrow(`Not a live snapshot: ${message}`);
  });
});

describe('eventPageUrl', () => {
  it('is the event page by slug, or by its URL-encoded id when it has none', () => {
    expect(eventPageUrl('https://meetverse.example', { id: 'e1', slug: 'summit' })).toBe('https://meetverse.example/events/summit');
    expect(eventPageUrl('https://meetverse.example', { id: 'a b/c', slug: null })).toBe('https://meetverse.example/events/a%20b%2Fc');
  });
});
