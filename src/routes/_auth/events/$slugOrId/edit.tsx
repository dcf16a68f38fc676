import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Screen } from '../../../../components/screen';
import { EditEventForm } from '../../../../features/events/components/event-form-edit';
import { getFeedSettings, setFeedSettings } from '../../../../features/questions/feed/app-store';
import { withoutSpace } from '../../../../features/questions/feed/filter-rules';
import { eventLink } from '../../../../lib/paths';

export const Route = createFileRoute('/_auth/events/$slugOrId/edit')({
  staticData: { screen: { access: 'protected', header: { kind: 'event-name' }, back: '/events/$slugOrId', savable: true } },
  component: EditEventScreen,
});

/** The header carries the event's name; the form brings its own heading. */
function EditEventScreen() {
  const { slugOrId } = Route.useParams();
  const navigate = useNavigate();
  return (
    <Screen>
      <EditEventForm
        slugOrId={slugOrId}
        onSaved={(event) => navigate(eventLink(event))}
        onDeleted={(event) => {
          // A deleted event's chip leaves the home feed with it.
          setFeedSettings({ filters: withoutSpace(getFeedSettings().filters, event.id) });
          return navigate({ to: '/events' });
        }}
      />
    </Screen>
  );
}
