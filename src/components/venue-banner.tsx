import { Button, Group, Text } from '@mantine/core';
import { IconWifi } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/define-messages';
import { appIntl } from '../i18n/i18n-provider';
import { toast } from './toasts/toast';
import { onVenueModeOffer, setVenueMode, useVenueMode } from '../lib/venue-mode';

const OFFER_ID = 'venue-mode-offer';

const messages = defineMessages({
  slow: { id: 'components.venueBanner.slow', defaultMessage: 'The network here is slow' },
  offer: {
    id: 'components.venueBanner.offer',
    defaultMessage: 'Venue mode puts text first: pictures load when you reach them, and the app asks the network less often.',
  },
  turnOn: { id: 'components.venueBanner.turnOn', defaultMessage: 'Turn on venue mode' },
  notNow: { id: 'components.venueBanner.notNow', defaultMessage: 'Not now' },
  on: { id: 'components.venueBanner.on', defaultMessage: 'Venue mode is on: text first' },
  turnOff: { id: 'components.venueBanner.turnOff', defaultMessage: 'Turn off' },
});

/** While venue mode is on, a slim banner says so under the header, with the way to turn it off. */
export function VenueBanner() {
  const intl = useIntl();
  const on = useVenueMode();
  // Slow requests offer it (three over 5 s in a minute), once a visit.
  useEffect(
    () =>
      onVenueModeOffer(() => {
        const said = appIntl();
        toast({
          id: OFFER_ID,
          title: said.formatMessage(messages.slow),
          description: said.formatMessage(messages.offer),
          variant: 'info',
          duration: Number.POSITIVE_INFINITY,
          actions: [
            { label: said.formatMessage(messages.turnOn), onClick: () => setVenueMode(true) },
            { label: said.formatMessage(messages.notNow), onClick: () => {} },
          ],
        });
      }),
    [],
  );
  if (!on) return null;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" px="md" py={6} role="status" data-testid="venue-banner" style={{ background: 'var(--mantine-color-violet-light)' }}>
      <Group gap={6} wrap="nowrap" miw={0}>
        <IconWifi size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Text size="xs" fw={600} truncate="end">
          {intl.formatMessage(messages.on)}
        </Text>
      </Group>
      <Button size="compact-xs" variant="subtle" onClick={() => setVenueMode(false)} style={{ flexShrink: 0 }}>
        {intl.formatMessage(messages.turnOff)}
      </Button>
    </Group>
  );
}
