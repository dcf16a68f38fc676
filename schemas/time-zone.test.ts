import { describe, expect, it } from 'vitest';
import { dayInZone, instantOfWallTime, isTimeZone, sameWallTime, timeZoneProblem, wallTimeInZone, zoneAbbreviation, zoneOffsetMinutes } from './time-zone';

describe('time zones', () => {
  it('knows IANA zones and refuses names that are not one, in the form words', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
    expect(timeZoneProblem('Mars/Olympus')).toBe("Pick the venue's time zone from the list: 'Mars/Olympus' is not one");
    expect(timeZoneProblem('Asia/Tokyo')).toBeNull();
    expect(timeZoneProblem(undefined)).toBeNull();
  });

  it('reads a wall time in the venue zone as the instant it is, summer and winter', () => {
    expect(instantOfWallTime('2026-06-01T09:30', 'Europe/Berlin').toISOString()).toBe('2026-06-01T07:30:00.000Z');
    expect(instantOfWallTime('2026-01-15T09:30', 'Europe/Berlin').toISOString()).toBe('2026-01-15T08:30:00.000Z');
    expect(instantOfWallTime('2026-06-01T09:30', 'America/Los_Angeles').toISOString()).toBe('2026-06-01T16:30:00.000Z');
    expect(Number.isNaN(instantOfWallTime('not a time', 'UTC').getTime())).toBe(true);
  });

  it('shows an instant as the wall time of a zone and back again', () => {
    const instant = '2026-03-29T12:00:00.000Z';
    expect(wallTimeInZone(instant, 'Asia/Kolkata')).toBe('2026-03-29T17:30');
    expect(instantOfWallTime(wallTimeInZone(instant, 'Asia/Kolkata'), 'Asia/Kolkata').toISOString()).toBe(instant);
  });

  it('gives the day an instant falls on at the venue, not on the phone', () => {
    expect(dayInZone('2026-06-01T23:30:00Z', 'Asia/Tokyo')).toBe('2026-06-02');
    expect(dayInZone('2026-06-01T23:30:00Z', 'America/New_York')).toBe('2026-06-01');
  });

  it('names the zone by its abbreviation and compares wall times', () => {
    expect(zoneAbbreviation('2026-06-01T12:00:00Z', 'America/Los_Angeles', 'en-US')).toBe('PDT');
    expect(zoneOffsetMinutes('2026-06-01T12:00:00Z', 'Europe/Berlin')).toBe(120);
    expect(sameWallTime('2026-06-01T12:00:00Z', 'Europe/Berlin', 'Europe/Paris')).toBe(true);
    expect(sameWallTime('2026-06-01T12:00:00Z', 'Europe/Berlin', 'Europe/London')).toBe(false);
  });

  it('gives the offset Intl gives at every minute around changes of offset, half-hour and quarter-hour zones and old odd-minute ones included', () => {
    /** The offset as Intl reads it, with no look-up kept. */
    const intlOffset = (at: number, timeZone: string) => {
      const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(at);
      const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
      return Math.round((Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - (at - (at % 1000))) / 60_000);
    };
    const around: [string, string][] = [
      ['Europe/Berlin', '2026-03-29T01:00:00Z'],
      ['Europe/Berlin', '2026-10-25T01:00:00Z'],
      ['America/New_York', '2026-11-01T06:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
      ['Pacific/Chatham', '2026-04-04T14:00:00Z'],
      ['America/St_Johns', '2026-03-08T05:30:00Z'],
      ['Asia/Kathmandu', '1986-01-01T00:00:00Z'],
      ['Europe/Amsterdam', '1937-06-30T23:40:28Z'],
    ];
    for (const [zone, change] of around) {
      const at = Date.parse(change);
      for (let minute = -40; minute <= 40; minute++) {
        for (const second of [0, 1, 59]) {
          const instant = at + minute * 60_000 + second * 1000;
          expect(zoneOffsetMinutes(instant, zone), `${zone} at ${new Date(instant).toISOString()}`).toBe(intlOffset(instant, zone));
        }
      }
    }
  });

  it('gives the venue day of an instant at both sides of midnight, in zones ahead of and behind UTC', () => {
    expect(dayInZone('2026-06-01T21:59:59Z', 'Europe/Berlin')).toBe('2026-06-01');
    expect(dayInZone('2026-06-01T22:00:00Z', 'Europe/Berlin')).toBe('2026-06-02');
    expect(dayInZone('2026-06-02T03:59:59Z', 'America/New_York')).toBe('2026-06-01');
    expect(dayInZone('2026-06-02T04:00:00Z', 'America/New_York')).toBe('2026-06-02');
    expect(() => dayInZone('not a time', 'Europe/Berlin')).toThrow(RangeError);
  });
});

