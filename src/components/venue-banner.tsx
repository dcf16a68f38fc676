import { Button, Group, Text } from '@mantine/core';
import { IconWifi } from '@tabler/icons-react';
import { useEffect } from 'react';
import { toast } from './toasts/toast';
import { onVenueModeOffer, setVenueMode, useVenueMode } from '../lib/venue-mode';

const OFFER_ID = 'venue-mode-offer';

/** While venue mode is on, a slim banner says so under the header, with the way to turn it off. */
export function VenueBanner() {
  const on = useVenueMode();
  // Slow requests offer it (three over 5 s in a minute), once a visit.
  useEffect(
    () =>
      onVenueModeOffer(() =>
        toast({
          id: OFFER_ID,
          title: 'The network here is slow',
          description: 'Venue mode puts text first: pictures load when you reach them, and the app asks the network less often.',
          variant: 'info',
          duration: Number.POSITIVE_INFINITY,
          actions: [
            { label: 'Turn on venue mode', onClick: () => setVenueMode(true) },
            { label: 'Not now', onClick: () => {} },
          ],
        }),
      ),
    [],
  );
  if (!on) return null;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" px="md" py={6} role="status" data-testid="venue-banner" style={{ background: 'var(--mantine-color-violet-light)' }}>
      <Group gap={6} wrap="nowrap" miw={0}>
        <IconWifi size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Text size="xs" fw={600} truncate="end">
          Venue mode is on: text first
        </Text>
      </Group>
      <Button size="compact-xs" variant="subtle" onClick={() => setVenueMode(false)} style={{ flexShrink: 0 }}>
        Turn off
      </Button>
    </Group>
  );
}
