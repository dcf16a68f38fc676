import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { mayEditEvent, mayModerate } from '../../../../../schemas/event-rules';
import { QaModeSwitch } from '../../../../features/events/components/qa-mode-switch';
import { readEvent, useEvent } from '../../../../features/events/hooks/use-events';
import { readWhileCodeLoads } from '../../../../db/preload';
import { MODERATION_PAGE, openingList, readModerated } from '../../../../features/questions/hooks/moderation-read';
import { ModerationQueue } from '../../../../features/questions/components/moderation-queue';
import { useWaitingCount } from '../../../../features/questions/hooks/use-moderation';
import { useMember } from '../../../../member/member-store';
import { defineMessages } from '../../../../i18n/define-messages';
import { EventGate } from '../../../-components/event-gate';

export const Route = createFileRoute('/_auth/events/$slugOrId/moderation')({
  staticData: { screen: { access: 'protected', header: { kind: 'event-name' }, back: '/events/$slugOrId', section: 'events', savable: true } },
  // The event and the list the queue opens on are read while its code loads, so its first render draws them.
  loader: ({ params }) =>
    readWhileCodeLoads(async (db) => {
      const event = await readEvent(db, params.slugOrId);
      if (event) await readModerated(db, event.id, openingList(event), MODERATION_PAGE);
    }, 100),
  component: ModerationScreen,
});

const messages = defineMessages({
  whose: { id: 'routes.moderation.whose', defaultMessage: "Only the event's organiser, co-hosts and moderators moderate its questions." },
});

/** An event's moderation queue, for its organiser, co-hosts, moderators and admins; others are told whose it is. */
function ModerationScreen() {
  const intl = useIntl();
  const { slugOrId } = Route.useParams();
  const member = useMember();
  const { data: event, loading } = useEvent(slugOrId);
  const { data: waiting } = useWaitingCount(event?.id);
  return (
    <EventGate event={event} loading={loading} refusal={(found) => (mayModerate(found, member) ? null : intl.formatMessage(messages.whose))}>
      {(found) => <ModerationQueue event={found} waiting={waiting ?? 0} modeControl={mayEditEvent(found, member) ? <QaModeSwitch event={found} /> : undefined} />}
    </EventGate>
  );
}
