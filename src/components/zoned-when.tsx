import { Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/define-messages';
import { deviceTimeZone } from '../../schemas/time-zone';
import { formatZonedWhen, type ZonedWhen as ZonedWhenText } from '../lib/dates';
import { useLocaleProfile } from '../lib/locale-context';
import { useDrawnByServer } from '../lib/use-drawn-by-server';

const messages = defineMessages({
  yourTime: { id: 'components.zonedWhen.yourTime', defaultMessage: 'Your time: {when}' },
  venueTime: { id: 'components.zonedWhen.venueTime', defaultMessage: 'Venue time, {zone}' },
});

let own: string | undefined;
const ownZone = () => (own ??= deviceTimeZone());
const unchanging = () => () => {};

/**
 * The member's own time zone, or null where it is not known: on the server, which renders a public
 * page for any visitor, and in the browser while it adopts that page (both draw the venue's time
 * alone, so they match). React reads the device's zone right after, and 'Your time' appears.
 */
export function useOwnTimeZone(): string | null {
  return useSyncExternalStore(unchanging, ownZone, () => null);
}

/**
 * The member's own zone where the app draws the line itself, null where it adopts the server's: a
 * list of many cards keeps the venue's times alone on a first visit rather than every card growing a
 * line (and the list shifting) as the app takes the page over. The list shows both when drawn again.
 */
function useOwnTimeZoneWhereDrawnHere(): string | null {
  return useDrawnByServer() ? null : ownZone();
}

/**
 * An event's or session's times in the venue's zone, and in the member's own once it is known and
 * reads another hour. `inList`: the line is one of many (see useOwnTimeZoneWhereDrawnHere).
 */
export function useZonedWhen(startsAt: string | undefined, endsAt: string | undefined, timeZone: string | undefined, now?: Date, { inList = false } = {}): ZonedWhenText {
  const profile = useLocaleProfile();
  const known = useOwnTimeZone();
  const drawnHere = useOwnTimeZoneWhereDrawnHere();
  const mine = inList ? drawnHere : known;
  return formatZonedWhen(startsAt, endsAt, timeZone, profile, now, mine ?? (timeZone || deviceTimeZone()));
}

type Props = {
  startsAt: string | undefined;
  endsAt: string | undefined;
  /** The venue's IANA zone; the device's when absent. */
  timeZone: string | undefined;
  /** The clock's 'now', so 'Today' turns over without a reload. */
  now?: Date;
  size?: 'xs' | 'sm' | 'md';
};

/**
 * When an event or session happens, in the venue's time with its abbreviation, and 'Your time' below it
 * when the member's device reads another hour (a phone still on home time, a remote attendee).
 */
export function ZonedWhen({ startsAt, endsAt, timeZone, now, size = 'sm' }: Props) {
  const intl = useIntl();
  const when = useZonedWhen(startsAt, endsAt, timeZone, now);
  if (!when.venue) return null;
  return (
    <Stack gap={0}>
      <Text size={size} data-testid="venue-time">{when.venue}</Text>
      {/* The second line says whose clock the times are on, and becomes the member's own time once the
          app knows their zone reads another hour: the page keeps its height as 'Your time' comes in. */}
      {when.own ? (
        <Text size="xs" c="dimmed" data-testid="own-time">
          {intl.formatMessage(messages.yourTime, { when: when.own })}
        </Text>
      ) : (
        timeZone && (
          <Text size="xs" c="dimmed" data-testid="venue-zone">
            {intl.formatMessage(messages.venueTime, { zone: timeZone.replaceAll('_', ' ') })}
          </Text>
        )
      )}
    </Stack>
  );
}
