import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Screen } from '../../../../../../components/screen';
import { EditSessionForm } from '../../../../../../features/agenda/session-form-screens';
import { sessionLink } from '../../../../../../lib/paths';

export const Route = createFileRoute('/_auth/events/$slugOrId/sessions/$sessionId/edit')({
  staticData: {
    screen: { access: 'protected', header: { kind: 'event-name' }, back: '/events/$slugOrId/sessions/$sessionId', section: 'events', savable: true },
  },
  component: EditSessionScreen,
});

/** The organiser changes a session, online or not; then its page shows. */
function EditSessionScreen() {
  const { slugOrId, sessionId } = Route.useParams();
  const navigate = useNavigate();
  return (
    <Screen>
      <EditSessionForm slugOrId={slugOrId} sessionId={sessionId} onSaved={() => navigate(sessionLink(slugOrId, sessionId))} />
    </Screen>
  );
}
