import { addDays, format, formatDistance, isSameDay, isValid, parseISO } from 'date-fns';
import type { Day, Locale } from 'date-fns';
import { ar, de, enGB, enUS, es, fr, hi, it, ja, ko, nl, pt, ptBR, ru, sv, zhCN } from 'date-fns/locale';
import { defineMessages } from '../i18n/define-messages';
import { appIntl } from '../i18n/i18n-provider';

/** The locale profile of a country: its locale, date format and time format. Formats are date-fns patterns. */
export type LocaleProfile = {
  country: string;
  locale: string;
  dateFormat: string;
  timeFormat: string;
  /** The region's own locale when the words follow another language: the first day of the week stays the region's. */
  regionLocale?: string;
};

export type DateInput = Date | string | number;

/** The words of dates, in the language on screen (their numbers follow the region's formats). */
export const dateWords = defineMessages({
  today: { id: 'lib.dates.today', defaultMessage: 'Today' },
  tomorrow: { id: 'lib.dates.tomorrow', defaultMessage: 'Tomorrow' },
  dayAtTime: { id: 'lib.dates.dayAtTime', defaultMessage: '{day}, {time}' },
  unknownTime: { id: 'lib.dates.unknownTime', defaultMessage: 'unknown time' },
});

const H12 = 'h:mm a';
const H24 = 'HH:mm';

// Date and time formats by country. The DE group, NL, SE, the JP group and KR have 24-hour times.
type Group = readonly [dateFormat: string, timeFormat: string, entries: ReadonlyArray<readonly [country: string, locale: string]>];

const GROUPS: readonly Group[] = [
  ['MM/dd/yyyy', H12, [['US', 'en-US'], ['CA', 'en-CA']]],
  ['dd/MM/yyyy', H24, [['GB', 'en-GB'], ['IE', 'en-IE']]],
  ['dd/MM/yyyy', H12, [['AU', 'en-AU'], ['NZ', 'en-NZ']]],
  ['dd.MM.yyyy', H24, [['DE', 'de-DE'], ['AT', 'de-AT'], ['CH', 'de-CH'], ['RU', 'ru-RU'], ['PL', 'pl-PL'], ['CZ', 'cs-CZ']]],
  ['dd-MM-yyyy', H24, [['NL', 'nl-NL']]],
  ['yyyy-MM-dd', H24, [['SE', 'sv-SE']]],
  ['yyyy/MM/dd', H24, [['JP', 'ja-JP'], ['CN', 'zh-CN'], ['TW', 'zh-TW']]],
  ['yyyy. MM. dd.', H24, [['KR', 'ko-KR']]],
  [
    'dd/MM/yyyy',
    H24,
    [
      ['FR', 'fr-FR'], ['BE', 'fr-BE'], ['ES', 'es-ES'], ['MX', 'es-MX'], ['AR', 'es-AR'], ['CO', 'es-CO'],
      ['CL', 'es-CL'], ['PE', 'es-PE'], ['IT', 'it-IT'], ['PT', 'pt-PT'], ['BR', 'pt-BR'], ['IN', 'hi-IN'],
      ['SA', 'ar-SA'], ['AE', 'ar-AE'], ['EG', 'ar-EG'], ['ZA', 'en-ZA'], ['SG', 'en-SG'], ['NG', 'en-NG'],
      ['KE', 'en-KE'], ['MY', 'ms-MY'], ['ID', 'id-ID'], ['VN', 'vi-VN'], ['GR', 'el-GR'], ['IL', 'he-IL'],
    ],
  ],
];

export const LOCALE_PROFILES: Readonly<Record<string, LocaleProfile>> = Object.fromEntries(
  GROUPS.flatMap(([dateFormat, timeFormat, entries]) =>
    entries.map(([country, locale]) => [country, { country, locale, dateFormat, timeFormat }] as const),
  ),
);

// The US profile is the default, and the fallback when detection fails.
export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_PROFILE: LocaleProfile = { country: 'US', locale: 'en-US', dateFormat: 'MM/dd/yyyy', timeFormat: H12 };

// A bare language picks the country most of its speakers would expect.
const LANGUAGE_COUNTRY: Readonly<Record<string, string>> = {
  en: 'US', de: 'DE', fr: 'FR', es: 'ES', it: 'IT', pt: 'PT', ru: 'RU', pl: 'PL', cs: 'CZ', nl: 'NL', sv: 'SE',
  ja: 'JP', zh: 'CN', ko: 'KR', ar: 'SA', hi: 'IN', ms: 'MY', id: 'ID', vi: 'VN', el: 'GR', he: 'IL',
};

/** The browser's languages, most preferred first (none outside a browser). */
export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];

function countryOf(tag: string): string | undefined {
  const [language = '', ...rest] = tag.trim().split(/[-_]/);
  const region = rest.find((part) => /^[a-z]{2}$/i.test(part))?.toUpperCase();
  if (region && LOCALE_PROFILES[region]) return region;
  return LANGUAGE_COUNTRY[language.toLowerCase()];
}

/** The country of the first browser language we know, by its region part or the language itself. */
export function detectCountry(languages?: readonly string[]): string {
  try {
    for (const tag of languages ?? browserLanguages()) {
      const country = countryOf(tag);
      if (country) return country;
    }
  } catch {
    // Any failure falls back to the US default.
  }
  return DEFAULT_COUNTRY;
}

export function localeProfile(country: string | undefined): LocaleProfile {
  return (country && LOCALE_PROFILES[country.toUpperCase()]) || DEFAULT_PROFILE;
}

export function detectLocaleProfile(languages?: readonly string[]): LocaleProfile {
  return localeProfile(detectCountry(languages));
}

let browserProfile: LocaleProfile | undefined;

const REGION_KEY = 'meetverse.region'; // lib/region-preference.ts

function chosenRegion(): string | undefined {
  try {
    const value = globalThis.localStorage?.getItem(REGION_KEY);
    return value && LOCALE_PROFILES[value] ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The profile of this browser: the region chosen in Settings, else detected from its languages. */
export function browserLocaleProfile(): LocaleProfile {
  const chosen = chosenRegion();
  if (chosen) return localeProfile(chosen);
  browserProfile ??= detectLocaleProfile();
  return browserProfile;
}

/** Forgets the detected profile; for tests. */
export function resetBrowserLocaleProfile(): void {
  browserProfile = undefined;
}

// The date-fns locales the app carries; others read English dates, British style.
const DATE_FNS_LOCALES: Readonly<Record<string, Locale>> = {
  'en-US': enUS, 'en-CA': enUS, en: enGB, de, fr, es, it, pt, 'pt-BR': ptBR, ru, ja, ko, zh: zhCN, ar, hi, nl, sv,
};

const language = (locale: string) => locale.split(/[-_]/)[0]?.toLowerCase() ?? '';

export function dateFnsLocale(locale: string): Locale {
  return DATE_FNS_LOCALES[locale] ?? DATE_FNS_LOCALES[language(locale)] ?? enGB;
}

// Weeks start on Monday for pt, ru, zh-CN, nl, sv, on Sunday for pt-BR, ja, ko, hi and on Saturday for ar;
// the rest follow local custom.
const WEEK_START_BY_LOCALE: Readonly<Record<string, Day>> = {
  'pt-BR': 0, 'zh-CN': 1, 'zh-TW': 0, 'en-US': 0, 'en-CA': 0, 'es-MX': 0, 'he-IL': 0,
};
const WEEK_START_BY_LANGUAGE: Readonly<Record<string, Day>> = {
  pt: 1, ru: 1, zh: 1, nl: 1, sv: 1, ja: 0, ko: 0, hi: 0, ar: 6, he: 0,
};

/** 0 Sunday, 1 Monday, 6 Saturday; Monday (ISO 8601) when nothing more specific is known. */
export function weekStartsOn(locale: string): Day {
  return WEEK_START_BY_LOCALE[locale] ?? WEEK_START_BY_LANGUAGE[language(locale)] ?? 1;
}

/** Options for any date-fns call that should follow the profile: its locale and its first day of the week. */
export function dateFnsOptions(profile: LocaleProfile): { locale: Locale; weekStartsOn: Day } {
  return { locale: dateFnsLocale(profile.locale), weekStartsOn: weekStartsOn(profile.regionLocale ?? profile.locale) };
}

function toDate(value: DateInput): Date {
  return typeof value === 'string' ? readIso(value) : new Date(value);
}

/**
 * A full ISO instant with its offset ('2026-06-01T09:00:00.000Z', '…+02:00'), the form the app stores,
 * on a day its month has: the engine's own parser reads it as date-fns does, in a fraction of the time
 * (an agenda reads hundreds). Anything else (a date alone, a wall time without offset, a 30 February,
 * which the engine would move into March) is date-fns's to read.
 */
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?(?:Z|[+-](?:[01]\d|2[0-3]):\d{2})$/;
export function readIso(value: string): Date {
  const parts = ISO_INSTANT.exec(value);
  const day = Number(parts?.[3]);
  const inMonth = parts !== null && day >= 1 && day <= new Date(Date.UTC(Number(parts[1]), Number(parts[2]), 0)).getUTCDate();
  return inMonth ? new Date(value) : parseISO(value);
}

const formatWith = (value: DateInput, pattern: string, profile: LocaleProfile) => {
  const date = toDate(value);
  return isValid(date) ? format(date, pattern, dateFnsOptions(profile)) : '';
};

/** The date in the profile's format; '' for an invalid date. */
export function formatDate(value: DateInput, profile: LocaleProfile = DEFAULT_PROFILE): string {
  return formatWith(value, profile.dateFormat, profile);
}

export function formatTime(value: DateInput, profile: LocaleProfile = DEFAULT_PROFILE): string {
  return formatWith(value, profile.timeFormat, profile);
}

export function formatDateTime(value: DateInput, profile: LocaleProfile = DEFAULT_PROFILE): string {
  return formatWith(value, `${profile.dateFormat} ${profile.timeFormat}`, profile);
}

/** 'Today' or 'Tomorrow' for those days, otherwise the date in the profile's format. */
export function formatDay(value: DateInput, profile: LocaleProfile = DEFAULT_PROFILE, now: DateInput = new Date()): string {
  const date = toDate(value);
  const today = toDate(now);
  if (!isValid(date) || !isValid(today)) return formatDate(date, profile);
  if (isSameDay(date, today)) return appIntl().formatMessage(dateWords.today);
  if (isSameDay(date, addDays(today, 1))) return appIntl().formatMessage(dateWords.tomorrow);
  return formatDate(date, profile);
}

/** 'Today, 18:30', 'Tomorrow, 6:30 PM' or the date and time. */
export function formatDayTime(value: DateInput, profile: LocaleProfile = DEFAULT_PROFILE, now: DateInput = new Date()): string {
  const day = formatDay(value, profile, now);
  return day ? appIntl().formatMessage(dateWords.dayAtTime, { day, time: formatTime(value, profile) }) : '';
}

/**
 * How far ahead of the device's clock a time may be and still be read as having just happened: clocks of
 * devices drift from the server's, which stamps what was just written with its own.
 */
export const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * '5 minutes ago', 'in 2 days'; 'unknown time' for an invalid date. A time up to five minutes ahead of
 * `now` reads as now ('less than a minute ago'), never 'in less than a minute': it was written a moment
 * ago by a clock a little ahead of this device's.
 */
export function formatRelativeTime(
  value: DateInput,
  now: DateInput = new Date(),
  profile: LocaleProfile = DEFAULT_PROFILE,
): string {
  const date = toDate(value);
  const base = toDate(now);
  if (!isValid(date) || !isValid(base)) return appIntl().formatMessage(dateWords.unknownTime);
  const ahead = date.getTime() - base.getTime();
  const read = ahead > 0 && ahead <= CLOCK_SKEW_MS ? base : date;
  return formatDistance(read, base, { addSuffix: true, locale: dateFnsLocale(profile.locale) });
}
