import { describe, expect, it } from 'vitest';
import { liveStatusAt, nextStatusChange } from './event-live-status';
import { instantOfWallTime } from './time-zone';

const start = '2026-11-24T09:00:00.000Z';
const end = '2026-11-24T17:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe("an event's status follows its clock", () => {
  it.each([
    { when: 'a day before it starts', now: '2026-11-23T09:00:00.000Z', status: 'planned' },
    { when: 'a millisecond before it starts', now: '2026-11-24T08:59:59.999Z', status: 'planned' },
    { when: 'the moment it starts', now: start, status: 'live' },
    { when: 'during it', now: '2026-11-24T12:00:00.000Z', status: 'live' },
    { when: 'a millisecond before it ends', now: '2026-11-24T16:59:59.999Z', status: 'live' },
    { when: 'the moment it ends', now: end, status: 'ended' },
    { when: 'a year after', now: '2027-11-24T12:00:00.000Z', status: 'ended' },
  ] as const)('$status $when', ({ now, status }) => {
    expect(liveStatusAt({ live_status: 'planned', starts_at: start, ends_at: end }, at(now))).toBe(status);
  });

  it('keeps the stored status of a community or the meetverse, which have no start', () => {
    expect(liveStatusAt({ live_status: 'live' }, at(end))).toBe('live');
    expect(liveStatusAt({ live_status: 'planned', starts_at: 'not a date' }, at(end))).toBe('planned');
  });

  it('holds an event with a start and no end live from its start on', () => {
    expect(liveStatusAt({ live_status: 'planned', starts_at: start }, at('2030-01-01T00:00:00.000Z'))).toBe('live');
    expect(liveStatusAt({ live_status: 'planned', starts_at: start, ends_at: 'garbage' }, at(start) - 1)).toBe('planned');
  });

  it('says when the status next changes: at the start, then at the end, then never', () => {
    const event = { live_status: 'planned' as const, starts_at: start, ends_at: end };
    expect(nextStatusChange(event, at(start) - 1000)).toBe(at(start));
    expect(nextStatusChange(event, at(start))).toBe(at(end));
    expect(nextStatusChange(event, at(end))).toBeNull();
    expect(nextStatusChange({ live_status: 'live' }, 0)).toBeNull();
  });
});

describe("an event in a far zone follows real instants, not the venue's wall clock", () => {
  it('goes live at the instant 9:00 names in Auckland, the evening before in UTC, whichever zone it stores', () => {
    const starts = instantOfWallTime('2026-11-24T09:00', 'Pacific/Auckland').toISOString();
    const ends = instantOfWallTime('2026-11-24T17:00', 'Pacific/Auckland').toISOString();
    // New Zealand summer time is UTC+13.
    expect(starts).toBe('2026-11-23T20:00:00.000Z');
    for (const time_zone of ['Pacific/Auckland', 'America/Los_Angeles', undefined]) {
      const event = { live_status: 'planned' as const, starts_at: starts, ends_at: ends, time_zone };
      expect(liveStatusAt(event, at(starts) - 1)).toBe('planned');
      expect(liveStatusAt(event, at(starts))).toBe('live');
      // 9:00 UTC on the 24th is 22:00 in Auckland: the event has ended there.
      expect(liveStatusAt(event, at('2026-11-24T09:00:00.000Z'))).toBe('ended');
      expect(nextStatusChange(event, at(starts) - 60_000)).toBe(at(starts));
    }
  });
});
