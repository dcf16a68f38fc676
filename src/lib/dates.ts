import { TZDate } from '@date-fns/tz';
import { addDays, format, isSameDay, isValid } from 'date-fns';
import { deviceTimeZone, sameWallTime, zoneAbbreviation, zoneOffsetMinutes } from '../../schemas/time-zone';
import { defineMessages } from '../i18n/define-messages';
import { appIntl } from '../i18n/i18n-provider';
import { browserLocaleProfile, dateFnsOptions, dateWords, readIso, type LocaleProfile } from './locale';

const messages = defineMessages({
  range: { id: 'lib.dates.range', defaultMessage: '{start} – {end}' },
  inZone: { id: 'lib.dates.inZone', defaultMessage: '{when} {zone}' },
});

/**
 * A date whose own clock reads what `timeZone`'s clock reads at that instant, for date-fns to format
 * and compare days with. A plain date built from the zone's wall time (one cached Intl formatter) costs
 * a fraction of a TZDate, whose every use by date-fns asks Intl again: an agenda formats hundreds. Where
 * the device's own clock skips that wall time (its spring-forward hour), a TZDate stands in. Only for
 * formats without a zone in them (the zone's name is written by zoneAbbreviation).
 */
function inZone(instant: number, timeZone: string): Date {
  const wall = new Date(instant + zoneOffsetMinutes(instant, timeZone) * 60_000);
  const local = new Date(
    wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds(), wall.getUTCMilliseconds(),
  );
  const same = local.getDate() === wall.getUTCDate() && local.getHours() === wall.getUTCHours() && local.getMinutes() === wall.getUTCMinutes();
  return same ? local : new TZDate(instant, timeZone);
}

/** An ISO time read as a date that date-fns formats in `timeZone` (the device's when absent). */
const parse = (value: string | undefined, timeZone?: string) => {
  if (!value) return undefined;
  const date = readIso(value);
  return timeZone && isValid(date) ? inZone(date.getTime(), timeZone) : date;
};

function relativeDay(date: Date, now: Date): string | null {
  if (isSameDay(date, now)) return appIntl().formatMessage(dateWords.today);
  if (isSameDay(date, addDays(now, 1))) return appIntl().formatMessage(dateWords.tomorrow);
  return null;
}

/**
 * When an event happens, in the locale profile's formats: 'Today, 9:00 AM – 5:00 PM',
 * 'Sat 11/21/2026, 9:00 AM – Sun 11/22/2026, 5:00 PM'; '' when there is no valid start. Both ends
 * take one form: 'Today' and 'Tomorrow' only when every day shown is one of them, dates otherwise.
 */
export function formatEventWhen(
  startsAt: string | undefined,
  endsAt: string | undefined,
  profile: LocaleProfile = browserLocaleProfile(),
  now: Date = new Date(),
  timeZone?: string,
): string {
  const start = parse(startsAt, timeZone);
  if (!start || !isValid(start)) return '';
  const time = (date: Date) => format(date, profile.timeFormat, dateFnsOptions(profile));
  const parsedEnd = parse(endsAt, timeZone);
  const end = parsedEnd && isValid(parsedEnd) ? parsedEnd : undefined;
  const today = timeZone ? inZone(now.getTime(), timeZone) : now;
  const relative = [start, end].every((date) => !date || relativeDay(date, today) !== null);
  const day = (date: Date) => (relative && relativeDay(date, today)) || format(date, `EEE ${profile.dateFormat}`, dateFnsOptions(profile));
  const intl = appIntl();
  const dayAtTime = (date: Date) => intl.formatMessage(dateWords.dayAtTime, { day: day(date), time: time(date) });
  const startText = dayAtTime(start);
  if (!end) return startText;
  return intl.formatMessage(messages.range, { start: startText, end: isSameDay(start, end) ? time(end) : dayAtTime(end) });
}

/** Times of an event or session as its venue shows them, and as the member's device does when that differs. */
export type ZonedWhen = {
  /** In the venue's zone, with its abbreviation: 'Today, 9:00 AM – 10:00 AM CEST'. */
  venue: string;
  /** In the device's zone when its clock reads otherwise ('Today, 12:00 AM – 1:00 AM PDT'), else null. */
  own: string | null;
};

/**
 * When something happens in the venue's time zone, and in the member's own when the two differ: an
 * attendee whose phone is still on home time, or a remote one, sees both.
 */
export function formatZonedWhen(
  startsAt: string | undefined,
  endsAt: string | undefined,
  venueZone: string | undefined,
  profile: LocaleProfile = browserLocaleProfile(),
  now: Date = new Date(),
  ownZone: string = deviceTimeZone(),
): ZonedWhen {
  const zone = venueZone || ownZone;
  const venue = formatEventWhen(startsAt, endsAt, profile, now, zone);
  if (!venue || !startsAt) return { venue, own: null };
  const label = (tz: string, when: string) => appIntl().formatMessage(messages.inZone, { when, zone: zoneAbbreviation(startsAt, tz, profile.locale) });
  const atVenue = label(zone, venue);
  if (sameWallTime(startsAt, zone, ownZone) && (!endsAt || sameWallTime(endsAt, zone, ownZone))) return { venue: atVenue, own: null };
  return { venue: atVenue, own: label(ownZone, formatEventWhen(startsAt, endsAt, profile, now, ownZone)) };
}

/** A time of day in a zone, in the profile's format: '9:00 AM', '09:00'. */
export function formatTimeIn(value: string, timeZone: string, profile: LocaleProfile = browserLocaleProfile()): string {
  const date = parse(value, timeZone);
  return date && isValid(date) ? format(date, profile.timeFormat, dateFnsOptions(profile)) : '';
}

/** A day in a zone, as an agenda's heading: 'Mon 06/01/2026', or 'Today' and 'Tomorrow'. */
export function formatDayIn(value: string, timeZone: string, profile: LocaleProfile = browserLocaleProfile(), now: Date = new Date()): string {
  const date = parse(value, timeZone);
  if (!date || !isValid(date)) return '';
  return relativeDay(date, inZone(now.getTime(), timeZone)) ?? format(date, `EEEE ${profile.dateFormat}`, dateFnsOptions(profile));
}

/** An instant as a spreadsheet reads it, on the wall clock of a zone: '2026-06-01 09:05'; '' when it is not a time. */
export function formatSortableIn(value: string | undefined, timeZone: string): string {
  const date = parse(value, timeZone);
  return date && isValid(date) ? format(date, 'yyyy-MM-dd HH:mm') : '';
}
