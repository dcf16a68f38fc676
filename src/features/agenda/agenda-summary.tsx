import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarTime, IconPlus, IconStar } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { mayEditEvent } from '../../../schemas/event-rules';
import type { EventDoc } from '../../../schemas/event.schema';
import { nowAndNext } from '../../../schemas/session-rules';
import type { SessionDoc } from '../../../schemas/session.schema';
import { deviceTimeZone } from '../../../schemas/time-zone';
import { AnchorLink, ButtonLink } from '../../components/links';
import { defineMessages } from '../../i18n/define-messages';
import { formatDayIn, formatTimeIn } from '../../lib/dates';
import { useLocaleProfile } from '../../lib/locale-context';
import { agendaLink, pathKey, sessionLink, sessionNewLink } from '../../lib/paths';
import { useStoredUser } from '../../member/member-store';
import { useAgenda, useAgendaClock } from './use-agenda';

const SHOWN = 3;

const messages = defineMessages({
  heading: { id: 'agenda.summary.heading', defaultMessage: 'Agenda' },
  none: { id: 'agenda.summary.none', defaultMessage: 'No sessions yet.' },
  add: { id: 'agenda.summary.add', defaultMessage: 'Add a session' },
  now: { id: 'agenda.summary.now', defaultMessage: 'Now' },
  next: { id: 'agenda.summary.next', defaultMessage: 'Next' },
  dayAndTime: { id: 'agenda.summary.dayAndTime', defaultMessage: '{day}, {time}' },
  fullAgenda: { id: 'agenda.summary.fullAgenda', defaultMessage: 'See the full agenda' },
  mySchedule: { id: 'agenda.summary.mySchedule', defaultMessage: 'My schedule' },
});

/** What the event page shows of the agenda: the sessions on now and next, or the first ones before it starts; the last ones once it is over. */
export function agendaHighlights(sessions: readonly SessionDoc[], now: number): { session: SessionDoc; status: 'now' | 'next' | null }[] {
  const found = nowAndNext(sessions, now);
  const marked = [
    ...found.now.map((session) => ({ session, status: 'now' as const })),
    ...found.next.map((session) => ({ session, status: 'next' as const })),
  ];
  if (marked.length > 0) return marked.slice(0, SHOWN);
  const live = sessions.filter((session) => !session.cancelled);
  return live.slice(0, SHOWN).map((session) => ({ session, status: null }));
}

/**
 * The 'Agenda' section of an event's page: what is on now and next (or the first sessions), with links to
 * the full agenda and to the member's schedule. It draws nothing until the device has read the
 * sessions, and nothing for an event without any (but the organiser's way to add them).
 */
export function AgendaSummary({ event }: { event: EventDoc }) {
  const intl = useIntl();
  const member = useStoredUser();
  const profile = useLocaleProfile();
  const { sessions } = useAgenda(event.id);
  const now = useAgendaClock(sessions);
  const shown = useMemo(() => agendaHighlights(sessions ?? [], now), [sessions, now]);
  const organiser = member !== null && mayEditEvent(event, member);
  if (!sessions || (sessions.length === 0 && !organiser)) return null;
  const key = pathKey(event);
  const zone = event.time_zone || deviceTimeZone();
  const nowDate = new Date(now);
  return (
    <Stack gap="xs" component="section" aria-labelledby="event-agenda-heading" data-testid="event-agenda">
      <Group gap="xs">
        <IconCalendarTime size={20} stroke={1.6} aria-hidden="true" />
        <Title order={2} size="h4" id="event-agenda-heading">{intl.formatMessage(messages.heading)}</Title>
      </Group>
      {sessions.length === 0 ? (
        <Group gap="sm">
          <Text c="dimmed" size="sm">{intl.formatMessage(messages.none)}</Text>
          <ButtonLink {...sessionNewLink(key)} variant="light" size="compact-sm" leftSection={<IconPlus size={14} aria-hidden="true" />}>
            {intl.formatMessage(messages.add)}
          </ButtonLink>
        </Group>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map(({ session, status }) => (
            <Group key={session.id} gap="xs" wrap="nowrap" component="li" align="baseline">
              {status === 'now' && <Badge color="green" size="sm">{intl.formatMessage(messages.now)}</Badge>}
              {status === 'next' && <Badge color="blue" variant="light" size="sm">{intl.formatMessage(messages.next)}</Badge>}
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {status === null
                  ? intl.formatMessage(messages.dayAndTime, { day: formatDayIn(session.starts_at, zone, profile, nowDate), time: formatTimeIn(session.starts_at, zone, profile) })
                  : formatTimeIn(session.starts_at, zone, profile)}
              </Text>
              <AnchorLink {...sessionLink(key, session.id)} size="sm" lineClamp={1}>
                {session.title}
              </AnchorLink>
            </Group>
          ))}
        </Stack>
      )}
      {sessions.length > 0 && (
        <Group gap="md">
          <AnchorLink {...agendaLink(key)} size="sm" fw={500}>{intl.formatMessage(messages.fullAgenda)}</AnchorLink>
          {member && (
            <AnchorLink {...agendaLink(key, true)} size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <IconStar size={14} aria-hidden="true" />
                {intl.formatMessage(messages.mySchedule)}
              </Group>
            </AnchorLink>
          )}
        </Group>
      )}
    </Stack>
  );
}
