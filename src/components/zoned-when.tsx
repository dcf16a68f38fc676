import { Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { deviceTimeZone } from '../../schemas/time-zone';
import { formatZonedWhen, type ZonedWhen as ZonedWhenText } from '../lib/dates';
import { useLocaleProfile } from '../lib/locale-context';

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

/** An event's or session's times in the venue's zone, and in the member's own once it is known and reads another hour. */
export function useZonedWhen(startsAt: string | undefined, endsAt: string | undefined, timeZone: string | undefined, now?: Date): ZonedWhenText {
  const profile = useLocaleProfile();
  const mine = useOwnTimeZone();
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
  const when = useZonedWhen(startsAt, endsAt, timeZone, now);
  if (!when.venue) return null;
  return (
    <Stack gap={0}>
      <Text size={size} data-testid="venue-time">{when.venue}</Text>
      {when.own && (
        <Text size="xs" c="dimmed" data-testid="own-time">
          Your time: {when.own}
        </Text>
      )}
    </Stack>
  );
}
