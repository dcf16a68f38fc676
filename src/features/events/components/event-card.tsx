import { Badge, Text } from '@mantine/core';
import { IconCalendarEvent, IconCircleCheck, IconMapPin, IconUsers } from '@tabler/icons-react';
import { memo, useEffect, type ReactNode } from 'react';
import type { EventDoc } from '../../../../schemas/event.schema';
import { CardLink } from '../../../components/links';
import { formatEventWhen } from '../../../lib/dates';
import { useLocaleProfile } from '../../../lib/locale-context';
import { eventLink } from '../../../lib/paths';
import type { CardAttendance } from '../hooks/use-card-attendance';
import { LiveStatusBadge } from './live-status-badge';
import { SyncBadge } from '../../../components/sync-badge';
import classes from './event-card.module.css';

export type EventCardProps = {
  /** The event with its status at `now`. */
  event: EventDoc;
  attendance?: CardAttendance | undefined;
  now: number;
  /** Told once the card has rendered, so a long list can add the next few. */
  onRendered?: (id: string) => void;
};

/** A line of the card: an icon and short text, on two lines at most (a date range wraps rather than losing its end). */
function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <span className={classes.factIcon}>{icon}</span>
      <Text size="sm" c="dimmed" lineClamp={2} miw={0}>
        {children}
      </Text>
    </div>
  );
}

const ICON = { size: 16, stroke: 1.6, 'aria-hidden': true } as const;

export const countLabel = (count: number, community: boolean) =>
  community ? `${count} ${count === 1 ? 'member' : 'members'}` : `${count} attending`;

/** One event or community in the list: name, status, when and where, how many take part, and whether the member does. */
export const EventCard = memo(function EventCard({ event, attendance, now, onRendered }: EventCardProps) {
  const profile = useLocaleProfile();
  const when = formatEventWhen(event.starts_at, event.ends_at, profile, new Date(now));
  useEffect(() => onRendered?.(event.id), [onRendered, event.id]);
  const community = event.is_community;
  return (
    <CardLink {...eventLink(event)} withBorder radius="md" px="md" py="sm" data-testid="event-card">
      <div className={classes.body}>
        <div className={classes.head}>
          <Text fw={600} lineClamp={2} lh={1.3}>
            {event.name}
          </Text>
          <div className={classes.badges}>
            <SyncBadge state={event.sync_state} error={event.sync_error} />
            <LiveStatusBadge status={event.live_status} community={community} />
          </div>
        </div>
        {when && <Fact icon={<IconCalendarEvent {...ICON} />}>{when}</Fact>}
        {event.location && <Fact icon={<IconMapPin {...ICON} />}>{event.location}</Fact>}
        {(attendance?.count !== undefined || attendance?.joined) && (
          <div className={classes.attendance}>
            {attendance.count !== undefined ? <Fact icon={<IconUsers {...ICON} />}>{countLabel(attendance.count, community)}</Fact> : <span />}
            {attendance.checkedIn ? (
              <Badge color="teal" variant="light" size="sm" leftSection={<IconCircleCheck size={12} aria-hidden="true" />}>Checked in</Badge>
            ) : attendance.joined ? (
              <Badge color="violet" variant="outline" size="sm">Joined</Badge>
            ) : null}
          </div>
        )}
      </div>
    </CardLink>
  );
});
