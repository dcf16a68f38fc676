import { Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDoor, IconTag, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { mayEditEvent } from '../../../schemas/event-rules';
import type { EventDoc } from '../../../schemas/event.schema';
import type { SessionDoc } from '../../../schemas/session.schema';
import type { UserDoc } from '../../../schemas/user.schema';
import { Avatar } from '../../components/avatar/avatar';
import { AnchorLink } from '../../components/links';
import { SyncBadge } from '../../components/sync-badge';
import { useUsersByIds } from '../../db/use-members';
import { defineMessages } from '../../i18n/define-messages';
import { ZonedWhen } from '../../components/zoned-when';
import { agendaLink, profileLink } from '../../lib/paths';
import { useSyncValue } from '../../lib/sync-client';
import type { CurrentUser } from '../../member/member-store';
import { SessionTools } from './session-tools';
import { ScheduleButton } from './star-button';
import { useSchedule } from './use-stars';
import { useAgendaEvent, useNeverSynced, useSession } from './use-sessions';
import { ownDirection } from '../../i18n/own-direction';

export type SessionDetailsProps = {
  slugOrId: string;
  sessionId: string;
  /** The signed-in member, or null for a guest. */
  member: CurrentUser | null;
  /** The session's questions, composed by the screen, given the event and the session. */
  questions: (event: EventDoc, session: SessionDoc) => ReactNode;
  /** After a delete: away from the session, which is gone. */
  onDeleted: (event: EventDoc) => Promise<void> | void;
  /** What the screen offers to add the session to a calendar. */
  calendar?: (session: SessionDoc) => ReactNode;
};

const messages = defineMessages({
  notOnDevice: { id: 'agenda.session.notOnDevice', defaultMessage: 'This session is not on this device yet' },
  notOnAgenda: { id: 'agenda.session.notOnAgenda', defaultMessage: 'This session is not on the agenda' },
  offlineHint: { id: 'agenda.session.offlineHint', defaultMessage: 'You are offline: it shows here once this device syncs again.' },
  goneHint: { id: 'agenda.session.goneHint', defaultMessage: 'It may have been removed, or the link is wrong.' },
  backToAgenda: { id: 'agenda.session.backToAgenda', defaultMessage: 'Back to the agenda of {event}' },
  speakersSection: { id: 'agenda.session.speakersSection', defaultMessage: 'Speakers' },
  speakersHeading: { id: 'agenda.session.speakersHeading', defaultMessage: '{count, plural, one {Speaker} other {Speakers}}' },
  loading: { id: 'agenda.session.loading', defaultMessage: 'Loading the session' },
  cancelled: { id: 'agenda.session.cancelled', defaultMessage: 'Cancelled' },
  seats: { id: 'agenda.session.seats', defaultMessage: '{count, plural, one {# seat} other {# seats}}' },
});

const ICON = { size: 18, stroke: 1.75, 'aria-hidden': true } as const;

function Fact({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid={testId}>
      <Text c="dimmed" component="span" lh={0} mt={2}>
        {icon}
      </Text>
      <Text size="sm" component="div" miw={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** The session is not here: never was, was deleted, or this device has not synced it yet. */
export function SessionMissing({ event, offline }: { event: EventDoc | undefined; offline: boolean }) {
  const intl = useIntl();
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1} size="h3">
        {intl.formatMessage(offline ? messages.notOnDevice : messages.notOnAgenda)}
      </Title>
      <Text c="dimmed">
        {intl.formatMessage(offline ? messages.offlineHint : messages.goneHint)}
      </Text>
      {event && <AnchorLink {...agendaLink(event.slug || event.id)}>{intl.formatMessage(messages.backToAgenda, { event: ownDirection(event.name) })}</AnchorLink>}
    </Stack>
  );
}

function Speakers({ session }: { session: SessionDoc }) {
  const intl = useIntl();
  const speakers = session.speakers ?? [];
  const { data: members } = useUsersByIds(speakers.flatMap((speaker) => (speaker.user_id ? [speaker.user_id] : [])));
  if (speakers.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.speakersSection)}>
      <Title order={2} size="h5">
        {intl.formatMessage(messages.speakersHeading, { count: speakers.length })}
      </Title>
      {speakers.map((speaker, index) => {
        const user: UserDoc | undefined = speaker.user_id ? members?.get(speaker.user_id) : undefined;
        const name = user?.full_name?.trim() || speaker.name;
        return (
          <Group key={`${speaker.user_id ?? speaker.name}-${index}`} gap="sm" wrap="nowrap" align="flex-start" data-testid="speaker">
            <Avatar src={user?.profile_picture} name={name} size="md" />
            <Stack gap={0} miw={0}>
              {speaker.user_id ? (
                <AnchorLink {...profileLink(user ?? { id: speaker.user_id })} fw={600} dir="auto">
                  {name}
                </AnchorLink>
              ) : (
                <Text fw={600} dir="auto">{name}</Text>
              )}
              {speaker.bio && (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {speaker.bio}
                </Text>
              )}
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}

/** A member's star for this session, kept with the agenda's stars (and synced like them). */
function SessionStar({ memberId, session }: { memberId: string; session: SessionDoc }) {
  const { starred, toggle } = useSchedule(memberId);
  return <ScheduleButton starred={starred.has(session.id)} onToggle={() => void toggle(session.id, session.event_id)} />;
}

/**
 * One session of an agenda: its time in the venue's zone (and the member's own), room, track,
 * capacity, speakers and description, its questions, and the organiser's tools.
 */
export function SessionDetails({ slugOrId, sessionId, member, questions, onDeleted, calendar }: SessionDetailsProps) {
  const intl = useIntl();
  const { data: event, loading: eventLoading } = useAgendaEvent(slugOrId);
  const { data: found, loading: sessionLoading } = useSession(sessionId);
  const neverSynced = useNeverSynced();
  const online = useSyncValue((sync) => sync.online);
  // A session of another event is not on this event's agenda.
  const session = found && event && found.event_id === event.id ? found : undefined;
  if (eventLoading || sessionLoading || (!session && neverSynced)) return <Loader aria-label={intl.formatMessage(messages.loading)} />;
  if (!event || !session) return <SessionMissing event={event} offline={!online} />;
  const runsIt = member !== null && mayEditEvent(event, member);
  return (
    <Stack gap="lg">
      <Stack gap="lg" component="article" aria-labelledby="session-title">
        <Stack gap="xs">
          {(session.cancelled || session.sync_state !== 'sent') && (
            <Group gap="sm">
              {session.cancelled && (
                <Badge color="red" variant="light" data-testid="session-cancelled">
                  {intl.formatMessage(messages.cancelled)}
                </Badge>
              )}
              <SyncBadge state={session.sync_state} error={session.sync_error} />
            </Group>
          )}
          <Title id="session-title" order={1} size="h2" td={session.cancelled ? 'line-through' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {session.title}
          </Title>
        </Stack>
        <Stack gap={8}>
          <ZonedWhen startsAt={session.starts_at} endsAt={session.ends_at} timeZone={event.time_zone} />
          {session.room && <Fact icon={<IconDoor {...ICON} />} testId="session-room">{session.room}</Fact>}
          {session.track && <Fact icon={<IconTag {...ICON} />} testId="session-track">{session.track}</Fact>}
          {session.capacity !== undefined && (
            <Fact icon={<IconUsers {...ICON} />} testId="session-capacity">
              {intl.formatMessage(messages.seats, { count: session.capacity })}
            </Fact>
          )}
        </Stack>
        {!session.cancelled && (member || calendar) && (
          <Group gap="sm">
            {member && <SessionStar memberId={member.id} session={session} />}
            {calendar?.(session)}
          </Group>
        )}
        {runsIt && <SessionTools slugOrId={slugOrId} session={session} onDeleted={() => onDeleted(event)} />}
        {session.description && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{session.description}</Text>}
        <Speakers session={session} />
      </Stack>
      {questions(event, session)}
    </Stack>
  );
}
