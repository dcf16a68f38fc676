import { describe, expect, it } from 'vitest';
import { nowAndNext, overlappingIds, roomClashes, sessionProblem, sessionProblems } from './session-rules';

const event = { starts_at: '2026-06-01T07:00:00.000Z', ends_at: '2026-06-01T17:00:00.000Z' };
const at = (hour: number, minute = 0) => new Date(Date.UTC(2026, 5, 1, hour, minute)).toISOString();
const session = (id: string, from: number, to: number, extra: Record<string, unknown> = {}) => ({ id, starts_at: at(from), ends_at: at(to), ...extra });

describe('session rules', () => {
  it('accepts a titled session inside its event', () => {
    expect(sessionProblems({ title: 'Keynote', starts_at: at(8), ends_at: at(9) }, event)).toBeNull();
  });

  it('asks for a title and both times, in the form words', () => {
    expect(sessionProblems({ title: '  ' }, event)).toEqual({ title: 'Give the session a title', starts_at: 'Choose when it starts', ends_at: 'Choose when it ends' });
  });

  it('refuses an end before the start and times outside the event', () => {
    expect(sessionProblem({ title: 'x', starts_at: at(9), ends_at: at(8) }, event)).toBe('The end must be after the start');
    expect(sessionProblem({ title: 'x', starts_at: at(6), ends_at: at(8) }, event)).toBe('The session must start within the event');
    expect(sessionProblem({ title: 'x', starts_at: at(16), ends_at: at(18) }, event)).toBe('The session must end within the event');
  });

  it('holds any time in an event that has no dates', () => {
    expect(sessionProblem({ title: 'x', starts_at: at(1), ends_at: at(23) }, {})).toBeNull();
  });

  it('counts characters of titles, speakers and capacity as the schema does', () => {
    expect(sessionProblem({ title: '🎤'.repeat(201), starts_at: at(8), ends_at: at(9) }, event)).toBe('Keep the title to 200 characters: it has 201');
    expect(sessionProblem({ title: 'x', starts_at: at(8), ends_at: at(9), speakers: [{ name: ' ' }] }, event)).toBe('Give speaker 1 a name');
    expect(sessionProblem({ title: 'x', starts_at: at(8), ends_at: at(9), capacity: 0 }, event)).toBe('The capacity is a whole number of seats, 1 or more');
    expect(sessionProblem({ title: 'x', starts_at: at(8), ends_at: at(9), capacity: 2.5 }, event)).toBe('The capacity is a whole number of seats, 1 or more');
  });

  it('finds sessions that clash in one room, not in others or when touching', () => {
    const others = [session('a', 8, 9, { room: 'Main hall' }), session('b', 9, 10, { room: 'main hall ' }), session('c', 8, 9, { room: 'Side room' }), session('d', 8, 9, { room: 'Main hall', cancelled: true })];
    expect(roomClashes(session('new', 8, 9, { room: 'Main Hall' }), others).map((s) => s.id)).toEqual(['a']);
    expect(roomClashes(session('new', 8, 9), others)).toEqual([]);
  });

  it('flags starred sessions that share time, and marks now and next', () => {
    const starred = [session('a', 8, 10), session('b', 9, 11), session('c', 11, 12)];
    expect([...overlappingIds(starred)].sort()).toEqual(['a', 'b']);
    const { now, next } = nowAndNext(starred, Date.parse(at(9, 30)));
    expect(now.map((s) => s.id)).toEqual(['a', 'b']);
    expect(next.map((s) => s.id)).toEqual(['c']);
  });
});
