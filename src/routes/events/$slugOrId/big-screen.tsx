import { createFileRoute } from '@tanstack/react-router';
import { EventBigScreen } from '../../../features/events/components/event-big-screen';

export const Route = createFileRoute('/events/$slugOrId/big-screen')({ component: BigScreen });

function BigScreen() {
  const { slugOrId } = Route.useParams();
  return <EventBigScreen slugOrId={slugOrId} />;
}
