import { Center, Loader, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/define-messages';
import { BigScreenView, type BigScreenEvent } from '../big-screen/big-screen-view';
import type { LiveFollow } from '../big-screen/live-snapshot';
import { useLiveSnapshot } from '../big-screen/use-live-snapshot';
import { useScreenWakeLock } from '../big-screen/use-screen-wake-lock';
import { useEvent } from '../hooks/use-events';
import { EventNotFound } from './event-details';
import { pageOrigin } from '../../../lib/page-origin';

const messages = defineMessages({
  loading: { id: 'events.bigScreen.loading', defaultMessage: 'Loading event' },
  waiting: { id: 'events.bigScreen.waiting', defaultMessage: 'Waiting for the connection to show this event.' },
});

/**
 * For a projector at the venue, no sign-in needed: the event, a code to join and its top questions,
 * live from the server. It keeps the last snapshot on the device, so it goes on showing the room what it
 * last knew (and says since when) while the network is down, and catches up by itself when it returns.
 * With no snapshot yet and no server, the event as synced to this device still gives the name and code.
 */
export function EventBigScreen({ slugOrId, follow }: { slugOrId: string; follow?: LiveFollow | undefined }) {
  const intl = useIntl();
  const live = useLiveSnapshot(slugOrId, { follow });
  useScreenWakeLock();
  const { data: synced, loading } = useEvent(slugOrId);
  const origin = pageOrigin();

  if (live.gone) {
    return (
      <Center mih="100dvh" p="xl">
        <EventNotFound />
      </Center>
    );
  }

  if (live.snapshot) {
    const { event, organiser_name, questions, answering, attendee_count, checked_in_count, current_session, following_agenda, poll } = live.snapshot;
    return (
      <BigScreenView
        event={event}
        organiserName={organiser_name}
        live={{ questions, answering, attendeeCount: attendee_count, checkedInCount: checked_in_count, session: current_session, followingAgenda: following_agenda, poll }}
        connection={live.connection}
        confirmedAt={live.confirmedAt}
        origin={origin}
      />
    );
  }

  if (synced) {
    const event: BigScreenEvent = {
      id: synced.id,
      slug: synced.slug ?? null,
      name: synced.name,
      live_status: synced.live_status,
      starts_at: synced.starts_at ?? null,
      ends_at: synced.ends_at ?? null,
      time_zone: synced.time_zone ?? null,
      location: synced.location ?? null,
      is_community: synced.is_community,
    };
    return <BigScreenView event={event} organiserName={null} live={null} connection={live.connection} confirmedAt={null} origin={origin} />;
  }

  return (
    <Center mih="100dvh" p="xl">
      <Stack align="center" gap="sm">
        <Loader aria-label={intl.formatMessage(messages.loading)} />
        {!loading && live.connection === 'down' && <Text c="dimmed">{intl.formatMessage(messages.waiting)}</Text>}
      </Stack>
    </Center>
  );
}
