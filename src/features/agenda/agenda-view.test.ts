import { describe, expect, it } from 'vitest';
import { overlappingIds } from '../../../schemas/session-rules';
import type { SessionDoc } from '../../../schemas/session.schema';
import { agendaPlaces, agendaSearchOf, dayGrid, filterSessions, groupByDay, matchesSearch, nextAgendaChange } from './agenda-view';

let counter = 0;
function session(starts: string, ends: string, fields: Partial<SessionDoc> = {}): SessionDoc {
  counter += 1;
  return { id: `s${counter}`, event_id: 'e1', title: `Talk ${counter}`, starts_at: starts, ends_at: ends, sync_state: 'sent', updatedAt: 1, ...fields };
}

describe('grouping by the venue day', () => {
  it('puts a session on the day it starts at the venue, not on the device', () => {
    // 23:30 UTC on 1 June is 2 June in Tokyo and still 1 June in New York.
    const late = session('2026-06-01T23:30:00Z', '2026-06-02T00:30:00Z', { id: 'late' });
    const morning = session('2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z', { id: 'morning' });
    expect(groupByDay([late, morning], 'Asia/Tokyo').map((day) => [day.day, day.sessions.map((s) => s.id)])).toEqual([
      ['2026-06-01', ['morning']],
      ['2026-06-02', ['late']],
    ]);
    expect(groupByDay([late, morning], 'America/New_York').map((day) => [day.day, day.sessions.map((s) => s.id)])).toEqual([
      ['2026-06-01', ['morning', 'late']],
    ]);
  });

  it('orders days and the sessions of a day by time, whatever order they were read in', () => {
    const a = session('2026-06-02T10:00:00Z', '2026-06-02T11:00:00Z', { id: 'a' });
    const b = session('2026-06-01T12:00:00Z', '2026-06-01T13:00:00Z', { id: 'b' });
    const c = session('2026-06-01T08:00:00Z', '2026-06-01T09:00:00Z', { id: 'c' });
    expect(groupByDay([a, b, c], 'UTC').flatMap((day) => day.sessions.map((s) => s.id))).toEqual(['c', 'b', 'a']);
  });
});

describe('filters and search', () => {
  const keynote = session('2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z', { title: 'Offline sync at scale', room: 'Main hall', track: 'Frontend', speakers: [{ name: 'Ada Lovelace' }] });
  const workshop = session('2026-06-01T11:00:00Z', '2026-06-01T12:00:00Z', { title: 'CRDT workshop', room: 'Room B', track: 'Data', speakers: [{ name: 'José Núñez' }] });
  const lunch = session('2026-06-01T12:00:00Z', '2026-06-01T13:00:00Z', { title: 'Lunch' });

  it('lists the rooms and tracks the sessions name, once each and sorted', () => {
    expect(agendaPlaces([workshop, keynote, lunch, { ...keynote, id: 'again', room: ' Main hall ' }])).toEqual({ rooms: ['Main hall', 'Room B'], tracks: ['Data', 'Frontend'] });
  });

  it('keeps the sessions of one room or one track, whatever the case of the address', () => {
    expect(filterSessions([keynote, workshop, lunch], { room: 'room b' }).map((s) => s.id)).toEqual([workshop.id]);
    expect(filterSessions([keynote, workshop, lunch], { track: 'Frontend' }).map((s) => s.id)).toEqual([keynote.id]);
  });

  it("finds a session by words of its title or a speaker's name, case and accents aside", () => {
    expect(matchesSearch(keynote, 'SYNC')).toBe(true);
    expect(matchesSearch(keynote, 'ada sync')).toBe(true);
    expect(matchesSearch(workshop, 'jose nunez')).toBe(true);
    expect(matchesSearch(workshop, 'ada')).toBe(false);
    expect(filterSessions([keynote, workshop, lunch], { q: '   ' })).toHaveLength(3);
  });

  it('keeps only the starred sessions in my schedule, and filters them like the rest', () => {
    const starred = new Set([keynote.id, workshop.id]);
    expect(filterSessions([keynote, workshop, lunch], {}, starred).map((s) => s.id)).toEqual([keynote.id, workshop.id]);
    expect(filterSessions([keynote, workshop, lunch], { q: 'crdt' }, starred).map((s) => s.id)).toEqual([workshop.id]);
  });
});

describe('my schedule', () => {
  it('flags the starred sessions that share time, not those that only touch or are cancelled', () => {
    const first = session('2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z', { id: 'first' });
    const clash = session('2026-06-01T09:30:00Z', '2026-06-01T10:30:00Z', { id: 'clash' });
    const after = session('2026-06-01T10:30:00Z', '2026-06-01T11:00:00Z', { id: 'after' });
    const cancelled = session('2026-06-01T10:45:00Z', '2026-06-01T11:15:00Z', { id: 'cancelled', cancelled: true });
    expect([...overlappingIds(filterSessions([first, clash, after, cancelled], {}, new Set(['first', 'clash', 'after', 'cancelled'])))].sort()).toEqual(['clash', 'first']);
  });
});

describe('the clock of the agenda', () => {
  it('wakes at the next start or end of a session, passing over cancelled ones', () => {
    const now = Date.parse('2026-06-01T09:15:00Z');
    const running = session('2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z');
    const cancelled = session('2026-06-01T09:30:00Z', '2026-06-01T09:45:00Z', { cancelled: true });
    expect(nextAgendaChange([running, cancelled], now)).toBe(Date.parse('2026-06-01T10:00:00Z'));
    expect(nextAgendaChange([running], Date.parse('2026-06-01T11:00:00Z'))).toBeNull();
  });
});

describe('the desktop grid of a day', () => {
  it('gives each room a column and each session the rows from its start to its end', () => {
    const a = session('2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z', { id: 'a', room: 'B' });
    const b = session('2026-06-01T09:00:00Z', '2026-06-01T09:30:00Z', { id: 'b', room: 'A' });
    const c = session('2026-06-01T09:30:00Z', '2026-06-01T10:00:00Z', { id: 'c', room: 'A' });
    const grid = dayGrid([a, b, c]);
    expect(grid.rooms).toEqual(['A', 'B']);
    expect(grid.places.get('a')).toEqual({ column: 3, columnSpan: 1, row: 2, rowSpan: 2 });
    expect(grid.places.get('b')).toEqual({ column: 2, columnSpan: 1, row: 2, rowSpan: 1 });
    expect(grid.places.get('c')).toEqual({ column: 2, columnSpan: 1, row: 3, rowSpan: 1 });
  });

  it('lets a session without a room span every room when nothing else runs then, and gives it a column when something does', () => {
    const talk = session('2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z', { id: 'talk', room: 'A' });
    const other = session('2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z', { id: 'other', room: 'B' });
    const lunch = session('2026-06-01T12:00:00Z', '2026-06-01T13:00:00Z', { id: 'lunch' });
    expect(dayGrid([talk, other, lunch]).places.get('lunch')).toMatchObject({ column: 2, columnSpan: 2 });
    const hallway = session('2026-06-01T09:30:00Z', '2026-06-01T11:00:00Z', { id: 'hallway' });
    const grid = dayGrid([talk, other, hallway]);
    expect(grid.rooms).toEqual(['A', 'B', '']);
    expect(grid.places.get('hallway')).toMatchObject({ column: 4, columnSpan: 1 });
  });
});

describe("the agenda's address", () => {
  it("reads 'mine=1' and the filters, in the forms an address brings them", () => {
    expect(agendaSearchOf({ mine: 1, room: 'Main hall', track: 'Data', q: 'sync' })).toEqual({ mine: 1, room: 'Main hall', track: 'Data', q: 'sync' });
    expect(agendaSearchOf({ mine: '1' })).toEqual({ mine: 1 });
    expect(agendaSearchOf({ mine: true })).toEqual({ mine: 1 });
  });

  it('leaves out what is not a filter, of the wrong kind, empty or too long', () => {
    expect(agendaSearchOf({ mine: 'yes', room: 3, track: '  ', q: 'x'.repeat(201), other: 'a' })).toEqual({});
    expect(agendaSearchOf({ mine: 0, q: ['a'] })).toEqual({});
  });
});
