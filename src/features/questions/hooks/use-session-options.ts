import { useIntl, type IntlShape } from 'react-intl';
import { map } from 'rxjs';
import type { EventDoc } from '../../../../schemas/event.schema';
import type { SessionDoc } from '../../../../schemas/session.schema';
import { useLiveQuery } from '../../../db/use-live-query';
import { defineMessages } from '../../../i18n/define-messages';
import { formatDayIn, formatTimeIn } from '../../../lib/dates';
import type { SessionOption } from '../components/question-form';

const messages = defineMessages({
  atTime: { id: 'questions.sessionOption.atTime', defaultMessage: '{title} ({time})' },
  onDayAtTime: { id: 'questions.sessionOption.onDayAtTime', defaultMessage: '{title} ({day} {time})' },
});

/** A session as a choice: its title, its day and its start in the venue's time. */
function optionOf(intl: IntlShape, session: SessionDoc, zone: string | undefined, multiDay: boolean): SessionOption {
  const time = zone ? formatTimeIn(session.starts_at, zone) : '';
  if (!zone || !time) return { value: session.id, label: session.title };
  const label = multiDay
    ? intl.formatMessage(messages.onDayAtTime, { title: session.title, day: formatDayIn(session.starts_at, zone), time })
    : intl.formatMessage(messages.atTime, { title: session.title, time });
  return { value: session.id, label };
}

/**
 * The sessions of these events' agendas a question may be asked to (not cancelled), in time order, by
 * the id of their event.
 */
export function useSessionOptions(eventIds: readonly string[]): Record<string, SessionOption[]> | undefined {
  const intl = useIntl();
  const key = [...new Set(eventIds)].sort().join(',');
  const { data } = useLiveQuery(
    (db) =>
      db.sessions.find({ selector: { event_id: { $in: key ? key.split(',') : [] } }, sort: [{ event_id: 'asc' }, { starts_at: 'asc' }] }).$.pipe(
        map((docs) => docs.map((doc) => doc.toJSON() as SessionDoc).filter((session) => !session.cancelled)),
      ),
    [key],
  );
  const { data: events } = useLiveQuery((db) => db.events.findByIds(key ? key.split(',') : []).$.pipe(map((found) => new Map([...found.entries()].map(([id, doc]) => [id, doc.toJSON() as EventDoc])))), [key]);
  if (!data) return undefined;
  const byEvent: Record<string, SessionOption[]> = {};
  for (const session of data) {
    const event = events?.get(session.event_id);
    const multiDay = Boolean(event?.time_zone && event.starts_at && event.ends_at && formatDayIn(event.starts_at, event.time_zone) !== formatDayIn(event.ends_at, event.time_zone));
    (byEvent[session.event_id] ??= []).push(optionOf(intl, session, event?.time_zone, multiDay));
  }
  return byEvent;
}
