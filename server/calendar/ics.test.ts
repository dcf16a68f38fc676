import { describe, expect, it } from 'vitest';
import type { Doc } from '../replication/collections';
import { calendarText, calendarZone, sessionDescription } from './ics';
import { readIcs } from './read-ics.testing';

const PUBLIC_URL = 'https://meet.example';

const event = (fields: Partial<Doc<'events'>> = {}): Doc<'events'> => ({
  id: 'event-1',
  slug: 'offline-summit',
  name: 'Offline Summit',
  live_status: 'planned',
  is_community: false,
  time_zone: 'Europe/Berlin',
  location: 'Kulturbrauerei, Berlin',
  description: 'A day about apps that work without a network.',
  starts_at: '2026-03-28T08:00:00.000Z',
  ends_at: '2026-03-29T17:00:00.000Z',
  sync_state: 'sent',
  updatedAt: 1_770_000_000_000,
  _deleted: false,
  ...fields,
});

const session = (fields: Partial<Doc<'sessions'>> = {}): Doc<'sessions'> => ({
  id: 'session-1',
  event_id: 'event-1',
  title: 'Sync, conflicts; and you',
  description: 'What happens when two devices disagree.',
  // The night the clocks go forward in Berlin: 01:30 CET and 03:30 CEST.
  starts_at: '2026-03-29T00:30:00.000Z',
  ends_at: '2026-03-29T01:30:00.000Z',
  room: 'Main hall',
  speakers: [{ name: 'Ada Lovelace' }, { name: 'Grace Hopper' }],
  sequence: 3,
  cancelled: false,
  sync_state: 'sent',
  updatedAt: 1_770_000_100_000,
  _deleted: false,
  ...fields,
});

const textOf = (entries: { event: Doc<'events'>; sessions: Doc<'sessions'>[] }[], eventWithoutSessions = true) =>
  calendarText({ name: 'Offline Summit', entries, publicUrl: PUBLIC_URL, eventWithoutSessions });

describe('calendarText', () => {
  it("writes a session in its event's zone, with a VTIMEZONE, and a parser reads back the stored instants across a clock change", () => {
    const read = readIcs(textOf([{ event: event(), sessions: [session()] }]));
    expect(read.zones).toEqual(['Europe/Berlin']);
    expect(read.name).toBe('Offline Summit');
    const [entry] = read.entries;
    expect(entry).toEqual({
      uid: 'session-1@meet.example',
      sequence: 3,
      start: new Date('2026-03-29T00:30:00.000Z'),
      end: new Date('2026-03-29T01:30:00.000Z'),
      tzid: 'Europe/Berlin',
      summary: 'Sync, conflicts; and you',
      description: 'Speakers: Ada Lovelace, Grace Hopper\n\nWhat happens when two devices disagree.',
      location: 'Main hall, Kulturbrauerei, Berlin',
      url: 'https://meet.example/events/offline-summit/sessions/session-1',
      status: 'CONFIRMED',
    });
  });

  it('writes the wall time of the venue whatever zone the server runs in', () => {
    const text = textOf([{ event: event(), sessions: [session()] }]);
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20260329T013000');
    expect(text).toContain('DTEND;TZID=Europe/Berlin:20260329T033000');
  });

  it('gives the same UIDs and the same text on every export', () => {
    const entries = [{ event: event(), sessions: [session(), session({ id: 'session-2', starts_at: '2026-03-28T09:00:00.000Z', ends_at: '2026-03-28T10:00:00.000Z' })] }];
    const first = textOf(entries);
    expect(textOf(entries)).toBe(first);
    expect(readIcs(first).entries.map((entry) => entry.uid)).toEqual(['session-2@meet.example', 'session-1@meet.example']);
  });

  it('marks a cancelled session STATUS:CANCELLED and leaves a deleted one out', () => {
    const read = readIcs(textOf([{ event: event(), sessions: [session({ cancelled: true }), session({ id: 'gone', _deleted: true })] }]));
    expect(read.entries.map((entry) => [entry.uid, entry.status])).toEqual([['session-1@meet.example', 'CANCELLED']]);
  });

  it('writes an event without sessions as one entry linking to its page, and leaves it out of a schedule', () => {
    const read = readIcs(textOf([{ event: event(), sessions: [] }]));
    expect(read.entries).toEqual([
      expect.objectContaining({
        uid: 'event-1@meet.example',
        start: new Date('2026-03-28T08:00:00.000Z'),
        end: new Date('2026-03-29T17:00:00.000Z'),
        tzid: 'Europe/Berlin',
        summary: 'Offline Summit',
        location: 'Kulturbrauerei, Berlin',
        url: 'https://meet.example/events/offline-summit',
      }),
    ]);
    expect(readIcs(textOf([{ event: event(), sessions: [] }], false)).entries).toEqual([]);
  });

  it('writes UTC times for an event without a zone or with one the zone table does not know', () => {
    for (const time_zone of [undefined, 'Mars/Olympus_Mons']) {
      const read = readIcs(textOf([{ event: event({ time_zone }), sessions: [session()] }]));
      expect(read.zones).toEqual([]);
      expect(read.entries[0]).toMatchObject({ tzid: null, start: new Date('2026-03-29T00:30:00.000Z') });
    }
    expect(calendarZone('UTC')).toBeNull();
    expect(calendarZone('America/Sao_Paulo')).toBe('America/Sao_Paulo');
  });

  it('holds one VTIMEZONE per zone when sessions of events in several zones are together', () => {
    const tokyo = event({ id: 'event-2', slug: 'tokyo-day', time_zone: 'Asia/Tokyo' });
    const read = readIcs(textOf([
      { event: event(), sessions: [session()] },
      { event: tokyo, sessions: [session({ id: 'session-3', event_id: 'event-2', starts_at: '2026-04-01T01:00:00.000Z', ends_at: '2026-04-01T02:00:00.000Z' })] },
    ]));
    expect(read.zones.sort()).toEqual(['Asia/Tokyo', 'Europe/Berlin']);
    expect(read.entries.find((entry) => entry.uid === 'session-3@meet.example')).toMatchObject({ tzid: 'Asia/Tokyo', start: new Date('2026-04-01T01:00:00.000Z') });
  });

  it('describes a session without speakers by its description alone, and one without either as nothing', () => {
    expect(sessionDescription(session({ speakers: [] }))).toBe('What happens when two devices disagree.');
    expect(sessionDescription(session({ speakers: undefined, description: '  ' }))).toBe('');
  });
});
