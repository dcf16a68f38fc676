import { Select } from '@mantine/core';
import type { SessionDoc } from '../../../schemas/session.schema';
import { formatTimeIn } from '../../lib/dates';

/** The picker's value for a poll asked to the whole event rather than one session. */
const WHOLE_EVENT = 'whole-event';

/** A session as the picker and a poll's label name it: its title, and its start in the venue's time. */
export const sessionLabel = (session: SessionDoc, timeZone: string | undefined): string => (timeZone ? `${session.title} (${formatTimeIn(session.starts_at, timeZone)})` : session.title);

type SessionPickerProps = {
  sessions: readonly SessionDoc[];
  /** The session picked; undefined for the whole event. */
  value: string | undefined;
  onChange: (sessionId: string | undefined) => void;
  timeZone: string | undefined;
  size?: 'xs' | 'sm';
  label?: string;
};

/**
 * Where a poll is asked: the whole event, or one of its sessions (the poll then shows on that session's
 * page too). Only the event's own sessions are offered, as the rule beside the poll schema asks; a
 * cancelled one only when the poll is already there.
 */
export function SessionPicker({ sessions, value, onChange, timeZone, size = 'sm', label = 'Session' }: SessionPickerProps) {
  const offered = sessions.filter((session) => !session.cancelled || session.id === value);
  const data = [{ value: WHOLE_EVENT, label: 'Whole event' }, ...offered.map((session) => ({ value: session.id, label: `${sessionLabel(session, timeZone)}${session.cancelled ? ' · cancelled' : ''}` }))];
  return (
    <Select
      label={label}
      size={size}
      data={data}
      value={value ?? WHOLE_EVENT}
      onChange={(picked) => onChange(!picked || picked === WHOLE_EVENT ? undefined : picked)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
