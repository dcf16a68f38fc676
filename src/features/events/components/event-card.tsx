import { IconCalendarEvent, IconCircleCheck, IconMapPin, IconUsers, IconWorld } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { memo, useEffect, type CSSProperties, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { EventDoc } from '../../../../schemas/event.schema';
import { useZonedWhen } from '../../../components/zoned-when';
import { eventLink } from '../../../lib/paths';
import type { CardAttendance } from '../hooks/use-card-attendance';
import { statusLook } from './live-status-badge';
import { SyncBadge } from '../../../components/sync-badge';
import classes from './event-card.module.css';
import { defineMessages } from '../../../i18n/define-messages';

const messages = defineMessages({
  members: { id: 'events.card.members', defaultMessage: '{count, plural, one {# member} other {# members}}' },
  attending: { id: 'events.card.attending', defaultMessage: '{count, plural, one {# attending} other {# attending}}' },
  yourTime: { id: 'events.card.yourTime', defaultMessage: 'Your time: {when}' },
  checkedIn: { id: 'events.card.checkedIn', defaultMessage: 'Checked in' },
  joined: { id: 'events.card.joined', defaultMessage: 'Joined' },
});

export type EventCardProps = {
  /** The event with its status at `now`. */
  event: EventDoc;
  attendance?: CardAttendance | undefined;
  now: number;
  /** Told once the card has rendered, so a long list can add the next few. */
  onRendered?: (id: string) => void;
};

// The card is drawn in plain elements styled with the theme's variables, as the UI library's card,
// text and badge look: a list paints hundreds of cards, and each of the library's components costs a
// render of its own, which on a first visit to the list was a third of the time to its first paint.

/** A line of the card: an icon and short text, on two lines at most (a date range wraps rather than losing its end). */
function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <span className={classes.factIcon}>{icon}</span>
      <p className={classes.factText}>{children}</p>
    </div>
  );
}

type PillVariant = 'filled' | 'light' | 'outline';

/** The colours of a small badge in one of the theme's colours, as the UI library's badge has them. */
function pillColours(color: string, variant: PillVariant): CSSProperties {
  const colours =
    variant === 'filled'
      ? { '--pill-bg': `var(--mantine-color-${color}-filled)`, '--pill-color': 'var(--mantine-color-white)' }
      : variant === 'light'
        ? { '--pill-bg': `var(--mantine-color-${color}-light)`, '--pill-color': `var(--mantine-color-${color}-light-color)` }
        : { '--pill-bg': 'transparent', '--pill-color': `var(--mantine-color-${color}-outline)`, '--pill-border': `var(--mantine-color-${color}-outline)` };
  return colours as CSSProperties;
}

/** A small badge: a status, or whether the member takes part. */
function Pill({ color, variant, icon, children }: { color: string; variant: PillVariant; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className={classes.pill} style={pillColours(color, variant)} data-with-icon={icon ? true : undefined}>
      {icon && <span className={classes.pillIcon}>{icon}</span>}
      <span className={classes.pillLabel}>{children}</span>
    </div>
  );
}

const ICON = { size: 16, stroke: 1.6, 'aria-hidden': true } as const;

/** How many take part: members of a community, attendees of an event. */
export const countLabel = (intl: IntlShape, count: number, community: boolean) => intl.formatMessage(community ? messages.members : messages.attending, { count });

/** One event or community in the list: name, status, when and where, how many take part, and whether the member does. */
export const EventCard = memo(function EventCard({ event, attendance, now, onRendered }: EventCardProps) {
  const intl = useIntl();
  const when = useZonedWhen(event.starts_at, event.ends_at, event.time_zone, new Date(now), { inList: true });
  useEffect(() => onRendered?.(event.id), [onRendered, event.id]);
  const community = event.is_community;
  const status = statusLook(event.live_status, community);
  return (
    <Link {...eventLink(event)} className={classes.card} data-testid="event-card">
      <div className={classes.body}>
        <div className={classes.head}>
          <p className={classes.name} title={event.name} dir="auto">
            {event.name}
          </p>
          <div className={classes.badges}>
            <SyncBadge state={event.sync_state} error={event.sync_error} />
            <Pill color={status.color} variant={status.variant}>
              {intl.formatMessage(status.label)}
            </Pill>
          </div>
        </div>
        {when.venue && <Fact icon={<IconCalendarEvent {...ICON} />}>{when.venue}</Fact>}
        {when.own && <Fact icon={<IconWorld {...ICON} />}>{intl.formatMessage(messages.yourTime, { when: when.own })}</Fact>}
        {event.location && <Fact icon={<IconMapPin {...ICON} />}>{event.location}</Fact>}
        {(attendance?.count !== undefined || attendance?.joined) && (
          <div className={classes.attendance}>
            {attendance.count !== undefined ? <Fact icon={<IconUsers {...ICON} />}>{countLabel(intl, attendance.count, community)}</Fact> : <span />}
            {attendance.checkedIn ? (
              <Pill color="teal" variant="light" icon={<IconCircleCheck size={12} aria-hidden="true" />}>
                {intl.formatMessage(messages.checkedIn)}
              </Pill>
            ) : attendance.joined ? (
              <Pill color="violet" variant="outline">
                {intl.formatMessage(messages.joined)}
              </Pill>
            ) : null}
          </div>
        )}
      </div>
    </Link>
  );
});
