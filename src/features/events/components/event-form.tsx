import { Divider, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { eventProblems, type EventInput, type EventProblems } from '../api/event-writes';
import { EventFormDelete } from './event-form-delete';
import { LeaveGuard } from '../../../components/leave-guard';
import { hasContent, inputOf, sameValues, type EventFormValues, type EventKind } from './event-form-values';
import { EventFormWhen } from './event-form-when';
import { StickySubmit } from '../../../components/sticky-submit';
import { defineMessages } from '../../../i18n/define-messages';
import { GrowingTextarea } from '../../../components/growing-textarea/growing-textarea';

const messages = defineMessages({
  kind: { id: 'events.form.kind', defaultMessage: 'Event or community' },
  kindEvent: { id: 'events.form.kind.event', defaultMessage: 'Event' },
  kindCommunity: { id: 'events.form.kind.community', defaultMessage: 'Community' },
  name: { id: 'events.form.name', defaultMessage: 'Name' },
  place: { id: 'events.form.place.label', defaultMessage: 'Place' },
  placePlaceholder: { id: 'events.form.place.placeholder', defaultMessage: 'A venue, an address or a link' },
  description: { id: 'events.form.description.label', defaultMessage: 'Description' },
  descriptionEvent: { id: 'events.form.description.placeholderEvent', defaultMessage: 'What is this event about, and who is it for?' },
  descriptionCommunity: { id: 'events.form.description.placeholderCommunity', defaultMessage: 'What is this community about, and who is it for?' },
  leaveTitle: { id: 'events.form.leave.title', defaultMessage: 'Leave without saving?' },
  leaveNewEvent: { id: 'events.form.leave.newEvent', defaultMessage: 'This event is not created yet. If you leave, what you wrote is lost.' },
  leaveNewCommunity: { id: 'events.form.leave.newCommunity', defaultMessage: 'This community is not created yet. If you leave, what you wrote is lost.' },
  leaveChanges: { id: 'events.form.leave.changes', defaultMessage: 'Your changes to "{name}" are not saved.' },
  discard: { id: 'events.form.leave.discard', defaultMessage: 'Discard' },
  discardChanges: { id: 'events.form.leave.discardChanges', defaultMessage: 'Discard changes' },
});

export type EventFormProps = {
  /** A new event is unsaved while it holds anything; an existing one while it differs from what was loaded. */
  mode: 'create' | 'edit';
  initial: EventFormValues;
  submitLabel: string;
  /** Creating only: the member chooses between an event and a community. */
  kindChoice?: boolean;
  onChange?: (values: EventFormValues) => void;
  /** Saves, and takes the member on once it is stored; a write that failed leaves them here with their text. */
  onSubmit: (input: EventInput) => Promise<void>;
  /** The member chose to leave a new event unsaved: its draft goes. */
  onDiscard?: () => void;
  /** Editing an event that may be deleted: its delete button and what it does. */
  onDelete?: (() => Promise<void>) | undefined;
};

/** Which messages show: lengths at once, the rest once the member has tried to save. */
function visible(problems: EventProblems | null, input: EventInput, tried: boolean): EventProblems {
  if (!problems) return {};
  if (tried) return problems;
  const datesChosen = Boolean(input.startsAt && input.endsAt);
  return {
    name: input.name.trim() ? problems.name : undefined,
    description: problems.description,
    location: problems.location,
    timeZone: problems.timeZone,
    endsAt: datesChosen ? problems.endsAt : undefined,
  };
}

/** Name, dates, place and description of an event or a community, for creating and editing one. */
export function EventForm({ mode, initial, submitLabel, kindChoice = false, onChange, onSubmit, onDiscard, onDelete }: EventFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [baseline] = useState(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Set while the form saves or deletes, so the navigation that follows is not taken for leaving it.
  const done = useRef(false);
  const latest = useRef(values);
  latest.current = values;

  const input = inputOf(values);
  const problems = eventProblems(input);
  const shown = visible(problems, input, tried);
  const kind: EventKind = values.kind;

  const change = (next: Partial<EventFormValues>) => {
    const updated = { ...latest.current, ...next };
    latest.current = updated;
    setValues(updated);
    onChange?.(updated);
  };

  const unsaved = () => !done.current && (mode === 'create' ? hasContent(latest.current) : !sameValues(latest.current, baseline));

  async function leaveAfter(action: () => Promise<void>) {
    done.current = true;
    try {
      await action();
    } finally {
      done.current = false;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (problems) {
      // The first field with a message comes into view, above the keyboard on a phone.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      await leaveAfter(() => onSubmit(input));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel}>
      <Stack gap="md">
        {kindChoice && (
          <SegmentedControl
            fullWidth
            aria-label={intl.formatMessage(messages.kind)}
            value={kind}
            onChange={(value) => change({ kind: value as EventKind })}
            data={[
              { value: 'event', label: intl.formatMessage(messages.kindEvent) },
              { value: 'community', label: intl.formatMessage(messages.kindCommunity) },
            ]}
          />
        )}
        <TextInput
          label={intl.formatMessage(messages.name)}
          required
          value={values.name}
          onChange={(e) => change({ name: e.currentTarget.value })}
          error={shown.name}
          enterKeyHint="next"
        />
        {kind === 'event' && <EventFormWhen values={values} problems={shown} onChange={change} />}
        <TextInput
          label={intl.formatMessage(messages.place)}
          placeholder={intl.formatMessage(messages.placePlaceholder)}
          leftSection={<IconMapPin size={18} aria-hidden />}
          value={values.location}
          onChange={(e) => change({ location: e.currentTarget.value })}
          error={shown.location}
        />
        <GrowingTextarea
          label={intl.formatMessage(messages.description)}
          placeholder={intl.formatMessage(kind === 'community' ? messages.descriptionCommunity : messages.descriptionEvent)}
          minRows={3}
          maxRows={12}
          value={values.description}
          onChange={(e) => change({ description: e.currentTarget.value })}
          error={shown.description}
        />
        <StickySubmit label={submitLabel} saving={saving} />
        {onDelete && (
          <>
            <Divider />
            <EventFormDelete name={baseline.name} kind={kind} onDelete={() => leaveAfter(onDelete)} />
          </>
        )}
      </Stack>
      <LeaveGuard
        unsaved={unsaved}
        title={intl.formatMessage(messages.leaveTitle)}
        message={
          mode === 'create'
            ? intl.formatMessage(kind === 'community' ? messages.leaveNewCommunity : messages.leaveNewEvent)
            : intl.formatMessage(messages.leaveChanges, { name: baseline.name })
        }
        discardLabel={intl.formatMessage(mode === 'create' ? messages.discard : messages.discardChanges)}
        onDiscard={onDiscard}
      />
    </form>
  );
}
