import { IconAlertTriangle, IconMapPin, IconTag } from '@tabler/icons-react';
import { Fragment, memo, useEffect, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { SessionDoc } from '../../../schemas/session.schema';
import { UnstyledLink } from '../../components/links';
import { PlainBadge } from '../../components/plain/plain';
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
          {status === 'now' && !session.cancelled && <PlainBadge color="green" variant="filled">{intl.formatMessage(messages.now)}</PlainBadge>}
          {status === 'next' && !session.cancelled && <PlainBadge color="blue" variant="light">{intl.formatMessage(messages.next)}</PlainBadge>}
          {session.cancelled && <PlainBadge color="red" variant="light">{intl.formatMessage(messages.cancelled)}</PlainBadge>}
          {overlap && (
            <PlainBadge color="orange" variant="light" icon={<IconAlertTriangle {...ICON} />} title={intl.formatMessage(messages.overlapHint)}>
              {intl.formatMessage(messages.overlaps)}
            </PlainBadge>
          )}
          {session.room?.trim() && (
            <PlainBadge color="gray" variant="outline" icon={<IconMapPin {...ICON} />} asWritten>
              {session.room.trim()}
            </PlainBadge>
          )}
          {session.track?.trim() && (
            <PlainBadge color="violet" variant="outline" icon={<IconTag {...ICON} />} asWritten>
              {session.track.trim()}
            </PlainBadge>
          )}
        </div>
      )}
    </div>
  );
});
