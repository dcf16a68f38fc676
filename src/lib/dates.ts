import { addDays, format, isSameDay, isValid, parseISO } from 'date-fns';
import { browserLocaleProfile, dateFnsOptions, type LocaleProfile } from './locale';

const parse = (value: string | undefined) => (value ? parseISO(value) : undefined);

function dayText(date: Date, profile: LocaleProfile, now: Date): string {
  if (isSameDay(date, now)) return 'Today';
  if (isSameDay(date, addDays(now, 1))) return 'Tomorrow';
  return format(date, `EEE ${profile.dateFormat}`, dateFnsOptions(profile));
}

/**
 * When an event happens, in the profile's formats (SPEC 9): 'Today, 9:00 AM – 5:00 PM',
 * 'Sat 11/21/2026, 9:00 AM – Sun 11/22/2026, 5:00 PM'; '' when there is no valid start.
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
  const startText = `${dayText(start, profile, now)}, ${time(start)}`;
  const end = parse(endsAt);
  if (!end || !isValid(end)) return startText;
  return `${startText} – ${isSameDay(start, end) ? time(end) : `${dayText(end, profile, now)}, ${time(end)}`}`;
}
