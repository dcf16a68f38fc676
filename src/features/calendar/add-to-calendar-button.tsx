import { Button, type ButtonProps } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState, type MouseEvent } from 'react';
import { toast } from '../../components/toasts/toast';
import { trackCalendarExported, type CalendarScope } from '../../lib/analytics';
import { saveFile } from '../../lib/save-file';
import { calendarError, calendarFile, OFFLINE_MESSAGE } from './calendar-api';

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
export function AddToCalendarButton({ href, label = 'Add to calendar', scope, fileName = 'my-schedule.ics', variant = 'default', ...buttonProps }: AddToCalendarButtonProps) {
  const [busy, setBusy] = useState(false);
  const icon = <IconCalendarPlus size={16} aria-hidden="true" />;

  const onClick = (event: MouseEvent<HTMLAnchorElement | HTMLButtonElement>) => {
    if (!navigator.onLine) {
      event.preventDefault();
      toast.warning(OFFLINE_MESSAGE);
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
        toast.success('Calendar file saved', { description: 'Open it to add your starred sessions to your calendar.' });
      })
      .catch((error: unknown) => toast.error(calendarError(error, 'add this to your calendar')))
      .finally(() => setBusy(false));
  };

  if (scope === 'schedule') {
    return (
      <Button variant={variant} leftSection={icon} loading={busy} onClick={onClick} {...buttonProps}>
        {label}
      </Button>
    );
  }
  return (
    <Button component="a" href={href} download variant={variant} leftSection={icon} onClick={onClick} {...buttonProps}>
      {label}
    </Button>
  );
}
