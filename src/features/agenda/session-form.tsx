import { Autocomplete, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconClock, IconDoor, IconTag, IconUsers } from '@tabler/icons-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { EventDoc } from '../../../schemas/event.schema';
import { roomClashes, sessionProblems, type SessionProblems } from '../../../schemas/session-rules';
import type { SessionDoc } from '../../../schemas/session.schema';
import { LeaveGuard } from '../../components/leave-guard';
import { eventZone, sameSessionValues, sessionInputOf, type SessionFormValues } from './session-form-values';
import type { SessionInput } from './use-session-writes';
import type { MemberChoice } from '../../db/use-members';
import { SpeakerFields } from './speaker-fields';
import { StickySubmit } from '../../components/sticky-submit';

export type SessionFormProps = {
  mode: 'create' | 'edit';
  event: Pick<EventDoc, 'name' | 'starts_at' | 'ends_at' | 'time_zone'>;
  initial: SessionFormValues;
  /** The session edited; left out for a new one. */
  sessionId?: string | undefined;
  /** The event's sessions: the room and track suggestions, and the same-room clashes asked about. */
  others: readonly SessionDoc[];
  members: MemberChoice[];
  submitLabel: string;
  /** Saves, and takes the member on once it is stored; a write that failed leaves them here with their text. */
  onSubmit: (input: SessionInput) => Promise<void>;
};

/** Which messages show: lengths and an end before the start at once, the rest once the member has tried to save. */
function visible(problems: SessionProblems | null, values: SessionFormValues, tried: boolean): SessionProblems {
  if (!problems) return {};
  if (tried) return problems;
  return {
    title: values.title.trim() ? problems.title : undefined,
    description: problems.description,
    room: problems.room,
    track: problems.track,
    ends_at: values.start && values.end ? problems.ends_at : undefined,
    starts_at: values.start ? problems.starts_at : undefined,
  };
}

/** The different labels the event's other sessions use for a field, for suggestions. */
function labelsOf(sessions: readonly SessionDoc[], field: 'room' | 'track'): string[] {
  const labels = new Map<string, string>();
  for (const session of sessions) {
    const label = (session[field] ?? '').trim();
    if (label && !labels.has(label.toLowerCase())) labels.set(label.toLowerCase(), label);
  }
  return [...labels.values()].sort((a, b) => a.localeCompare(b));
}

const quoted = (titles: string[]) =>
  titles.length === 1 ? `"${titles[0]}"` : `${titles.slice(0, -1).map((title) => `"${title}"`).join(', ')} and "${titles.at(-1)}"`;

/**
 * Title, times in the event's own time zone, room, track, speakers, capacity and description of a
 * session, for adding one to an agenda and editing it. A session in a room already taken at that time
 * is kept only once the organiser says so.
 */
export function SessionForm({ mode, event, initial, sessionId, others, members, submitLabel, onSubmit }: SessionFormProps) {
  const [values, setValues] = useState(initial);
  const [baseline] = useState(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [clash, setClash] = useState<{ room: string; titles: string[] } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // Set while the form saves, so the navigation that follows is not taken for leaving it.
  const done = useRef(false);
  const latest = useRef(values);
  latest.current = values;

  const zone = eventZone(event);
  const input = sessionInputOf(values, event);
  const problems = sessionProblems(input, event);
  const shown = visible(problems, values, tried);
  const rooms = useMemo(() => labelsOf(others, 'room'), [others]);
  const tracks = useMemo(() => labelsOf(others, 'track'), [others]);

  const change = (next: Partial<SessionFormValues>) => {
    const updated = { ...latest.current, ...next };
    latest.current = updated;
    setValues(updated);
  };

  const unsaved = () => !done.current && !sameSessionValues(latest.current, baseline);

  async function save() {
    setClash(null);
    setSaving(true);
    done.current = true;
    try {
      await onSubmit(input);
    } finally {
      done.current = false;
      setSaving(false);
    }
  }

  function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    setTried(true);
    if (problems) {
      // The first field with a message comes into view, above the keyboard on a phone.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const clashes = roomClashes({ id: sessionId ?? '', starts_at: input.starts_at, ends_at: input.ends_at, room: input.room }, others);
    if (clashes.length > 0) {
      setClash({ room: input.room.trim(), titles: clashes.map((other) => other.title) });
      return;
    }
    void save();
  }

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="md">
        <TextInput label="Title" required value={values.title} onChange={(e) => change({ title: e.currentTarget.value })} error={shown.title} enterKeyHint="next" />
        {/* Wall times of the venue: what the organiser reads on the printed programme, whatever zone the device is in. */}
        <Group gap="sm" align="flex-start" grow preventGrowOverflow={false}>
          <TextInput
            type="datetime-local"
            label={`Starts (${zone} time)`}
            required
            leftSection={<IconClock size={18} aria-hidden />}
            value={values.start}
            onChange={(e) => change({ start: e.currentTarget.value })}
            error={shown.starts_at}
            miw={220}
          />
          <TextInput
            type="datetime-local"
            label={`Ends (${zone} time)`}
            required
            leftSection={<IconClock size={18} aria-hidden />}
            value={values.end}
            min={values.start || undefined}
            onChange={(e) => change({ end: e.currentTarget.value })}
            error={shown.ends_at}
            miw={220}
          />
        </Group>
        <Group gap="sm" align="flex-start" grow preventGrowOverflow={false}>
          <Autocomplete
            label="Room"
            placeholder="Main hall"
            data={rooms}
            leftSection={<IconDoor size={18} aria-hidden />}
            value={values.room}
            onChange={(room) => change({ room })}
            error={shown.room}
            miw={180}
          />
          <Autocomplete
            label="Track"
            placeholder="Frontend"
            data={tracks}
            leftSection={<IconTag size={18} aria-hidden />}
            value={values.track}
            onChange={(track) => change({ track })}
            error={shown.track}
            miw={180}
          />
        </Group>
        <SpeakerFields rows={values.speakers} members={members} onChange={(speakers) => change({ speakers })} error={shown.speakers} />
        <TextInput
          label="Capacity"
          description="Leave empty for no limit"
          inputMode="numeric"
          leftSection={<IconUsers size={18} aria-hidden />}
          value={values.capacity}
          onChange={(e) => change({ capacity: e.currentTarget.value })}
          error={shown.capacity}
          maw={260}
        />
        <Textarea
          label="Description"
          placeholder="What the session is about, and who it is for"
          autosize
          minRows={3}
          maxRows={12}
          value={values.description}
          onChange={(e) => change({ description: e.currentTarget.value })}
          error={shown.description}
        />
        <StickySubmit label={submitLabel} saving={saving} />
      </Stack>
      <Modal opened={clash !== null} onClose={() => setClash(null)} title="Two sessions in one room" centered>
        {clash && (
          <>
            <Text mb="lg">
              {clash.room} already has {quoted(clash.titles)} at that time. Keep both?
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setClash(null)} data-autofocus>
                Change it
              </Button>
              <Button onClick={() => void save()}>Keep both</Button>
            </Group>
          </>
        )}
      </Modal>
      <LeaveGuard
        unsaved={unsaved}
        title="Leave without saving?"
        message={mode === 'create' ? 'This session is not added yet. If you leave, what you wrote is lost.' : `Your changes to "${baseline.title}" are not saved.`}
        discardLabel={mode === 'create' ? 'Discard' : 'Discard changes'}
      />
    </form>
  );
}
