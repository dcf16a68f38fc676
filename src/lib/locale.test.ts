import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROFILE,
  LOCALE_PROFILES,
  dateFnsLocale,
  dateFnsOptions,
  detectCountry,
  detectLocaleProfile,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayTime,
  formatRelativeTime,
  formatTime,
  localeProfile,
  weekStartsOn,
} from './locale';

// Local time, so the expectations hold in any time zone.
const afternoon = new Date(2026, 2, 7, 15, 4);
const morning = new Date(2026, 2, 7, 9, 5);

describe('LOCALE_PROFILES', () => {
  it('holds about 40 countries, each under its own code', () => {
    const countries = Object.keys(LOCALE_PROFILES);
    expect(countries.length).toBeGreaterThanOrEqual(38);
    expect(countries.length).toBeLessThanOrEqual(45);
    for (const country of countries) expect(LOCALE_PROFILES[country]?.country).toBe(country);
  });

  it.each([
    { countries: ['US', 'CA'], date: '03/07/2026', time: '3:04 PM' },
    { countries: ['GB', 'IE'], date: '07/03/2026', time: '15:04' },
    { countries: ['AU', 'NZ'], date: '07/03/2026', time: '3:04 PM' },
    { countries: ['DE', 'AT', 'CH', 'RU', 'PL', 'CZ'], date: '07.03.2026', time: '15:04' },
    { countries: ['NL'], date: '07-03-2026', time: '15:04' },
    { countries: ['SE'], date: '2026-03-07', time: '15:04' },
    { countries: ['JP', 'CN', 'TW'], date: '2026/03/07', time: '15:04' },
    { countries: ['KR'], date: '2026. 03. 07.', time: '15:04' },
    { countries: ['FR', 'ES', 'IT', 'PT', 'BR', 'MX', 'IN', 'SA', 'ZA', 'SG', 'IL'], date: '07/03/2026', time: '15:04' },
  ])('formats $countries as $date $time', ({ countries, date, time }) => {
    for (const country of countries) {
      const profile = localeProfile(country);
      expect(profile.country).toBe(country);
      expect(formatDate(afternoon, profile)).toBe(date);
      expect(formatTime(afternoon, profile)).toBe(time);
      expect(formatDateTime(afternoon, profile)).toBe(`${date} ${time}`);
    }
  });

  it('formats morning times with a leading zero on the 24-hour clock and none on the 12-hour clock', () => {
    expect(formatTime(morning, localeProfile('GB'))).toBe('09:05');
    expect(formatTime(morning, localeProfile('US'))).toBe('9:05 AM');
  });

  it('formats ISO strings and timestamps as well as dates', () => {
    const profile = localeProfile('DE');
    expect(formatDate(afternoon.toISOString(), profile)).toBe('07.03.2026');
    expect(formatDate(afternoon.getTime(), profile)).toBe('07.03.2026');
  });

  it.each(['not a date', Number.NaN, new Date('nope')])('formats the invalid date %s as an empty string', (value) => {
    expect(formatDate(value)).toBe('');
    expect(formatTime(value)).toBe('');
    expect(formatDateTime(value)).toBe('');
  });
});

describe('localeProfile', () => {
  it.each([
    { country: 'gb', expected: 'GB' },
    { country: 'XX', expected: 'US' },
    { country: undefined, expected: 'US' },
    { country: '', expected: 'US' },
  ])('gives the $expected profile for $country', ({ country, expected }) => {
    expect(localeProfile(country).country).toBe(expected);
  });
});

describe('detectCountry', () => {
  it.each([
    { languages: ['en-GB'], expected: 'GB' },
    { languages: ['de'], expected: 'DE' },
    { languages: ['pt-BR'], expected: 'BR' },
    { languages: ['pt'], expected: 'PT' },
    { languages: ['en'], expected: 'US' },
    { languages: ['en-AU', 'en'], expected: 'AU' },
    { languages: ['de-AT'], expected: 'AT' },
    { languages: ['fr-CH'], expected: 'CH' },
    { languages: ['en_IE'], expected: 'IE' },
    { languages: ['zh-Hant-TW'], expected: 'TW' },
    { languages: ['zh'], expected: 'CN' },
    { languages: ['ko-KR'], expected: 'KR' },
    { languages: ['ja'], expected: 'JP' },
    { languages: ['sv-SE'], expected: 'SE' },
    { languages: ['ar'], expected: 'SA' },
    { languages: ['es-419'], expected: 'ES' },
    { languages: ['tlh', 'nl-BE'], expected: 'BE' },
    { languages: ['tlh', 'nl'], expected: 'NL' },
    { languages: ['tlh'], expected: 'US' },
    { languages: ['fr-XX'], expected: 'FR' },
    { languages: [], expected: 'US' },
  ])('picks $expected from $languages', ({ languages, expected }) => {
    expect(detectCountry(languages)).toBe(expected);
  });

  it('falls back to the US default when reading the languages fails', () => {
    expect(detectCountry([42 as unknown as string])).toBe('US');
  });

  it('reads the browser languages when none are given', () => {
    const navigator = globalThis.navigator;
    Object.defineProperty(globalThis, 'navigator', { value: { languages: ['sv-SE'], language: 'sv-SE' }, configurable: true });
    try {
      expect(detectCountry()).toBe('SE');
      expect(detectLocaleProfile().dateFormat).toBe('yyyy-MM-dd');
    } finally {
      Object.defineProperty(globalThis, 'navigator', { value: navigator, configurable: true });
    }
  });
});

describe('weekStartsOn', () => {
  it.each([
    { locale: 'pt-PT', day: 1 },
    { locale: 'ru-RU', day: 1 },
    { locale: 'zh-CN', day: 1 },
    { locale: 'nl-NL', day: 1 },
    { locale: 'sv-SE', day: 1 },
    { locale: 'pt-BR', day: 0 },
    { locale: 'ja-JP', day: 0 },
    { locale: 'ko-KR', day: 0 },
    { locale: 'hi-IN', day: 0 },
    { locale: 'ar-SA', day: 6 },
    { locale: 'ar-EG', day: 6 },
    { locale: 'en-US', day: 0 },
    { locale: 'en-CA', day: 0 },
    { locale: 'zh-TW', day: 0 },
    { locale: 'he-IL', day: 0 },
    { locale: 'es-MX', day: 0 },
    { locale: 'en-GB', day: 1 },
    { locale: 'de-DE', day: 1 },
    { locale: 'fr-FR', day: 1 },
    { locale: 'xx-YY', day: 1 },
  ])('starts the week on day $day for $locale', ({ locale, day }) => {
    expect(weekStartsOn(locale)).toBe(day);
  });

  it.each(Object.values(LOCALE_PROFILES))('gives date-fns the same week start for $country', (profile) => {
    expect(dateFnsOptions(profile).weekStartsOn).toBe(weekStartsOn(profile.locale));
  });
});

describe('dateFnsLocale', () => {
  it.each([
    { locale: 'en-US', code: 'en-US' },
    { locale: 'en-GB', code: 'en-GB' },
    { locale: 'en-AU', code: 'en-GB' },
    { locale: 'de-AT', code: 'de' },
    { locale: 'fr-FR', code: 'fr' },
    { locale: 'es-MX', code: 'es' },
    { locale: 'it-IT', code: 'it' },
    { locale: 'pt-PT', code: 'pt' },
    { locale: 'pt-BR', code: 'pt-BR' },
    { locale: 'ru-RU', code: 'ru' },
    { locale: 'ja-JP', code: 'ja' },
    { locale: 'ko-KR', code: 'ko' },
    { locale: 'zh-CN', code: 'zh-CN' },
    { locale: 'ar-SA', code: 'ar' },
    { locale: 'hi-IN', code: 'hi' },
    { locale: 'nl-NL', code: 'nl' },
    { locale: 'sv-SE', code: 'sv' },
    { locale: 'pl-PL', code: 'en-GB' },
  ])('uses the $code date-fns locale for $locale', ({ locale, code }) => {
    expect(dateFnsLocale(locale).code).toBe(code);
  });
});

describe('formatDay', () => {
  const now = new Date(2026, 2, 7, 23, 30);
  const gb = localeProfile('GB');
  it.each([
    { date: new Date(2026, 2, 7, 0, 1), expected: 'Today' },
    { date: new Date(2026, 2, 8, 23, 59), expected: 'Tomorrow' },
    { date: new Date(2026, 2, 9, 0, 0), expected: '09/03/2026' },
    { date: new Date(2026, 2, 6, 23, 59), expected: '06/03/2026' },
    { date: new Date(Number.NaN), expected: '' },
  ])('shows $expected for $date', ({ date, expected }) => {
    expect(formatDay(date, gb, now)).toBe(expected);
  });

  it('crosses a month end for Tomorrow', () => {
    expect(formatDay(new Date(2026, 3, 1, 8), gb, new Date(2026, 2, 31, 20))).toBe('Tomorrow');
  });

  it.each([
    { country: 'GB', date: new Date(2026, 2, 8, 18, 30), expected: 'Tomorrow, 18:30' },
    { country: 'US', date: new Date(2026, 2, 7, 18, 30), expected: 'Today, 6:30 PM' },
    { country: 'US', date: new Date(2026, 2, 12, 18, 30), expected: '03/12/2026, 6:30 PM' },
  ])('adds the time in the $country style: $expected', ({ country, date, expected }) => {
    expect(formatDayTime(date, localeProfile(country), now)).toBe(expected);
  });
});

describe('formatRelativeTime', () => {
  const now = new Date(2026, 2, 7, 12, 0);
  it.each([
    { date: new Date(2026, 2, 7, 11, 55), expected: '5 minutes ago' },
    { date: new Date(2026, 2, 7, 9, 0), expected: 'about 3 hours ago' },
    { date: new Date(2026, 2, 9, 12, 0), expected: 'in 2 days' },
    { date: '2026-03-07T11:59:50', expected: 'less than a minute ago' },
    { date: new Date('nope'), expected: 'unknown time' },
    { date: 'yesterday-ish', expected: 'unknown time' },
    { date: Number.NaN, expected: 'unknown time' },
  ])('says $expected', ({ date, expected }) => {
    expect(formatRelativeTime(date, now)).toBe(expected);
  });

  it('speaks the language of the profile', () => {
    expect(formatRelativeTime(new Date(2026, 2, 7, 11, 55), now, localeProfile('DE'))).toBe('vor 5 Minuten');
  });

  it.each([
    { ahead: '1 second', date: '2026-03-07T12:00:01' },
    { ahead: '40 seconds', date: '2026-03-07T12:00:40' },
    { ahead: '3 minutes', date: '2026-03-07T12:03:00' },
    { ahead: '5 minutes', date: '2026-03-07T12:05:00' },
  ])('reads a time $ahead ahead of the device clock as just now, never in the future', ({ date }) => {
    expect(formatRelativeTime(date, now)).toBe('less than a minute ago');
    expect(formatRelativeTime(date, now, localeProfile('DE'))).toBe('vor weniger als 1 Minute');
  });

  it('still reads a time well ahead of the device clock as in the future', () => {
    expect(formatRelativeTime('2026-03-07T12:10:00', now)).toBe('in 10 minutes');
  });

  it('uses the US default profile', () => {
    expect(DEFAULT_PROFILE).toEqual(localeProfile('US'));
  });
});
