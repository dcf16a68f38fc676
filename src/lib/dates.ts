import { format, isSameDay, isValid, parseISO } from 'date-fns';

const parse = (value: string | undefined) => (value ? parseISO(value) : undefined);

/** 'Sat 21 Nov 2026, 09:00 – 17:00', or across days both dates; '' when there is no valid start. */
export function formatEventWhen(startsAt: string | undefined, endsAt: string | undefined): string {
  const start = parse(startsAt);
  if (!start || !isValid(start)) return '';
  const startText = format(start, 'EEE d MMM yyyy, HH:mm');
  const end = parse(endsAt);
  if (!end || !isValid(end)) return startText;
  return `${startText} – ${format(end, isSameDay(start, end) ? 'HH:mm' : 'EEE d MMM yyyy, HH:mm')}`;
}
