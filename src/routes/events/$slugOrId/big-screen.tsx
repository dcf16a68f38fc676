import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { APP_ROUTES } from '../../../../schemas/app-links';
import { OFFLINE_READY_PROMPT_ID } from '../../../components/toasts/service-worker-prompts';
import { toast } from '../../../components/toasts/toast';
import { EventBigScreen } from '../../../features/events/components/event-big-screen';
import { trackBigScreenOpened } from '../../../lib/analytics';

export const Route = createFileRoute('/events/$slugOrId/big-screen')({
  staticData: { screen: { access: 'full-screen', header: { kind: 'none' }, savable: false, projector: true }, rendered: APP_ROUTES['/events/$slugOrId/big-screen'].rendered },
  // '?follow=agenda': the screen shows the questions of the session on now (the organiser's choice).
  validateSearch: (search: Record<string, unknown>): { follow?: 'agenda' } => (search.follow === 'agenda' ? { follow: 'agenda' } : {}),
  component: BigScreen,
});

function BigScreen() {
  const { slugOrId } = Route.useParams();
  const { follow } = Route.useSearch();
  useEffect(() => trackBigScreenOpened(slugOrId), [slugOrId]);
  // A room is watching: the install hint, shown on another page just before, goes away.
  useEffect(() => toast.dismiss(OFFLINE_READY_PROMPT_ID), []);
  // A new event is a new screen: nothing of the last one's live state carries over.
  return <EventBigScreen key={`${slugOrId}:${follow ?? ''}`} slugOrId={slugOrId} follow={follow} />;
}
