import { createFileRoute } from '@tanstack/react-router';
import { mayEditEvent, mayModerate } from '../../../../../schemas/event-rules';
import { QaModeSwitch } from '../../../../features/events/components/qa-mode-switch';
import { useEvent } from '../../../../features/events/hooks/use-events';
import { ModerationQueue } from '../../../../features/questions/components/moderation-queue';
import { useWaitingCount } from '../../../../features/questions/hooks/use-moderation';
import { useMember } from '../../../../member/member-store';
import { EventGate } from '../../../-components/event-gate';

export const Route = createFileRoute('/_auth/events/$slugOrId/moderation')({
  staticData: { screen: { access: 'protected', header: { kind: 'event-name' }, back: '/events/$slugOrId', section: 'events', savable: true } },
  component: ModerationScreen,
});

/** An event's moderation queue, for its organiser, co-hosts, moderators and admins; others are told whose it is. */
function ModerationScreen() {
  const { slugOrId } = Route.useParams();
  const member = useMember();
  const { data: event, loading } = useEvent(slugOrId);
  const { data: waiting } = useWaitingCount(event?.id);
  return (
    <EventGate event={event} loading={loading} refusal={(found) => (mayModerate(found, member) ? null : "Only the event's organiser, co-hosts and moderators moderate its questions.")}>
      {(found) => <ModerationQueue event={found} waiting={waiting ?? 0} modeControl={mayEditEvent(found, member) ? <QaModeSwitch event={found} /> : undefined} />}
    </EventGate>
  );
}
