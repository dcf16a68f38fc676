import { describe, expect, it } from 'vitest';
import { CHECK_IN_CLOSED, CHECK_IN_NO_START, CHECK_IN_NOT_OPEN, checkInOpensAt, checkInProblem, nextCheckInChange } from './check-in-window';

const start = Date.parse('2030-05-01T18:00:00Z');
const end = Date.parse('2030-05-01T21:00:00Z');
const HOUR = 3_600_000;
const event = { starts_at: new Date(start).toISOString(), ends_at: new Date(end).toISOString(), is_community: false, is_meetverse: false };

describe('the check-in window', () => {
  it('opens an hour before the start, when the reminder comes', () => {
    expect(checkInOpensAt(event)).toBe(start - HOUR);
    expect(checkInProblem(event, start - HOUR - 1)).toBe(CHECK_IN_NOT_OPEN);
    expect(checkInProblem(event, start - HOUR)).toBeNull();
  });

  it('refuses a check-in to an event that starts in two weeks', () => {
    expect(checkInProblem(event, start - 14 * 24 * HOUR)).toBe(CHECK_IN_NOT_OPEN);
  });

  it('stays open while the event is on and closes at its end', () => {
    expect(checkInProblem(event, start + HOUR)).toBeNull();
    expect(checkInProblem(event, end - 1)).toBeNull();
    expect(checkInProblem(event, end)).toBe(CHECK_IN_CLOSED);
  });

  it('never closes for an event with a start and no end', () => {
    expect(checkInProblem({ ...event, ends_at: undefined }, end + 100 * HOUR)).toBeNull();
  });

  it('gives communities and the meetverse no check-in at all', () => {
    expect(checkInOpensAt({ is_community: true })).toBeNull();
    expect(checkInProblem({ is_community: true }, start)).toBe(CHECK_IN_NO_START);
    expect(checkInProblem({ ...event, is_meetverse: true }, start)).toBe(CHECK_IN_NO_START);
  });

  it('takes check-ins to an event without a start while its status is live', () => {
    expect(checkInOpensAt({ is_community: false, live_status: 'live' })).toBeNull();
    expect(checkInProblem({ is_community: false, live_status: 'live' }, start)).toBeNull();
    expect(checkInProblem({ is_community: false, live_status: 'planned' }, start)).toBe(CHECK_IN_NOT_OPEN);
    expect(checkInProblem({ is_community: false, live_status: 'ended' }, start)).toBe(CHECK_IN_CLOSED);
  });

  it('says when whether it is open next changes: at the opening, then at the end', () => {
    expect(nextCheckInChange(event, start - 10 * HOUR)).toBe(start - HOUR);
    expect(nextCheckInChange(event, start)).toBe(end);
    expect(nextCheckInChange(event, end)).toBeNull();
    expect(nextCheckInChange({ is_community: true }, start)).toBeNull();
  });
});
