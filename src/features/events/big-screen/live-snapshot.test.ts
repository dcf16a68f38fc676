import { describe, expect, it } from 'vitest';
import { eventPageUrl, liveUrl, parseLiveSnapshot } from './live-snapshot';
import { testLiveQuestion, testSnapshot } from './live-snapshot.testing';

describe('parseLiveSnapshot', () => {
  it('keeps what the screen shows and nothing else', () => {
    const sent = { ...testSnapshot({ questions: [testLiveQuestion(1, { author_name: null })] }), extra: 'dropped' };
    const parsed = parseLiveSnapshot(JSON.parse(JSON.stringify(sent)));
    expect(parsed).toEqual(testSnapshot({ questions: [testLiveQuestion(1, { author_name: null })] }));
    expect(parsed).not.toHaveProperty('extra');
  });

  it('keeps the session running now and whether the questions follow it; a snapshot stored before the agenda has none', () => {
    const current = { id: 's-1', title: 'Keynote', room: null, ends_at: '2026-11-22T11:00:00.000Z' };
    expect(parseLiveSnapshot(testSnapshot({ current_session: current, following_agenda: true }))).toMatchObject({ current_session: current, following_agenda: true });
    const { current_session: _none, following_agenda: _no, ...older } = testSnapshot();
    expect(parseLiveSnapshot(older)).toMatchObject({ current_session: null, following_agenda: false });
  });

  it('keeps the poll on the screen with its results; a snapshot without one shows none', () => {
    const poll = { id: 'p-1', kind: 'single', question: 'Tabs?', state: 'open', options: [{ id: 'a', label: 'Tabs' }], results: [{ key: 'a', count: 2 }], voter_count: 2 };
    expect(parseLiveSnapshot({ ...testSnapshot(), poll: { ...poll, extra: 'dropped' } }).poll).toEqual(poll);
    expect(parseLiveSnapshot({ ...testSnapshot(), poll: null })).not.toHaveProperty('poll');
  });

  it.each([
    ['a poll of an unknown kind', { ...testSnapshot(), poll: { id: 'p', kind: 'quiz', question: 'Q', state: 'open', options: [], results: [], voter_count: 0 } }, 'poll.kind should be single, multiple, word_cloud'],
    ['a poll result below zero', { ...testSnapshot(), poll: { id: 'p', kind: 'single', question: 'Q', state: 'open', options: [], results: [{ key: 'a', count: -1 }], voter_count: 0 } }, 'poll.results[0].count should be a count'],
    ['a session without a title', { ...testSnapshot(), current_session: { id: 's-1', ends_at: '2026-11-22T11:00:00.000Z' } }, 'current_session.title should be a string'],
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

describe('liveUrl', () => {
  it('asks for the agenda to be followed only when the screen follows it', () => {
    expect(liveUrl('summit', true, 'agenda')).toMatch(/\/events\/summit\/live\/stream\?follow=agenda$/);
    expect(liveUrl('summit')).toMatch(/\/events\/summit\/live$/);
  });
});

describe('eventPageUrl', () => {
  it('is the event page by slug, or by its URL-encoded id when it has none', () => {
    expect(eventPageUrl('https://meetverse.example', { id: 'e1', slug: 'summit' })).toBe('https://meetverse.example/events/summit');
    expect(eventPageUrl('https://meetverse.example', { id: 'a b/c', slug: null })).toBe('https://meetverse.example/events/a%20b%2Fc');
  });
});
