import { addDays, format, isSameDay, isValid, parseISO } from 'date-fns';
import { browserLocaleProfile, dateFnsOptions, type LocaleProfile } from './locale';

const parse = (value: string | undefined) => (value ? parseISO(value) : undefined);

function relativeDay(date: Date, now: Date): string | null {
  if (isSameDay(date, now)) return 'Today';
  if (isSameDay(date, addDays(now, 1))) return 'Tomorrow';
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
): string {
  const start = parse(startsAt);
  if (!start || !isValid(start)) return '';
  const time = (date: Date) => format(date, profile.timeFormat, dateFnsOptions(profile));
  const parsedEnd = parse(endsAt);
  const end = parsedEnd && isValid(parsedEnd) ? parsedEnd : undefined;
  const relative = [start, end].every((date) => !date || relativeDay(date, now) !== null);
  const day = (date: Date) => (relative && relativeDay(date, now)) || format(date, `EEE ${profile.dateFormat}`, dateFnsOptions(profile));
  const startText = `${day(start)}, ${time(start)}`;
  if (!end) return startText;
  return `${startText} – ${isSameDay(start, end) ? time(end) : `${day(end)}, ${time(end)}`}`;
}
