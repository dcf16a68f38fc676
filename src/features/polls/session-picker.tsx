import { Select } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { SessionDoc } from '../../../schemas/session.schema';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';
import { formatTimeIn } from '../../lib/dates';

const messages = defineMessages({
  session: { id: 'polls.sessionPicker.label', defaultMessage: 'Session' },
  wholeEvent: { id: 'polls.sessionPicker.wholeEvent', defaultMessage: 'Whole event' },
  cancelled: { id: 'polls.sessionPicker.cancelled', defaultMessage: '{session} · cancelled' },
  sessionAt: { id: 'polls.sessionPicker.sessionAt', defaultMessage: '{title} ({time})' },
});

/** The picker's value for a poll asked to the whole event rather than one session. */
const WHOLE_EVENT = 'whole-event';

/** A session as the picker and a poll's label name it: its title, and its start in the venue's time. */
export const sessionLabel = (session: SessionDoc, timeZone: string | undefined): string =>
  timeZone ? appIntl().formatMessage(messages.sessionAt, { title: session.title, time: formatTimeIn(session.starts_at, timeZone) }) : session.title;

type SessionPickerProps = {
  sessions: readonly SessionDoc[];
  /** The session picked; undefined for the whole event. */
  value: string | undefined;
  onChange: (sessionId: string | undefined) => void;
  timeZone: string | undefined;
  size?: 'xs' | 'sm';
  /** The picker's label; 'Session' when left out. */
  label?: string;
};

/**
 * Where a poll is asked: the whole event, or one of its sessions (the poll then shows on that session's
 * page too). Only the event's own sessions are offered, as the rule beside the poll schema asks; a
 * cancelled one only when the poll is already there.
 */
export function SessionPicker({ sessions, value, onChange, timeZone, size = 'sm', label }: SessionPickerProps) {
  const intl = useIntl();
  const offered = sessions.filter((session) => !session.cancelled || session.id === value);
  const data = [
    { value: WHOLE_EVENT, label: intl.formatMessage(messages.wholeEvent) },
    ...offered.map((session) => ({ value: session.id, label: session.cancelled ? intl.formatMessage(messages.cancelled, { session: sessionLabel(session, timeZone) }) : sessionLabel(session, timeZone) })),
  ];
  return (
    <Select
      label={label ?? intl.formatMessage(messages.session)}
      size={size}
      data={data}
      value={value ?? WHOLE_EVENT}
      onChange={(picked) => onChange(!picked || picked === WHOLE_EVENT ? undefined : picked)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
