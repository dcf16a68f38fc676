import { Badge, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconMapPin, IconTag } from '@tabler/icons-react';
import { memo, useEffect, type CSSProperties } from 'react';
import type { SessionDoc } from '../../../schemas/session.schema';
import { UnstyledLink } from '../../components/links';
import { useZonedWhen } from '../../components/zoned-when';
import { formatTimeIn } from '../../lib/dates';
import type { LocaleProfile } from '../../lib/locale';
import { sessionLink } from '../../lib/paths';
import type { GridPlace } from './agenda-view';
import { StarButton } from './star-button';
import classes from './agenda.module.css';

export type AgendaCardProps = {
  session: SessionDoc;
  /** The event's key in paths, for the session's link. */
  eventKey: string;
  timeZone: string;
  profile: LocaleProfile;
  now: Date;
  status: 'now' | 'next' | null;
  /** In my schedule: it shares time with another starred session. */
  overlap: boolean;
  /** Whether the member starred it; undefined for a guest, who gets no star. */
  starred: boolean | undefined;
  onStar: (session: SessionDoc) => void;
  place: GridPlace | undefined;
  /** Told once the card has rendered, so the agenda can draw the next few (a long agenda comes in a few cards a frame). */
  onRendered?: ((id: string) => void) | undefined;
};

const ICON = { size: 12, 'aria-hidden': true } as const;

/** One session of the agenda: when (venue time, and the member's own when it differs), what, where, who; the card opens its page. */
export const AgendaCard = memo(function AgendaCard({ session, eventKey, timeZone, profile, now, status, overlap, starred, onStar, place, onRendered }: AgendaCardProps) {
  useEffect(() => onRendered?.(session.id), [onRendered, session.id]);
  const range = `${formatTimeIn(session.starts_at, timeZone, profile)} – ${formatTimeIn(session.ends_at, timeZone, profile)}`;
  // Venue time alone where the server drew the card (it does not know the visitor's zone), and on the
  // card as the app takes that markup over: the list does not shift. Drawn again, a card shows both.
  const own = useZonedWhen(session.starts_at, session.ends_at, timeZone, now, { inList: true }).own;
  const speakers = (session.speakers ?? []).map((speaker) => speaker.name).join(', ');
  const style = place
    ? ({ '--agenda-column': place.column, '--agenda-column-span': place.columnSpan, '--agenda-row': place.row, '--agenda-row-span': place.rowSpan } as CSSProperties)
    : undefined;
  return (
    <div
      className={classes.card}
      style={style}
      data-status={status ?? undefined}
      data-overlap={overlap || undefined}
      data-cancelled={session.cancelled || undefined}
      data-testid="agenda-session"
      data-session-id={session.id}
    >
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="session-time">
            {range}
          </Text>
          {own && (
            <Text size="xs" c="dimmed" data-testid="own-time">
              Your time: {own}
            </Text>
          )}
        </div>
        {starred !== undefined && (
          <div className={classes.star}>
            <StarButton starred={starred} sessionTitle={session.title} onToggle={() => onStar(session)} />
          </div>
        )}
      </Group>
      <UnstyledLink {...sessionLink(eventKey, session.id)} className={classes.title}>
        {session.title}
      </UnstyledLink>
      {speakers && (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {speakers}
        </Text>
      )}
      {(status || overlap || session.cancelled || session.room || session.track) && (
        <Group gap={6}>
          {status === 'now' && !session.cancelled && <Badge color="green" size="sm">Now</Badge>}
          {status === 'next' && !session.cancelled && <Badge color="blue" variant="light" size="sm">Next</Badge>}
          {session.cancelled && <Badge color="red" variant="light" size="sm">Cancelled</Badge>}
          {overlap && (
            <Badge color="orange" variant="light" size="sm" leftSection={<IconAlertTriangle {...ICON} />} title="Shares time with another session in your schedule">
              Overlaps
            </Badge>
          )}
          {session.room?.trim() && (
            <Badge color="gray" variant="outline" size="sm" tt="none" leftSection={<IconMapPin {...ICON} />}>
              {session.room.trim()}
            </Badge>
          )}
          {session.track?.trim() && (
            <Badge color="violet" variant="outline" size="sm" tt="none" leftSection={<IconTag {...ICON} />}>
              {session.track.trim()}
            </Badge>
          )}
        </Group>
      )}
    </div>
  );
});
