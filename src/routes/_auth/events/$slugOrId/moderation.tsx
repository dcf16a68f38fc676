import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { mayEditEvent, mayModerate } from '../../../../../schemas/event-rules';
import { QaModeSwitch } from '../../../../features/events/components/qa-mode-switch';
import { lastReadEvent, readEvent, useEvent } from '../../../../features/events/hooks/use-events';
import { readWhileCodeLoads } from '../../../../db/preload';
import { MODERATION_PAGE, openingList, readModerated } from '../../../../features/questions/hooks/moderation-read';
import { ModerationQueue } from '../../../../features/questions/components/moderation-queue';
import { useWaitingCount } from '../../../../features/questions/hooks/use-moderation';
import { useMember } from '../../../../member/member-store';
import { defineMessages } from '../../../../i18n/define-messages';
import { EventGate } from '../../../-components/event-gate';

export const Route = createFileRoute('/_auth/events/$slugOrId/moderation')({
  staticData: { screen: { access: 'protected', header: { kind: 'event-name' }, back: '/events/$slugOrId', section: 'events', savable: true } },
  // The event and the list the queue opens on are read while its code loads, so its first render draws
  // them. The list is read beside the event, as the event was last read in this tab; read again after
  // it when the event says otherwise (a first visit, a change of Q&A mode).
  loader: ({ params }) =>
    readWhileCodeLoads(async (db) => {
      const known = lastReadEvent(params.slugOrId);
      const [event] = await Promise.all([readEvent(db, params.slugOrId), known && readModerated(db, known.id, openingList(known), MODERATION_PAGE)]);
      if (event && (event.id !== known?.id || openingList(event) !== openingList(known))) await readModerated(db, event.id, openingList(event), MODERATION_PAGE);
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
