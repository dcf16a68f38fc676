import { Divider, SegmentedControl, Stack, TextInput, Textarea } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { eventProblems, type EventInput, type EventProblems } from '../api/event-writes';
import { EventFormDelete } from './event-form-delete';
import { LeaveGuard } from '../../../components/leave-guard';
import { hasContent, inputOf, sameValues, type EventFormValues, type EventKind } from './event-form-values';
import { EventFormWhen } from './event-form-when';
import { StickySubmit } from '../../../components/sticky-submit';

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
            aria-label="Event or community"
            value={kind}
            onChange={(value) => change({ kind: value as EventKind })}
            data={[
              { value: 'event', label: 'Event' },
              { value: 'community', label: 'Community' },
            ]}
          />
        )}
        <TextInput
          label="Name"
          required
          value={values.name}
          onChange={(e) => change({ name: e.currentTarget.value })}
          error={shown.name}
          enterKeyHint="next"
        />
        {kind === 'event' && <EventFormWhen values={values} problems={shown} onChange={change} />}
        <TextInput
          label="Place"
          placeholder="A venue, an address or a link"
          leftSection={<IconMapPin size={18} aria-hidden />}
          value={values.location}
          onChange={(e) => change({ location: e.currentTarget.value })}
          error={shown.location}
        />
        <Textarea
          label="Description"
          placeholder={`What is this ${kind} about, and who is it for?`}
          autosize
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
        title="Leave without saving?"
        message={mode === 'create' ? `This ${kind} is not created yet. If you leave, what you wrote is lost.` : `Your changes to "${baseline.name}" are not saved.`}
        discardLabel={mode === 'create' ? 'Discard' : 'Discard changes'}
        onDiscard={onDiscard}
      />
    </form>
  );
}
