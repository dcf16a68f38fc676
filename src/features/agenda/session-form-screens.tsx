import { Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { mayEditEvent } from '../../../schemas/event-rules';
import type { EventDoc } from '../../../schemas/event.schema';
import type { SessionDoc } from '../../../schemas/session.schema';
import { AnchorLink } from '../../components/links';
import { useMemberChoices } from '../../db/use-members';
import { defineMessages } from '../../i18n/define-messages';
import { eventLink } from '../../lib/paths';
import { useSyncValue } from '../../lib/sync-client';
import { useMember } from '../../member/member-store';
import { SessionMissing } from './session-details';
import { SessionForm } from './session-form';
import { emptySessionValues, sessionValuesOf } from './session-form-values';
import { useAgenda } from './use-agenda';
import { useAgendaEvent, useNeverSynced, useSession } from './use-sessions';
import { useSessionWrites } from './use-session-writes';
import { ownDirection } from '../../i18n/own-direction';

const messages = defineMessages({
  onlyOrganiser: { id: 'agenda.formScreen.onlyOrganiser', defaultMessage: 'Only the organiser and co-hosts can change the agenda' },
  askOrganiser: { id: 'agenda.formScreen.askOrganiser', defaultMessage: 'Ask the organiser of {event} if a session needs changing.' },
  backTo: { id: 'agenda.formScreen.backTo', defaultMessage: 'Back to {event}' },
  eventNotFound: { id: 'agenda.formScreen.eventNotFound', defaultMessage: 'Event not found' },
  offlineHint: { id: 'agenda.formScreen.offlineHint', defaultMessage: 'You are offline: it shows here once this device syncs again.' },
  goneHint: { id: 'agenda.formScreen.goneHint', defaultMessage: 'It may have been removed, or it has not reached this device yet.' },
  allEvents: { id: 'agenda.formScreen.allEvents', defaultMessage: 'See all events' },
  loadingEvent: { id: 'agenda.formScreen.loadingEvent', defaultMessage: 'Loading the event' },
  loadingSession: { id: 'agenda.formScreen.loadingSession', defaultMessage: 'Loading the session' },
  newSession: { id: 'agenda.formScreen.newSession', defaultMessage: 'New session' },
  addSession: { id: 'agenda.formScreen.addSession', defaultMessage: 'Add session' },
  editSession: { id: 'agenda.formScreen.editSession', defaultMessage: 'Edit session' },
  saveChanges: { id: 'agenda.formScreen.saveChanges', defaultMessage: 'Save changes' },
});

function OnlyTheOrganiser({ event }: { event: EventDoc }) {
  const intl = useIntl();
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1} size="h3">{intl.formatMessage(messages.onlyOrganiser)}</Title>
      <Text c="dimmed">{intl.formatMessage(messages.askOrganiser, { event: ownDirection(event.name) })}</Text>
      <AnchorLink {...eventLink(event)}>{intl.formatMessage(messages.backTo, { event: ownDirection(event.name) })}</AnchorLink>
    </Stack>
  );
}

function EventMissing({ offline }: { offline: boolean }) {
  const intl = useIntl();
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1} size="h3">{intl.formatMessage(messages.eventNotFound)}</Title>
      <Text c="dimmed">{intl.formatMessage(offline ? messages.offlineHint : messages.goneHint)}</Text>
      <AnchorLink to="/events">{intl.formatMessage(messages.allEvents)}</AnchorLink>
    </Stack>
  );
}

/** The event whose agenda is edited, once known, and whether the member may edit it. */
function useEditableEvent(slugOrId: string) {
  const member = useMember();
  const { data: event, loading } = useAgendaEvent(slugOrId);
  const neverSynced = useNeverSynced();
  const online = useSyncValue((sync) => sync.online);
  const { sessions } = useAgenda(event?.id);
  const { data: members } = useMemberChoices();
  const waiting = loading || (!event && neverSynced);
  return { event, waiting, offline: !online, mayEdit: event !== undefined && mayEditEvent(event, member), sessions: sessions ?? [], members: members ?? [] };
}

export type NewSessionFormProps = {
  slugOrId: string;
  /** After the session is stored: on to its page. */
  onSaved: (session: SessionDoc) => Promise<void> | void;
};

/** A new session of the event's agenda, for its organiser or an admin. */
export function NewSessionForm({ slugOrId, onSaved }: NewSessionFormProps) {
  const intl = useIntl();
  const { event, waiting, offline, mayEdit, sessions, members } = useEditableEvent(slugOrId);
  const writes = useSessionWrites();
  const [initial] = useState(() => (event ? emptySessionValues(event) : null));
  if (waiting) return <Loader aria-label={intl.formatMessage(messages.loadingEvent)} />;
  if (!event) return <EventMissing offline={offline} />;
  if (!mayEdit) return <OnlyTheOrganiser event={event} />;
  return (
    <Stack gap="lg">
      <Title order={1} size="h3">{intl.formatMessage(messages.newSession)}</Title>
      <SessionForm
        mode="create"
        event={event}
        initial={initial ?? emptySessionValues(event)}
        others={sessions}
        members={members}
        submitLabel={intl.formatMessage(messages.addSession)}
        onSubmit={async (input) => {
          const result = await writes.create(event.id, input);
          if (result.stored) await onSaved(result.value);
        }}
      />
    </Stack>
  );
}

export type EditSessionFormProps = {
  slugOrId: string;
  sessionId: string;
  onSaved: (session: SessionDoc) => Promise<void> | void;
};

/** A session's own form, filled in, for the organiser of its event or an admin. */
export function EditSessionForm({ slugOrId, sessionId, onSaved }: EditSessionFormProps) {
  const intl = useIntl();
  const { event, waiting, offline, mayEdit, sessions, members } = useEditableEvent(slugOrId);
  const { data: found, loading } = useSession(sessionId);
  const session = found && event && found.event_id === event.id ? found : undefined;
  if (waiting || loading) return <Loader aria-label={intl.formatMessage(messages.loadingSession)} />;
  if (!event) return <EventMissing offline={offline} />;
  if (!mayEdit) return <OnlyTheOrganiser event={event} />;
  if (!session) return <SessionMissing event={event} offline={offline} />;
  // Keyed by the session: another session's form never starts from this one's values.
  return <LoadedSessionForm key={session.id} event={event} session={session} others={sessions} members={members} onSaved={onSaved} />;
}

type LoadedProps = { event: EventDoc; session: SessionDoc; others: SessionDoc[]; members: { value: string; label: string }[]; onSaved: EditSessionFormProps['onSaved'] };

function LoadedSessionForm({ event, session, others, members, onSaved }: LoadedProps) {
  const intl = useIntl();
  const writes = useSessionWrites();
  // The form starts from the session as it was when opened; later syncs do not move the member's text.
  const [initial] = useState(() => sessionValuesOf(session, event));
  return (
    <Stack gap="lg">
      <Title order={1} size="h3">{intl.formatMessage(messages.editSession)}</Title>
      <SessionForm
        mode="edit"
        event={event}
        initial={initial}
        sessionId={session.id}
        others={others}
        members={members}
        submitLabel={intl.formatMessage(messages.saveChanges)}
        onSubmit={async (input) => {
          const result = await writes.update(session, input);
          if (result.stored || result.kept) await onSaved(session);
        }}
      />
    </Stack>
  );
}
