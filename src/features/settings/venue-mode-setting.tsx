import { Stack, Switch, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import { setVenueMode, useVenueMode } from '../../lib/venue-mode';

const messages = defineMessages({
  heading: { id: 'settings.venueMode.heading', defaultMessage: 'Venue mode' },
  label: { id: 'settings.venueMode.label', defaultMessage: 'Venue mode' },
  description: {
    id: 'settings.venueMode.description',
    defaultMessage:
      'For crowded networks: text first, pictures load only when you reach them and after your changes are sent, analytics pause, and the app checks for news less often.',
  },
  offered: { id: 'settings.venueMode.offered', defaultMessage: 'The app offers it by itself when the network gets slow.' },
});

/** Venue mode, for crowded networks: text first, pictures only on screen, analytics paused, fewer refreshes. */
export function VenueModeSetting() {
  const intl = useIntl();
  const on = useVenueMode();
  return (
    <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.heading)}>
      <Title order={2} size="h4">
        {intl.formatMessage(messages.heading)}
      </Title>
      <Switch
        checked={on}
        onChange={(event) => setVenueMode(event.currentTarget.checked)}
        label={intl.formatMessage(messages.label)}
        description={intl.formatMessage(messages.description)}
      />
      <Text size="xs" c="dimmed">
        {intl.formatMessage(messages.offered)}
      </Text>
    </Stack>
  );
}
