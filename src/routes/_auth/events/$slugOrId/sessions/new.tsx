import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Screen } from '../../../../../components/screen';
import { NewSessionForm } from '../../../../../features/agenda/session-form-screens';
import { sessionLink } from '../../../../../lib/paths';

export const Route = createFileRoute('/_auth/events/$slugOrId/sessions/new')({
  staticData: { screen: { access: 'protected', header: { kind: 'event-name' }, back: '/events/$slugOrId/agenda', section: 'events', savable: true } },
  component: NewSessionScreen,
});

/** The organiser adds a session to the event's agenda, online or not; then its page shows. */
function NewSessionScreen() {
  const { slugOrId } = Route.useParams();
  const navigate = useNavigate();
  return (
    <Screen>
      <NewSessionForm slugOrId={slugOrId} onSaved={(session) => navigate(sessionLink(slugOrId, session.id))} />
    </Screen>
  );
}
