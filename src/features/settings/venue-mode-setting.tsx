import { Stack, Switch, Text, Title } from '@mantine/core';
import { setVenueMode, useVenueMode } from '../../lib/venue-mode';

/** Venue mode, for crowded networks: text first, pictures only on screen, analytics paused, fewer refreshes. */
export function VenueModeSetting() {
  const on = useVenueMode();
  return (
    <Stack gap="xs" component="section" aria-label="Venue mode">
      <Title order={2} size="h4">
        Venue mode
      </Title>
      <Switch
        checked={on}
        onChange={(event) => setVenueMode(event.currentTarget.checked)}
        label="Venue mode"
        description="For crowded networks: text first, pictures load only when you reach them and after your changes are sent, analytics pause, and the app checks for news less often."
      />
      <Text size="xs" c="dimmed">
        The app offers it by itself when the network gets slow.
      </Text>
    </Stack>
  );
}
