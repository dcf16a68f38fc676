import { Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { EventDoc } from '../../../../schemas/event.schema';
import { AnchorLink } from '../../../components/links';
import { eventLink } from '../../../lib/paths';
import { useMember } from '../../../member/member-store';
import { mayEditEvent, mayRunTeam } from '../../../../schemas/event-rules';
import { useEventEditing } from '../hooks/use-event-editing';
import { EventNotFound, useEventOrPending } from './event-details';
import { EventForm } from './event-form';
import { valuesOf } from './event-form-values';
import { defineMessages } from '../../../i18n/define-messages';
import { ownDirection } from '../../../i18n/own-direction';

const messages = defineMessages({
  onlyAdmin: { id: 'events.edit.only.admin', defaultMessage: 'Only an admin can edit the meetverse' },
  onlyOrganiserEvent: { id: 'events.edit.only.organiserEvent', defaultMessage: 'Only the organiser and co-hosts can edit this event' },
  onlyOrganiserCommunity: { id: 'events.edit.only.organiserCommunity', defaultMessage: 'Only the organiser and co-hosts can edit this community' },
  askAdmin: { id: 'events.edit.only.askAdmin', defaultMessage: 'Ask an admin if something needs changing.' },
  askOrganiser: { id: 'events.edit.only.askOrganiser', defaultMessage: 'Ask its organiser if something needs changing.' },
  backTo: { id: 'events.edit.only.backTo', defaultMessage: 'Back to {name}' },
  loading: { id: 'events.edit.loading', defaultMessage: 'Loading event' },
  editEvent: { id: 'events.edit.titleEvent', defaultMessage: 'Edit event' },
  editCommunity: { id: 'events.edit.titleCommunity', defaultMessage: 'Edit community' },
  save: { id: 'events.edit.save', defaultMessage: 'Save changes' },
});

export type EditEventFormProps = {
  slugOrId: string;
  /** After a save: back to the event. */
  onSaved: (event: EventDoc) => Promise<void> | void;
  /** After a delete: away from the event, which is gone. */
  onDeleted: (event: EventDoc) => Promise<void> | void;
};

function OnlyTheOrganiser({ event }: { event: EventDoc }) {
  const intl = useIntl();
  const title = event.is_meetverse ? messages.onlyAdmin : event.is_community ? messages.onlyOrganiserCommunity : messages.onlyOrganiserEvent;
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1} size="h3">
        {intl.formatMessage(title)}
      </Title>
      <Text c="dimmed">{intl.formatMessage(event.is_meetverse ? messages.askAdmin : messages.askOrganiser)}</Text>
      <AnchorLink {...eventLink(event)}>{intl.formatMessage(messages.backTo, { name: ownDirection(event.name) })}</AnchorLink>
    </Stack>
  );
}

/** The event's own form, filled in, for its organiser, a co-host or an admin; others are told who may edit it. */
export function EditEventForm({ slugOrId, onSaved, onDeleted }: EditEventFormProps) {
  const intl = useIntl();
  const member = useMember();
  const { event, waiting } = useEventOrPending(slugOrId);
  if (waiting) return <Loader aria-label={intl.formatMessage(messages.loading)} />;
  if (!event) return <EventNotFound />;
  if (!mayEditEvent(event, member)) return <OnlyTheOrganiser event={event} />;
  // Keyed by the event: another event's form never starts from this one's values.
  return <LoadedEventForm key={event.id} event={event} mayDelete={mayRunTeam(event, member)} onSaved={onSaved} onDeleted={onDeleted} />;
}

type LoadedProps = Omit<EditEventFormProps, 'slugOrId'> & { event: EventDoc; /** The organiser or an admin (a co-host edits, but does not delete). */ mayDelete: boolean };

function LoadedEventForm({ event, mayDelete, onSaved, onDeleted }: LoadedProps) {
  const intl = useIntl();
  const editing = useEventEditing();
  // The form starts from the event as it was when opened; later syncs do not move the member's text.
  const [initial] = useState(() => valuesOf(event));
  return (
    <Stack gap="lg">
      <Title order={1} size="h3">
        {intl.formatMessage(event.is_community ? messages.editCommunity : messages.editEvent)}
      </Title>
      <EventForm
        mode="edit"
        initial={initial}
        submitLabel={intl.formatMessage(messages.save)}
        onSubmit={async (input) => {
          const result = await editing.update(event, input);
          if (result.stored || result.kept) await onSaved(event);
        }}
        onDelete={
          event.is_meetverse || !mayDelete
            ? undefined
            : async () => {
                const result = await editing.remove(event);
                if (result.stored || result.kept) await onDeleted(event);
              }
        }
      />
    </Stack>
  );
}
