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
});
