import { addDays, isSameDay } from 'date-fns';
import { defineMessages } from '../../../i18n/define-messages';
import { appIntl } from '../../../i18n/i18n-provider';
import { formatRelativeTime, formatTime, type LocaleProfile } from '../../../lib/locale';

const messages = defineMessages({
  today: { id: 'events.checkIn.opens.today', defaultMessage: 'Check-in opens at {time}' },
  tomorrow: { id: 'events.checkIn.opens.tomorrow', defaultMessage: 'Check-in opens tomorrow at {time}' },
  later: { id: 'events.checkIn.opens.later', defaultMessage: 'Check-in opens {distance}' },
});

/**
 * When check-in opens, as the check-in button says it: 'Check-in opens at 5:00 PM' the same day,
 * 'Check-in opens tomorrow at 5:00 PM' the next, 'Check-in opens in 14 days' further off.
 */
export function checkInOpensLabel(opensAt: number, now: number, profile: LocaleProfile): string {
  const intl = appIntl();
  if (isSameDay(opensAt, now)) return intl.formatMessage(messages.today, { time: formatTime(opensAt, profile) });
  if (isSameDay(opensAt, addDays(now, 1))) return intl.formatMessage(messages.tomorrow, { time: formatTime(opensAt, profile) });
  return intl.formatMessage(messages.later, { distance: formatRelativeTime(opensAt, now) });
}
