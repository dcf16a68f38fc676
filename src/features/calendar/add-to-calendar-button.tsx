import { Button, type ButtonProps } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../../components/toasts/toast';
import { defineMessages } from '../../i18n/define-messages';
import { trackCalendarExported, type CalendarScope } from '../../lib/analytics';
import { saveFile } from '../../lib/save-file';
import { calendarError, calendarFile, offlineMessage } from './calendar-api';

const messages = defineMessages({
  add: { id: 'calendar.button.add', defaultMessage: 'Add to calendar' },
  saved: { id: 'calendar.button.saved', defaultMessage: 'Calendar file saved' },
  savedHint: { id: 'calendar.button.savedHint', defaultMessage: 'Open it to add your starred sessions to your calendar.' },
});

export type AddToCalendarButtonProps = {
  /** The calendar file: `eventCalendarHref(slugOrId)`, `sessionCalendarHref(id)` or `SCHEDULE_CALENDAR_HREF`. */
  href: string;
  /** What the button says; 'Add to calendar' by default. */
  label?: string;
  /**
   * What the file holds, for analytics. 'schedule' is the member's own: fetched with their sign-in and
   * saved from the page, as a plain link cannot carry it.
   */
  scope: CalendarScope;
  /** The file's name when saved ('my-schedule.ics'); the server names public files itself. */
  fileName?: string;
} & Pick<ButtonProps, 'variant' | 'size' | 'fullWidth' | 'color'>;

/**
 * 'Add to calendar': downloads an iCalendar file that the device's calendar app opens. Offline it says
 * so instead of starting a download that cannot arrive.
 */
export function AddToCalendarButton({ href, label, scope, fileName = 'my-schedule.ics', variant = 'default', ...buttonProps }: AddToCalendarButtonProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const icon = <IconCalendarPlus size={16} aria-hidden="true" />;

  const onClick = (event: MouseEvent<HTMLAnchorElement | HTMLButtonElement>) => {
    if (!navigator.onLine) {
      event.preventDefault();
      toast.warning(offlineMessage());
      return;
    }
    if (scope !== 'schedule') {
      // The link itself downloads the file.
      trackCalendarExported(scope);
      return;
    }
    event.preventDefault();
    setBusy(true);
    calendarFile(href)
      .then((blob) => {
        saveFile(blob, fileName);
        trackCalendarExported(scope);
        toast.success(intl.formatMessage(messages.saved), { description: intl.formatMessage(messages.savedHint) });
      })
      .catch((error: unknown) => toast.error(calendarError(error, 'add')))
      .finally(() => setBusy(false));
  };

  if (scope === 'schedule') {
    return (
      <Button variant={variant} leftSection={icon} loading={busy} onClick={onClick} {...buttonProps}>
        {label ?? intl.formatMessage(messages.add)}
      </Button>
    );
  }
  return (
    <Button component="a" href={href} download variant={variant} leftSection={icon} onClick={onClick} {...buttonProps}>
      {label ?? intl.formatMessage(messages.add)}
    </Button>
  );
}
