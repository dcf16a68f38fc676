import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconMapPin, IconTag } from '@tabler/icons-react';
import { Fragment, memo, useEffect, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SessionDoc } from '../../../schemas/session.schema';
import { UnstyledLink } from '../../components/links';
import { useZonedWhen } from '../../components/zoned-when';
import { defineMessages } from '../../i18n/define-messages';
import { formatTimeIn } from '../../lib/dates';
import type { LocaleProfile } from '../../lib/locale';
import { sessionLink } from '../../lib/paths';
import type { GridPlace } from './agenda-view';
import { StarButton } from './star-button';
import classes from './agenda.module.css';
import { ownDirection } from '../../i18n/own-direction';

const messages = defineMessages({
  range: { id: 'agenda.card.range', defaultMessage: '{start} – {end}' },
  ownTime: { id: 'agenda.card.ownTime', defaultMessage: 'Your time: {time}' },
  now: { id: 'agenda.card.now', defaultMessage: 'Now' },
  next: { id: 'agenda.card.next', defaultMessage: 'Next' },
  cancelled: { id: 'agenda.card.cancelled', defaultMessage: 'Cancelled' },
  overlapHint: { id: 'agenda.card.overlapHint', defaultMessage: 'Shares time with another session in your schedule' },
  overlaps: { id: 'agenda.card.overlaps', defaultMessage: 'Overlaps' },
});

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
  onStar: (session: SessionDoc) => Promise<unknown> | void;
  place: GridPlace | undefined;
  /** Told once the card has rendered, so the agenda can draw the next few (a long agenda comes in a few cards a frame). */
  onRendered?: ((id: string) => void) | undefined;
};

const ICON = { size: 12, 'aria-hidden': true } as const;

/** A small badge's colours, as Mantine's Badge draws its variants (its classes and variables, without the component). */
const look = (color: string, variant: 'filled' | 'light' | 'outline') =>
  ({
    '--badge-height': 'var(--badge-height-sm)',
    '--badge-fz': 'var(--badge-fz-sm)',
    '--badge-padding-x': 'var(--badge-padding-x-sm)',
    '--badge-bg': variant === 'filled' ? `var(--mantine-color-${color}-filled)` : variant === 'light' ? `var(--mantine-color-${color}-light)` : 'transparent',
    '--badge-color': variant === 'filled' ? 'var(--mantine-color-white)' : variant === 'light' ? `var(--mantine-color-${color}-light-color)` : `var(--mantine-color-${color}-outline)`,
    '--badge-bd': variant === 'outline' ? `calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-${color}-outline)` : undefined,
  }) as CSSProperties;
const NOW = look('green', 'filled');
const NEXT = look('blue', 'light');
const CANCELLED = look('red', 'light');
const OVERLAP = look('orange', 'light');
const ROOM = look('gray', 'outline');
const TRACK = look('violet', 'outline');

/** A badge of the card: Mantine's Badge look; `asWritten` keeps the text's case (a room's or track's name). */
function Chip({ look, icon, title, asWritten = false, children }: { look: CSSProperties; icon?: ReactNode; title?: string; asWritten?: boolean; children: ReactNode }) {
  return (
    <span className={Badge.classes.root} style={asWritten ? { ...look, textTransform: 'none' } : look} data-with-left-section={icon ? true : undefined} title={title}>
      {icon && (
        <span className={Badge.classes.section} data-position="left">
          {icon}
        </span>
      )}
      <span className={Badge.classes.label}>{children}</span>
    </span>
  );
}

/** One session of the agenda: when (venue time, and the member's own when it differs), what, where, who; the card opens its page. */
export const AgendaCard = memo(function AgendaCard({ session, eventKey, timeZone, profile, now, status, overlap, starred, onStar, place, onRendered }: AgendaCardProps) {
  const intl = useIntl();
  useEffect(() => onRendered?.(session.id), [onRendered, session.id]);
  const range = intl.formatMessage(messages.range, { start: formatTimeIn(session.starts_at, timeZone, profile), end: formatTimeIn(session.ends_at, timeZone, profile) });
  // Venue time alone where the server drew the card (it does not know the visitor's zone), and on the
  // card as the app takes that markup over: the list does not shift. Drawn again, a card shows both.
  const own = useZonedWhen(session.starts_at, session.ends_at, timeZone, now, { inList: true }).own;
  // A short list of names, in the reader's language ('A, B, C' in English).
  // Each name in its own direction, keyed by its place in the list.
  const speakers = session.speakers?.length
    ? intl.formatList(session.speakers.map((speaker, index) => <Fragment key={index}>{ownDirection(speaker.name)}</Fragment>), { type: 'unit', style: 'short' })
    : null;
  const style = place
    ? ({ '--agenda-column': place.column, '--agenda-column-span': place.columnSpan, '--agenda-row': place.row, '--agenda-row-span': place.rowSpan } as CSSProperties)
    : undefined;
  // Plain elements with the theme's classes, not Mantine's components: a long agenda draws many cards,
  // and the navigation to it waits for the first of them (its first paint within 2x of a hand-written
  // read and paint, bench/agenda.bench.ts).
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
      <div className={classes.cardHead}>
        <div style={{ minWidth: 0 }}>
          <p className={classes.time} data-testid="session-time">
            {range}
          </p>
          {own && (
            <p className={classes.ownTime} data-testid="own-time">
              {intl.formatMessage(messages.ownTime, { time: own })}
            </p>
          )}
        </div>
        {starred !== undefined && (
          <div className={classes.star}>
            <StarButton starred={starred} sessionTitle={session.title} onToggle={() => onStar(session)} />
          </div>
        )}
      </div>
      <UnstyledLink {...sessionLink(eventKey, session.id)} className={classes.title} dir="auto">
        {session.title}
      </UnstyledLink>
      {speakers && <p className={classes.speakers}>{speakers}</p>}
      {(status || overlap || session.cancelled || session.room || session.track) && (
        <div className={classes.chips}>
          {status === 'now' && !session.cancelled && <Chip look={NOW}>{intl.formatMessage(messages.now)}</Chip>}
          {status === 'next' && !session.cancelled && <Chip look={NEXT}>{intl.formatMessage(messages.next)}</Chip>}
          {session.cancelled && <Chip look={CANCELLED}>{intl.formatMessage(messages.cancelled)}</Chip>}
          {overlap && (
            <Chip look={OVERLAP} icon={<IconAlertTriangle {...ICON} />} title={intl.formatMessage(messages.overlapHint)}>
              {intl.formatMessage(messages.overlaps)}
            </Chip>
          )}
          {session.room?.trim() && (
            <Chip look={ROOM} icon={<IconMapPin {...ICON} />} asWritten>
              {session.room.trim()}
            </Chip>
          )}
          {session.track?.trim() && (
            <Chip look={TRACK} icon={<IconTag {...ICON} />} asWritten>
              {session.track.trim()}
            </Chip>
          )}
        </div>
      )}
    </div>
  );
});
