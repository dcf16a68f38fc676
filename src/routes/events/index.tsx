import { Group } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { APP_ROUTES } from '../../../schemas/app-links';
import { ButtonLink } from '../../components/links';
import { Screen } from '../../components/screen';
import { startSignIn } from '../../features/auth/token-source';
import { EventList } from '../../features/events/components/event-list';
import { SignInButton } from '../../features/events/components/sign-in-button';
import { preloadEvents } from '../../features/events/hooks/use-events';
import { useStoredUser } from '../../member/member-store';
import { defineMessages } from '../../i18n/define-messages';
import { screenTitles } from '../-components/screen-titles';

export const Route = createFileRoute('/events/')({
  staticData: { screen: { access: 'public', header: { kind: 'default' }, nav: 'events', savable: false }, rendered: APP_ROUTES['/events'].rendered },
  // The list reads while its code loads; the screen waits for it a moment (below the router's 150 ms
  // before a spinner), so the events on this device show in its first render.
  loader: () => preloadEvents(100),
  component: EventsScreen,
});

const messages = defineMessages({
  create: { id: 'routes.events.create', defaultMessage: 'Create event' },
  signInToCreate: { id: 'routes.events.signInToCreate', defaultMessage: 'Sign in to create an event' },
  communities: { id: 'routes.events.communities', defaultMessage: 'Communities' },
});

// The list itself is never returned to after sign-in; creating an event is where the guest was going.
const signInToCreate = () => startSignIn('/create-event');

/** Public, offline too: the header of the main screens above it, and the list's own heading. */
function EventsScreen() {
  const intl = useIntl();
  const member = useStoredUser();
  const create = member ? (
    <ButtonLink to="/create-event" leftSection={<IconPlus size={16} aria-hidden="true" />}>
      {intl.formatMessage(messages.create)}
    </ButtonLink>
  ) : (
    <SignInButton signIn={signInToCreate} variant="light">
      {intl.formatMessage(messages.signInToCreate)}
    </SignInButton>
  );
  const actions = (
    <Group gap="sm" justify="space-between">
      {create}
      {member && (
        <ButtonLink to="/communities" variant="subtle" leftSection={<IconUsersGroup size={16} aria-hidden="true" />}>
          {intl.formatMessage(messages.communities)}
        </ButtonLink>
      )}
    </Group>
  );
  return (
    <Screen title={intl.formatMessage(screenTitles.events)}>
      <EventList memberId={member?.id} actions={actions} emptyAction={create} />
    </Screen>
  );
}
