import { Autocomplete, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconClock, IconDoor, IconTag, IconUsers } from '@tabler/icons-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { EventDoc } from '../../../schemas/event.schema';
import { roomClashes, sessionProblems, type SessionProblems } from '../../../schemas/session-rules';
import type { SessionDoc } from '../../../schemas/session.schema';
import { LeaveGuard } from '../../components/leave-guard';
import { defineMessages } from '../../i18n/define-messages';
import { eventZone, sameSessionValues, sessionInputOf, type SessionFormValues } from './session-form-values';
import type { SessionInput } from './use-session-writes';
import type { MemberChoice } from '../../db/use-members';
import { SpeakerFields } from './speaker-fields';
import { StickySubmit } from '../../components/sticky-submit';
import { GrowingTextarea } from '../../components/growing-textarea/growing-textarea';

const messages = defineMessages({
  title: { id: 'agenda.form.title', defaultMessage: 'Title' },
  starts: { id: 'agenda.form.starts', defaultMessage: 'Starts ({zone} time)' },
  ends: { id: 'agenda.form.ends', defaultMessage: 'Ends ({zone} time)' },
  room: { id: 'agenda.form.room', defaultMessage: 'Room' },
  roomExample: { id: 'agenda.form.roomExample', defaultMessage: 'Main hall' },
  track: { id: 'agenda.form.track', defaultMessage: 'Track' },
  trackExample: { id: 'agenda.form.trackExample', defaultMessage: 'Frontend' },
  capacity: { id: 'agenda.form.capacity', defaultMessage: 'Capacity' },
  capacityHint: { id: 'agenda.form.capacityHint', defaultMessage: 'Leave empty for no limit' },
  description: { id: 'agenda.form.description', defaultMessage: 'Description' },
  descriptionHint: { id: 'agenda.form.descriptionHint', defaultMessage: 'What the session is about, and who it is for' },
  clashTitle: { id: 'agenda.form.clashTitle', defaultMessage: 'Two sessions in one room' },
  clashText: { id: 'agenda.form.clashText', defaultMessage: '{room} already has {titles} at that time. Keep both?' },
  quoted: { id: 'agenda.form.quoted', defaultMessage: '"{title}"' },
  andLast: { id: 'agenda.form.andLast', defaultMessage: '{others} and {last}' },
  changeIt: { id: 'agenda.form.changeIt', defaultMessage: 'Change it' },
  keepBoth: { id: 'agenda.form.keepBoth', defaultMessage: 'Keep both' },
  leaveTitle: { id: 'agenda.form.leaveTitle', defaultMessage: 'Leave without saving?' },
  leaveNew: { id: 'agenda.form.leaveNew', defaultMessage: 'This session is not added yet. If you leave, what you wrote is lost.' },
  leaveEdit: { id: 'agenda.form.leaveEdit', defaultMessage: 'Your changes to "{title}" are not saved.' },
  discard: { id: 'agenda.form.discard', defaultMessage: 'Discard' },
  discardChanges: { id: 'agenda.form.discardChanges', defaultMessage: 'Discard changes' },
});

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

/** The titles in quotes, as a list: '"A", "B" and "C"' in English. */
function quoted(intl: IntlShape, titles: string[]): string {
  const all = titles.map((title) => intl.formatMessage(messages.quoted, { title }));
  if (all.length === 1) return all[0] ?? '';
  return intl.formatMessage(messages.andLast, { others: intl.formatList(all.slice(0, -1), { type: 'unit', style: 'short' }), last: all.at(-1) });
}

/**
 * Title, times in the event's own time zone, room, track, speakers, capacity and description of a
 * session, for adding one to an agenda and editing it. A session in a room already taken at that time
 * is kept only once the organiser says so.
 */
export function SessionForm({ mode, event, initial, sessionId, others, members, submitLabel, onSubmit }: SessionFormProps) {
  const intl = useIntl();
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
        <TextInput label={intl.formatMessage(messages.title)} required value={values.title} onChange={(e) => change({ title: e.currentTarget.value })} error={shown.title} enterKeyHint="next" />
        {/* Wall times of the venue: what the organiser reads on the printed programme, whatever zone the device is in. */}
        <Group gap="sm" align="flex-start" grow preventGrowOverflow={false}>
          <TextInput
            type="datetime-local"
            label={intl.formatMessage(messages.starts, { zone })}
            required
            leftSection={<IconClock size={18} aria-hidden />}
            value={values.start}
            onChange={(e) => change({ start: e.currentTarget.value })}
            error={shown.starts_at}
            miw={220}
          />
          <TextInput
            type="datetime-local"
            label={intl.formatMessage(messages.ends, { zone })}
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
            label={intl.formatMessage(messages.room)}
            placeholder={intl.formatMessage(messages.roomExample)}
            data={rooms}
            leftSection={<IconDoor size={18} aria-hidden />}
            value={values.room}
            onChange={(room) => change({ room })}
            error={shown.room}
            miw={180}
          />
          <Autocomplete
            label={intl.formatMessage(messages.track)}
            placeholder={intl.formatMessage(messages.trackExample)}
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
          label={intl.formatMessage(messages.capacity)}
          description={intl.formatMessage(messages.capacityHint)}
          inputMode="numeric"
          leftSection={<IconUsers size={18} aria-hidden />}
          value={values.capacity}
          onChange={(e) => change({ capacity: e.currentTarget.value })}
          error={shown.capacity}
          maw={260}
        />
        <GrowingTextarea
          label={intl.formatMessage(messages.description)}
          placeholder={intl.formatMessage(messages.descriptionHint)}
          minRows={3}
          maxRows={12}
          value={values.description}
          onChange={(e) => change({ description: e.currentTarget.value })}
          error={shown.description}
        />
        <StickySubmit label={submitLabel} saving={saving} />
      </Stack>
      <Modal opened={clash !== null} onClose={() => setClash(null)} title={intl.formatMessage(messages.clashTitle)} centered>
        {clash && (
          <>
            <Text mb="lg">
              {intl.formatMessage(messages.clashText, { room: clash.room, titles: quoted(intl, clash.titles) })}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setClash(null)} data-autofocus>
                {intl.formatMessage(messages.changeIt)}
              </Button>
              <Button onClick={() => void save()}>{intl.formatMessage(messages.keepBoth)}</Button>
            </Group>
          </>
        )}
      </Modal>
      <LeaveGuard
        unsaved={unsaved}
        title={intl.formatMessage(messages.leaveTitle)}
        message={mode === 'create' ? intl.formatMessage(messages.leaveNew) : intl.formatMessage(messages.leaveEdit, { title: baseline.title })}
        discardLabel={intl.formatMessage(mode === 'create' ? messages.discard : messages.discardChanges)}
      />
    </form>
  );
}
