import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { EventBigScreen } from '../../../features/events/components/event-big-screen';
import { trackBigScreenOpened } from '../../../lib/analytics';

export const Route = createFileRoute('/events/$slugOrId/big-screen')({ component: BigScreen });

function BigScreen() {
  const { slugOrId } = Route.useParams();
  useEffect(() => trackBigScreenOpened(slugOrId), [slugOrId]);
  return <EventBigScreen slugOrId={slugOrId} />;
}
