import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconChartBar, IconDoorEnter, IconMapPin, IconPencil, IconPresentation, IconUser, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { EventDoc } from '../../../../schemas/event.schema';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { SyncBadge } from '../../../components/sync-badge';
import { ZonedWhen } from '../../../components/zoned-when';
import { bigScreenLink, doorLink, eventEditLink, overviewLink } from '../../../lib/paths';
import { useSyncValue } from '../../../lib/sync-client';
import { useStoredUser, type CurrentUser } from '../../../member/member-store';
import { mayEditEvent, mayModerate, mayRunDoor } from '../../../../schemas/event-rules';
import { useEventAttendance, type Attendance } from '../hooks/use-attendance';
import { useEventStats } from '../hooks/use-event-stats';
import { useEventNow } from '../hooks/use-events';
import { useOrganiserName } from '../hooks/use-organiser';
import { usePublicLive } from '../hooks/use-public-live';
import { CheckInButton } from './check-in-button';
import { countLabel } from './event-card';
import { EventDescription } from './event-description';
import { EventReportsLink, seesReports } from './event-reports-link';
import { EventTeam } from './event-team';
import { EventTopQuestions, PublicTopQuestions } from './event-top-questions';
import { JoinEventButton } from './join-event-button';
import { LiveStatusBadge } from './live-status-badge';
import { SaveForOffline } from '../pack/save-for-offline';
import { SignInButton } from './sign-in-button';
import { defineMessages } from '../../../i18n/define-messages';
import { ownDirection } from '../../../i18n/own-direction';

const messages = defineMessages({
  notFoundTitle: { id: 'events.details.notFound.title', defaultMessage: 'Event not found' },
  notFoundText: { id: 'events.details.notFound.text', defaultMessage: 'It may have been removed, or it has not reached this device yet.' },
  seeAll: { id: 'events.details.notFound.seeAll', defaultMessage: 'See all events' },
  loading: { id: 'events.details.loading', defaultMessage: 'Loading event' },
  organisedBy: { id: 'events.details.organisedBy', defaultMessage: 'Organised by {name}' },
  attendingCheckedIn: {
    id: 'events.details.attendingCheckedIn',
    defaultMessage: '{attendees, plural, one {# attending} other {# attending}} · {checkedIn, plural, one {# checked in} other {# checked in}}',
  },
  signInToJoin: { id: 'events.details.signInToJoin', defaultMessage: 'Sign in to join' },
  door: { id: 'events.details.door', defaultMessage: 'Door check-in' },
  edit: { id: 'events.details.edit', defaultMessage: 'Edit' },
  openBigScreen: { id: 'events.details.openBigScreen', defaultMessage: 'Open big screen' },
  overview: { id: 'events.details.overview', defaultMessage: 'Overview' },
  signInToAsk: { id: 'events.details.signInToAsk', defaultMessage: 'Sign in to ask or react' },
  bigScreen: { id: 'events.details.bigScreen', defaultMessage: 'Big screen' },
});

export function EventNotFound() {
  const intl = useIntl();
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1} size="h3">{intl.formatMessage(messages.notFoundTitle)}</Title>
      <Text c="dimmed">{intl.formatMessage(messages.notFoundText)}</Text>
      <Anchor component={Link} to="/events">{intl.formatMessage(messages.seeAll)}</Anchor>
    </Stack>
  );
}

/** Waits for the first sync before saying an event does not exist; the event's status follows the clock. */
export function useEventOrPending(slugOrId: string) {
  const { data: event, loading } = useEventNow(slugOrId);
  const neverSynced = useSyncValue((sync) => sync.online && sync.lastSyncedAt === null);
  const waiting = loading || (!event && neverSynced);
  return { event, waiting };
}

export type EventDetailsProps = {
  slugOrId: string;
  onMembershipChange?: (eventId: string, joined: boolean) => void;
  /** Starts sign-in for a guest and brings them back to this event. */
  signIn?: () => Promise<void>;
  /** Leaves out a member's top questions, when the page shows all of the event's questions beside it. */
  questionsBeside?: boolean;
  /** What the screen offers to add the event to a calendar, shown with the event's facts. */
  calendar?: ReactNode;
  /** The event's agenda section, drawn below its description. */
  agenda?: (event: EventDoc) => ReactNode;
  /** What the event's room is answering now, drawn above its details for a member. */
  answering?: (event: EventDoc) => ReactNode;
  /** The way to moderate the event's questions, among the tools of those who run it. */
  moderation?: (event: EventDoc, member: CurrentUser | null) => ReactNode;
  /** The event's polls, open ones to vote in, drawn under the room's question for a member. */
  polls?: (event: EventDoc, member: CurrentUser) => ReactNode;
  /** Who is here and, while the event is live, people to meet: drawn for a member below their pass. */
  people?: (event: EventDoc, member: CurrentUser) => ReactNode;
  /** The member's pass to the event, drawn below their actions once they joined (whether they joined is given). */
  pass?: (event: EventDoc, member: CurrentUser, joined: boolean) => ReactNode;
};

const ICON = { size: 18, stroke: 1.6, 'aria-hidden': true, style: { flexShrink: 0 } } as const;

function Fact({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid={testId}>
      <Text c="dimmed" lh={0} pt={2} component="span">{icon}</Text>
      <Text miw={0} component="div">{children}</Text>
    </Group>
  );
}

/** The member's part in the event: joining or leaving, and checking in while it is planned or live. */
function MemberActions({ event, attendance, onMembershipChange }: { event: EventDoc; attendance: Attendance | undefined; onMembershipChange: EventDetailsProps['onMembershipChange'] }) {
  const checkInOpen = !event.is_community && event.live_status !== 'ended';
  return (
    <Group gap="sm" data-testid="member-actions">
      <JoinEventButton
        eventId={event.id}
        eventName={event.name}
        liveStatus={event.live_status}
        joined={attendance?.joined}
        checkedIn={Boolean(attendance?.checkInState)}
        community={event.is_community}
        onMembershipChange={onMembershipChange}
      />
      {attendance && (checkInOpen || attendance.checkInState) && (
        <CheckInButton eventId={event.id} eventName={event.name} event={event} state={attendance.checkInState} error={attendance.checkInError} />
      )}
    </Group>
  );
}

/**
 * Who takes part: on a member's device counted from the joins and check-ins it holds (live, with the
 * member's own standing), for a guest the server's counts.
 */
function useParticipation(event: EventDoc | undefined, member: CurrentUser | null) {
  const { data: attendance } = useEventAttendance(member ? event?.id : undefined, member?.id);
  const stats = useEventStats(!member);
  if (!event || event.is_meetverse) return { attendance, counts: undefined };
  if (member) return { attendance, counts: attendance && { attendees: attendance.attendees, checkedIn: attendance.checkedIn } };
  const server = stats?.[event.id];
  return { attendance, counts: server && { attendees: server.attendee_count, checkedIn: server.checked_in_count } };
}

/** An event's page: what, when, where, who organises it and who takes part, its top questions, and what the visitor may do. */
export function EventDetails({ slugOrId, onMembershipChange, signIn, questionsBeside = false, calendar, agenda, answering, moderation, pass, polls, people }: EventDetailsProps) {
  const intl = useIntl();
  // A public page: a guest sees the event without joining it.
  const member = useStoredUser();
  const { event, waiting } = useEventOrPending(slugOrId);
  const organiser = useOrganiserName(event, Boolean(member));
  const { attendance, counts } = useParticipation(event, member);
  // A guest sees the questions the public big screen shows (one rule for both public pages).
  const live = usePublicLive(event ? event.slug || event.id : undefined, !member);
  if (waiting) return <Loader aria-label={intl.formatMessage(messages.loading)} />;
  if (!event) return <EventNotFound />;
  // The organiser, a co-host or an admin: they get the tools, the others a small link to the big screen.
  const runsIt = member !== null && mayEditEvent(event, member);
  // The organiser, co-hosts, door staff and admins check attendees in at the door of an event.
  const runsDoor = member !== null && !event.is_community && mayRunDoor(event, member);
  const moderates = member !== null && mayModerate(event, member);
  return (
    <Stack gap="lg" component="article">
      <Stack gap="xs">
        <Group gap="sm">
          <LiveStatusBadge status={event.live_status} community={event.is_community} />
          <SyncBadge state={event.sync_state} error={event.sync_error} />
        </Group>
        <Title order={1} size="h2" dir="auto">{event.name}</Title>
      </Stack>
      <Stack gap={8}>
        {event.starts_at && (
          <Fact icon={<IconCalendarEvent {...ICON} />} testId="event-when">
            <ZonedWhen startsAt={event.starts_at} endsAt={event.ends_at} timeZone={event.time_zone} size="md" />
          </Fact>
        )}
        {event.location && <Fact icon={<IconMapPin {...ICON} />}>{event.location}</Fact>}
        {organiser && <Fact icon={<IconUser {...ICON} />}>{intl.formatMessage(messages.organisedBy, { name: ownDirection(organiser) })}</Fact>}
        {counts && (
          <Fact icon={<IconUsers {...ICON} />} testId="event-counts">
            {event.is_community
              ? countLabel(intl, counts.attendees, true)
              : intl.formatMessage(messages.attendingCheckedIn, { attendees: counts.attendees, checkedIn: counts.checkedIn })}
          </Fact>
        )}
      </Stack>
      {member && answering?.(event)}
      {member && !event.is_meetverse && polls?.(event, member)}
      {member && !event.is_meetverse && <MemberActions event={event} attendance={attendance} onMembershipChange={onMembershipChange} />}
      {/* An event that has ended takes no new members: nobody is offered to join it. */}
      {!member && !event.is_meetverse && signIn && event.live_status !== 'ended' && (
        <Group>
          <SignInButton signIn={signIn}>{intl.formatMessage(messages.signInToJoin)}</SignInButton>
        </Group>
      )}
      {/* Those who run the event find their tools near the top, as a host's page has them. */}
      {(runsIt || runsDoor || moderates) && (
        <Group gap="sm">
          {runsDoor && (
            <ButtonLink {...doorLink(event)} variant="default" leftSection={<IconDoorEnter size={16} aria-hidden="true" />}>
              {intl.formatMessage(messages.door)}
            </ButtonLink>
          )}
          {runsIt && (
            <>
              <ButtonLink {...eventEditLink(event)} variant="default" leftSection={<IconPencil size={16} aria-hidden="true" />}>
                {intl.formatMessage(messages.edit)}
              </ButtonLink>
              <ButtonLink {...bigScreenLink(event)} variant="default" leftSection={<IconPresentation size={16} aria-hidden="true" />}>
                {intl.formatMessage(messages.openBigScreen)}
              </ButtonLink>
              <ButtonLink {...overviewLink(event)} variant="default" leftSection={<IconChartBar size={16} aria-hidden="true" />}>
                {intl.formatMessage(messages.overview)}
              </ButtonLink>
            </>
          )}
          {/* Moderators who do not run the event still get to the queues. */}
          {moderates && moderation?.(event, member)}
          {moderates && seesReports(event, member) && <EventReportsLink event={event} member={member} />}
        </Group>
      )}
      {event.description && <EventDescription text={event.description} />}
      {member && attendance && pass?.(event, member, attendance.joined)}
      {member && !event.is_meetverse && people?.(event, member)}
      <SaveForOffline event={event} />
      {calendar && <Group gap="sm">{calendar}</Group>}
      {!event.is_meetverse && <EventTeam event={event} member={member} />}
      {!event.is_meetverse && !event.is_community && agenda?.(event)}
      {member ? (
        !questionsBeside && <EventTopQuestions event={event} community={event.is_community} />
      ) : (
        <PublicTopQuestions
          questions={live?.event.id === event.id ? live.questions : undefined}
          signIn={signIn && (
            <Group>
              <SignInButton signIn={signIn} variant="light" size="compact-sm">{intl.formatMessage(messages.signInToAsk)}</SignInButton>
            </Group>
          )}
        />
      )}
      {!runsIt && (
        <AnchorLink {...bigScreenLink(event)} size="sm" w="fit-content">
          <Group gap={6} component="span" wrap="nowrap">
            <IconPresentation size={16} aria-hidden="true" />
            {intl.formatMessage(messages.bigScreen)}
          </Group>
        </AnchorLink>
      )}
    </Stack>
  );
}
