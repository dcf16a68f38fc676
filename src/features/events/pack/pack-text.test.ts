import { describe, expect, it } from 'vitest';
import type { EventPackRecord } from './event-pack';
import { contentsText, expectedSizeText, progressText, shortfallText, usageText } from './pack-text';

const KB = 1024;
const MB = 1024 * KB;

const record = (overrides: Partial<EventPackRecord> = {}): EventPackRecord => ({
  event_id: 'e',
  saved_at: '2025-06-01T12:00:00.000Z',
  questions: 42,
  attendees: 18,
  pictures: 12,
  pictures_failed: 0,
  missing: 0,
  bytes_before: 1.9 * MB,
  bytes_after: 2.1 * MB,
  persisted: true,
  ...overrides,
});

describe('what the card says', () => {
  const manifest = { event_id: 'e', question_ids: [], attendee_ids: [], session_ids: [], speaker_ids: [], pictures: [], approx_bytes: 120 * KB };

  it('gives the expected size once the server told it, and says when it will know', () => {
    expect(expectedSizeText(manifest, true)).toBe('About 120 KB');
    expect(expectedSizeText({ ...manifest, pictures: ['https://a', 'https://b'] }, true)).toBe('About 120 KB plus 2 pictures');
    expect(expectedSizeText(undefined, false)).toBe('Size shown when online');
    expect(expectedSizeText(undefined, true)).toBe('Working out the size…');
    expect(expectedSizeText(undefined, true, 'en-US', true)).toBe('The size could not be worked out; saving still works');
  });

  it('tells what a save is doing at each step', () => {
    expect(progressText({ step: 'documents', questions: 42, sessions: 0, attendees: 18, waiting: 3 })).toBe('Storing 42 questions and 18 profiles…');
    expect(progressText({ step: 'documents', questions: 1, sessions: 0, attendees: 1, waiting: 0 })).toBe('Storing 1 question and 1 profile…');
    expect(progressText({ step: 'documents', questions: 42, sessions: 12, attendees: 18, waiting: 3 })).toBe('Storing 42 questions, 12 sessions and 18 profiles…');
    expect(progressText({ step: 'listing' })).toBe('Finding what this event needs…');
    expect(progressText({ step: 'listing' }, true)).toBe('Finding what this community needs…');
    expect(progressText({ step: 'fetching', missing: 1 })).toBe('Fetching 1 item the sync has not brought yet…');
    expect(progressText({ step: 'pictures', done: 2, total: 12 })).toBe('Storing pictures: 2 of 12…');
  });

  it('counts what was saved and what the save took, as the estimate says it, and the device’s whole use as such', () => {
    // Said the same way as the estimate before the save: 'About 120 KB', then 'Took about 120 KB'.
    expect(expectedSizeText(manifest, true, 'en-US')).toBe('About 120 KB');
    expect(usageText(record({ bytes_before: 5 * 1024 * 1024, bytes_after: 5 * 1024 * 1024 + 120 * 1024 }))).toBe('Took about 120 KB on this device (Meetverse uses 5.1 MB in all)');
    expect(contentsText(record())).toBe('42 questions, 18 profiles and 12 pictures');
    expect(contentsText(record({ pictures: 0 }))).toBe('42 questions and 18 profiles');
    expect(contentsText(record({ sessions: 1 }))).toBe('42 questions, 1 session, 18 profiles and 12 pictures');
    expect(contentsText(record({ pictures_failed: 2 }))).toBe('42 questions, 18 profiles and 10 pictures');
    expect(usageText(record())).toBe('Took about 205 KB on this device (Meetverse uses 2.1 MB in all)');
    expect(usageText(record({ bytes_before: null }))).toBe('Meetverse uses about 2.1 MB on this device in all');
    expect(usageText(record({ bytes_after: null }))).toBeUndefined();
  });

  it('says plainly what could not be stored, and nothing when all was', () => {
    expect(shortfallText(record())).toBeUndefined();
    expect(shortfallText(record({ missing: 3 }))).toBe('3 items could not be stored; Update tries again.');
    expect(shortfallText(record({ missing: 1, pictures_failed: 2 }))).toBe('1 item could not be stored and 2 pictures could not be fetched; Update tries again.');
  });
});
