import { Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { EventDoc } from '../../../../schemas/event.schema';
import { AnchorLink } from '../../../components/links';
import { eventLink } from '../../../lib/paths';
import { useMember } from '../../../member/member-store';
import { mayEditEvent, mayRunTeam } from '../../../../schemas/event-rules';
import { useEventEditing } from '../hooks/use-event-editing';
import { EventNotFound, useEventOrPending } from './event-details';
import { EventForm } from './event-form';
import { valuesOf } from './event-form-values';

export type EditEventFormProps = {
  slugOrId: string;
  /** After a save: back to the event. */
  onSaved: (event: EventDoc) => Promise<void> | void;
  /** After a delete: away from the event, which is gone. */
  onDeleted: (event: EventDoc) => Promise<void> | void;
};

function OnlyTheOrganiser({ event }: { event: EventDoc }) {
  const kind = event.is_community ? 'community' : 'event';
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1} size="h3">
        {event.is_meetverse ? 'Only an admin can edit the meetverse' : `Only the organiser and co-hosts can edit this ${kind}`}
      </Title>
      <Text c="dimmed">Ask {event.is_meetverse ? 'an admin' : 'its organiser'} if something needs changing.</Text>
      <AnchorLink {...eventLink(event)}>Back to {event.name}</AnchorLink>
    </Stack>
  );
}

/** The event's own form, filled in, for its organiser, a co-host or an admin; others are told who may edit it. */
export function EditEventForm({ slugOrId, onSaved, onDeleted }: EditEventFormProps) {
  const member = useMember();
  const { event, waiting } = useEventOrPending(slugOrId);
  if (waiting) return <Loader aria-label="Loading event" />;
  if (!event) return <EventNotFound />;
  if (!mayEditEvent(event, member)) return <OnlyTheOrganiser event={event} />;
  // Keyed by the event: another event's form never starts from this one's values.
  return <LoadedEventForm key={event.id} event={event} mayDelete={mayRunTeam(event, member)} onSaved={onSaved} onDeleted={onDeleted} />;
}

type LoadedProps = Omit<EditEventFormProps, 'slugOrId'> & { event: EventDoc; /** The organiser or an admin (a co-host edits, but does not delete). */ mayDelete: boolean };

function LoadedEventForm({ event, mayDelete, onSaved, onDeleted }: LoadedProps) {
  const editing = useEventEditing();
  // The form starts from the event as it was when opened; later syncs do not move the member's text.
  const [initial] = useState(() => valuesOf(event));
  return (
    <Stack gap="lg">
      <Title order={1} size="h3">
        Edit {event.is_community ? 'community' : 'event'}
      </Title>
      <EventForm
        mode="edit"
        initial={initial}
        submitLabel="Save changes"
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
