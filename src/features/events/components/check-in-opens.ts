import { addDays, isSameDay } from 'date-fns';
import { formatRelativeTime, formatTime, type LocaleProfile } from '../../../lib/locale';

/**
 * When check-in opens, as the check-in button says it: 'Check-in opens at 5:00 PM' the same day,
 * 'Check-in opens tomorrow at 5:00 PM' the next, 'Check-in opens in 14 days' further off.
 */
export function checkInOpensLabel(opensAt: number, now: number, profile: LocaleProfile): string {
  if (isSameDay(opensAt, now)) return `Check-in opens at ${formatTime(opensAt, profile)}`;
  if (isSameDay(opensAt, addDays(now, 1))) return `Check-in opens tomorrow at ${formatTime(opensAt, profile)}`;
  // The app speaks English: the words of the distance are too, whatever the member's formats.
  return `Check-in opens ${formatRelativeTime(opensAt, now)}`;
}
