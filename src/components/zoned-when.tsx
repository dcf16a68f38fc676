import { Stack, Text } from '@mantine/core';
import { formatZonedWhen } from '../lib/dates';
import { useLocaleProfile } from '../lib/locale-context';

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
  const profile = useLocaleProfile();
  const when = formatZonedWhen(startsAt, endsAt, timeZone, profile, now);
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
