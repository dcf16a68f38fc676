import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDayIn, formatEventWhen, formatTimeIn, formatZonedWhen } from './dates';
import { localeProfile, resetBrowserLocaleProfile } from './locale';

// Local times written without an offset, so the expectations hold in any time zone.
const now = new Date(2026, 10, 18, 12, 0);
const SAT_9 = '2026-11-21T09:00:00';
const SAT_17 = '2026-11-21T17:00:00';
const SUN_18 = '2026-11-22T18:30:00';

afterEach(() => {
  resetBrowserLocaleProfile();
  vi.unstubAllGlobals();
});

describe('formatEventWhen', () => {
  it.each([
    { country: 'US', expected: 'Sat 11/21/2026, 9:00 AM – 5:00 PM' },
    { country: 'GB', expected: 'Sat 21/11/2026, 09:00 – 17:00' },
    { country: 'AU', expected: 'Sat 21/11/2026, 9:00 AM – 5:00 PM' },
    { country: 'DE', expected: 'Sa. 21.11.2026, 09:00 – 17:00' },
    { country: 'NL', expected: 'zat 21-11-2026, 09:00 – 17:00' },
    { country: 'SE', expected: 'lör 2026-11-21, 09:00 – 17:00' },
    { country: 'JP', expected: '土 2026/11/21, 09:00 – 17:00' },
    { country: 'KR', expected: '토 2026. 11. 21., 09:00 – 17:00' },
  ])('uses the $country profile: $expected', ({ country, expected }) => {
    expect(formatEventWhen(SAT_9, SAT_17, localeProfile(country), now)).toBe(expected);
  });

  it('gives both days when the event runs across days', () => {
    expect(formatEventWhen(SAT_9, SUN_18, localeProfile('GB'), now)).toBe('Sat 21/11/2026, 09:00 – Sun 22/11/2026, 18:30');
  });

  it("says 'Today' and 'Tomorrow' for those days", () => {
    const today = new Date(2026, 10, 21, 8, 0);
    expect(formatEventWhen(SAT_9, SUN_18, localeProfile('US'), today)).toBe('Today, 9:00 AM – Tomorrow, 6:30 PM');
  });

  it('writes both ends as dates when only one of them is today or tomorrow', () => {
    const dayBefore = new Date(2026, 10, 21, 8, 0);
    // The event started yesterday and ends tomorrow: never 'Sun 11/22/2026, 7:00 PM – Tomorrow, 7:00 PM'.
    expect(formatEventWhen('2026-11-20T19:00:00', '2026-11-22T19:00:00', localeProfile('US'), dayBefore)).toBe(
      'Fri 11/20/2026, 7:00 PM – Sun 11/22/2026, 7:00 PM',
    );
    expect(formatEventWhen(SAT_9, '2026-11-25T17:00:00', localeProfile('GB'), dayBefore)).toBe('Sat 21/11/2026, 09:00 – Wed 25/11/2026, 17:00');
  });

  it("says 'Today' for a one-day event happening today", () => {
    expect(formatEventWhen(SAT_9, SAT_17, localeProfile('GB'), new Date(2026, 10, 21, 8, 0))).toBe('Today, 09:00 – 17:00');
  });

  it('shows only the start when the end is missing or invalid', () => {
    expect(formatEventWhen(SAT_9, undefined, localeProfile('GB'), now)).toBe('Sat 21/11/2026, 09:00');
    expect(formatEventWhen(SAT_9, 'not a date', localeProfile('GB'), now)).toBe('Sat 21/11/2026, 09:00');
  });

  it('is empty without a valid start', () => {
    expect(formatEventWhen(undefined, SAT_17)).toBe('');
    expect(formatEventWhen('soon', SAT_17)).toBe('');
  });

  it("follows the browser's language when no profile is given", () => {
    vi.stubGlobal('navigator', { languages: ['de-AT', 'en'], language: 'de-AT' });
    expect(formatEventWhen(SAT_9, SAT_17, undefined, now)).toBe('Sa. 21.11.2026, 09:00 – 17:00');
  });
});

describe('times in the venue time zone', () => {
  const us = { country: 'US', locale: 'en-US', dateFormat: 'MM/dd/yyyy', timeFormat: 'h:mm a' };
  const now = new Date('2026-05-20T12:00:00Z');

  it('shows an event in its venue zone with the zone abbreviation, and the member own time when it differs', () => {
    const when = formatZonedWhen('2026-06-01T07:00:00Z', '2026-06-01T08:00:00Z', 'Europe/Berlin', us, now, 'America/Los_Angeles');
    expect(when.venue).toBe('Mon 06/01/2026, 9:00 AM – 10:00 AM GMT+2');
    expect(when.own).toBe('Mon 06/01/2026, 12:00 AM – 1:00 AM PDT');
  });

  it('shows one time when the member is in the venue zone', () => {
    const when = formatZonedWhen('2026-06-01T07:00:00Z', '2026-06-01T08:00:00Z', 'Europe/Berlin', us, now, 'Europe/Berlin');
    expect(when.own).toBeNull();
    expect(when.venue).toContain('9:00 AM – 10:00 AM');
  });

  it("writes a venue time that the device's own clock skips (its spring-forward hour) as the venue reads it", () => {
    const zone = process.env.TZ;
    // New York skips 2:00 to 3:00 AM on 8 March 2026; London reads 2:30 AM then.
    process.env.TZ = 'America/New_York';
    try {
      expect(formatTimeIn('2026-03-08T02:30:00Z', 'Europe/London', us)).toBe('2:30 AM');
      expect(formatDayIn('2026-03-08T02:30:00Z', 'Europe/London', us, new Date('2026-03-01T12:00:00Z'))).toBe('Sunday 03/08/2026');
      expect(formatZonedWhen('2026-03-08T02:30:00Z', '2026-03-08T03:15:00Z', 'Europe/London', us, now, 'America/New_York').venue).toBe('Sun 03/08/2026, 2:30 AM – 3:15 AM GMT');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('puts a session on the venue day, not the phone day', () => {
    expect(formatDayIn('2026-06-01T23:30:00Z', 'Asia/Tokyo', us, now)).toBe('Tuesday 06/02/2026');
    expect(formatTimeIn('2026-06-01T23:30:00Z', 'Asia/Tokyo', us)).toBe('8:30 AM');
  });

  it('reads stored instants, with their offset or without seconds, as the venue clock shows them, and a day its month lacks as no time', () => {
    expect(formatTimeIn('2026-06-01T07:05:00.000Z', 'Europe/Berlin', us)).toBe('9:05 AM');
    expect(formatTimeIn('2026-06-01T09:05:00+02:00', 'Europe/Berlin', us)).toBe('9:05 AM');
    expect(formatTimeIn('2026-06-01T07:05Z', 'Europe/Berlin', us)).toBe('9:05 AM');
    expect(formatTimeIn('2024-02-29T23:00:00Z', 'Europe/Berlin', us)).toBe('12:00 AM');
    expect(formatDayIn('2024-02-29T23:00:00Z', 'Europe/Berlin', us, now)).toBe('Friday 03/01/2024');
    expect(formatTimeIn('2026-02-30T09:00:00Z', 'Europe/Berlin', us)).toBe('');
    expect(formatTimeIn('2026-04-31T09:00:00-05:00', 'Europe/Berlin', us)).toBe('');
    expect(formatTimeIn('2026-06-01T25:00:00Z', 'Europe/Berlin', us)).toBe('');
  });
});
