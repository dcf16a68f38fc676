import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../components/screen';
import { EventList } from '../../features/events/components/event-list';

export const Route = createFileRoute('/events/')({
  staticData: { screen: { access: 'public', header: { kind: 'none' }, nav: 'events', savable: false } },
  component: EventsScreen,
});

function EventsScreen() {
  return (
    <Screen title="Events">
      <EventList />
    </Screen>
  );
}
