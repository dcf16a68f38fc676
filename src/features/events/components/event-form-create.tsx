import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { EventDoc } from '../../../../schemas/event.schema';
import { useEventEditing } from '../hooks/use-event-editing';
import { EventForm } from './event-form';
import { clearEventDraft, emptyEventValues, readEventDraft, saveEventDraft, type EventKind } from './event-form-values';
import { defineMessages } from '../../../i18n/define-messages';

const messages = defineMessages({
  createEvent: { id: 'events.form.createEvent', defaultMessage: 'Create event' },
  createCommunity: { id: 'events.form.createCommunity', defaultMessage: 'Create community' },
});

export type CreateEventFormProps = {
  kind: EventKind;
  /** Where the member goes once it is stored (the new event), or when it waits for space on the device (null). */
  onCreated: (event: EventDoc | null) => Promise<void> | void;
};

/** A new event or community, its draft kept in session storage until it is stored. */
export function CreateEventForm({ kind, onCreated }: CreateEventFormProps) {
  const intl = useIntl();
  const editing = useEventEditing();
  const [initial] = useState(() => readEventDraft(kind) ?? emptyEventValues(kind));
  return (
    <EventForm
      mode="create"
      initial={initial}
      kindChoice
      submitLabel={intl.formatMessage(kind === 'community' ? messages.createCommunity : messages.createEvent)}
      onChange={(values) => saveEventDraft(kind, values)}
      onDiscard={() => clearEventDraft(kind)}
      onSubmit={async (input) => {
        // The draft goes only once the event is stored: a write kept in memory for want of space is
        // lost with the page, and the draft is then all that is left of it.
        const result = await editing.create(input, () => clearEventDraft(kind));
        if (result.stored) await onCreated(result.value);
        else if (result.kept) await onCreated(null);
      }}
    />
  );
}
