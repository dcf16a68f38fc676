import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { EventDoc } from '../../../schemas/event.schema';
import { ButtonLink } from '../../components/links';
import { Screen } from '../../components/screen';
import { defineMessages } from '../../i18n/define-messages';
import { eventLink } from '../../lib/paths';

const messages = defineMessages({
  loading: { id: 'routes.eventGate.loading', defaultMessage: 'Loading the event' },
  notHere: { id: 'routes.eventGate.notHere', defaultMessage: 'This event is not on this device, or no longer exists.' },
  allEvents: { id: 'routes.eventGate.allEvents', defaultMessage: 'See all events' },
  backToEvent: { id: 'routes.eventGate.backToEvent', defaultMessage: 'Back to the event' },
});

export type EventGateProps = {
  /** The event of the screen's path, as this device holds it, and whether it is still being read. */
  event: EventDoc | undefined;
  loading: boolean;
  /** Why the member may not use this screen of the event (whose it is), or null when they may. */
  refusal?: (event: EventDoc) => string | null;
  wide?: boolean;
  children: (event: EventDoc) => ReactNode;
};

/**
 * A screen of one event (its questions, moderation, reports, door, overview): it waits while the event
 * is read, says so when the event is not on this device, tells a member who may not use it whose it is,
 * and otherwise draws the screen.
 */
export function EventGate({ event, loading, refusal, wide, children }: EventGateProps) {
  const intl = useIntl();
  if (!event) {
    return (
      <Screen>
        {loading ? (
          <Center py="xl"><Loader aria-label={intl.formatMessage(messages.loading)} /></Center>
        ) : (
          <Stack align="center" py="xl" gap="sm">
            <Text>{intl.formatMessage(messages.notHere)}</Text>
            <ButtonLink to="/events" variant="light">{intl.formatMessage(messages.allEvents)}</ButtonLink>
          </Stack>
        )}
      </Screen>
    );
  }
  const refused = refusal?.(event) ?? null;
  if (refused) {
    return (
      <Screen>
        <Stack align="center" py="xl" gap="sm">
          <Text ta="center">{refused}</Text>
          <ButtonLink {...eventLink(event)} variant="light">{intl.formatMessage(messages.backToEvent)}</ButtonLink>
        </Stack>
      </Screen>
    );
  }
  return <Screen wide={wide}>{children(event)}</Screen>;
}
