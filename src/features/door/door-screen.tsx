import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconScan, IconSearch } from '@tabler/icons-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { parsePass } from '../../../schemas/door-rules';
import type { EventDoc } from '../../../schemas/event.schema';
import { parseMemberCode } from '../../../schemas/member-code';
import { deviceTimeZone } from '../../../schemas/time-zone';
import type { UserDoc } from '../../../schemas/user.schema';
import { CameraScanner } from '../../components/camera-scanner/camera-scanner';
import { getDatabase } from '../../db/database';
import { passKey } from '../../lib/client-config';
import { formatTimeIn } from '../../lib/dates';
import type { CurrentUser } from '../../member/member-store';
import { alreadyMessage, verdictFor, verdictForPass, verdictForTyped, type DoorNames, type Verdict } from './door-logic';
import { signal } from './door-signals';
import classes from './door.module.css';
import { useDoorData, useDoorPeople, useRecordScan } from './use-door';

/** What the result panel shows after a scan. */
type Shown = { kind: 'checked_in' | 'already' | 'refused'; title: string; detail?: string };

const LOOK = {
  checked_in: { color: 'green', icon: IconCircleCheck },
  already: { color: 'yellow', icon: IconAlertTriangle },
  refused: { color: 'red', icon: IconCircleX },
} as const;

// The list shows this many attendees at once: a name typed narrows it.
const LIST_MAX = 60;

const nameOf = (users: ReadonlyMap<string, UserDoc> | undefined, id: string) => users?.get(id)?.full_name?.trim() || undefined;

function ResultPanel({ shown }: { shown: Shown | null }) {
  if (!shown) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="door-result" data-kind="idle" role="status">
        <Text c="dimmed">Scan a pass, type a code, or find a name below.</Text>
      </Paper>
    );
  }
  const { color, icon: Icon } = LOOK[shown.kind];
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.result}
      bg={`var(--mantine-color-${color}-light)`}
      style={{ borderColor: `var(--mantine-color-${color}-filled)` }}
      data-testid="door-result"
      data-kind={shown.kind}
      role="status"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Icon size={32} color={`var(--mantine-color-${color}-filled)`} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Stack gap={2} miw={0}>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>{shown.title}</Text>
          {shown.detail && <Text size="sm">{shown.detail}</Text>}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * An event's door, for its door-runners: the camera reads passes (checked on the phone, offline), a
 * code can be typed (or a handheld scanner types the pass), and any attendee can be found by name and
 * tapped. Each check-in is written on the phone at once and syncs later; the first scan wins.
 */
export function DoorScreen({ event, member }: { event: EventDoc; member: CurrentUser }) {
  const { state, scans } = useDoorData(event.id);
  const users = useDoorPeople(state);
  const record = useRecordScan(event, member.id);
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [choices, setChoices] = useState<string[]>([]);
  const [camera, setCamera] = useState<'on' | 'none'>('on');
  // The latest state for a scan that resolves after a render: two quick scans of one pass see the first.
  const latest = useRef({ state, users });
  latest.current = { state, users };

  const zone = event.time_zone ?? deviceTimeZone();
  const time = (iso: string) => formatTimeIn(iso, zone);
  const names: DoorNames = {
    person: (id) => nameOf(latest.current.users, id),
    event: () => undefined,
  };

  async function show(verdict: Verdict) {
    if (verdict.kind === 'refused') {
      setShown({ kind: 'refused', title: verdict.message });
      signal('refused');
      return;
    }
    const name = nameOf(latest.current.users, verdict.attendeeId) ?? 'This attendee';
    if (verdict.kind === 'already') {
      const staff = verdict.staffId ? (verdict.staffId === member.id ? 'you' : nameOf(latest.current.users, verdict.staffId)) : undefined;
      setShown({ kind: 'already', title: alreadyMessage(verdict.at, staff, verdict.staffId === null, time), detail: name });
      signal('already');
      return;
    }
    setShown({ kind: 'checked_in', title: `Checked in: ${name}` });
    signal('checked_in');
  }

  /** Checks a verdict's attendee in (a new check-in is recorded), then says so. */
  async function settle(verdict: Verdict, how: 'qr' | 'code' | 'list') {
    if (verdict.kind === 'checked_in') {
      const written = await record(verdict.attendeeId, how);
      if (!written.stored) return;
    }
    await show(verdict);
  }

  /** The names a verdict on a pass may need: the event it is for and the person it names, when this phone holds them. */
  async function namesFor(text: string): Promise<DoorNames> {
    const pass = parsePass(text);
    if (!pass) return names;
    const db = await getDatabase();
    const [other, person] = await Promise.all([pass.eventId === event.id ? null : db.events.findOne(pass.eventId).exec(), db.users.findOne(pass.userId).exec()]);
    return {
      person: (id) => names.person(id) ?? (id === pass.userId ? person?.full_name?.trim() || undefined : undefined),
      event: (id) => (id === pass.eventId ? other?.name : undefined),
    };
  }

  async function onPass(text: string) {
    if (busy) return;
    setBusy(true);
    try {
      const verdict = await verdictForPass(text, event.id, passKey(), latest.current.state, await namesFor(text));
      await settle(verdict, 'qr');
    } finally {
      setBusy(false);
    }
  }

  async function onTyped(submitted: FormEvent) {
    submitted.preventDefault();
    if (busy || !typed.trim()) return;
    setBusy(true);
    setChoices([]);
    try {
      const verdict = await verdictForTyped(typed, event.id, passKey(), latest.current.state, await namesFor(typed));
      if (verdict.kind === 'choose') {
        setChoices(verdict.attendeeIds);
        setShown({ kind: 'already', title: 'Several attendees have this code: pick the one in front of you' });
        return;
      }
      await settle(verdict, parseMemberCode(typed) ? 'code' : 'qr');
      setTyped('');
    } finally {
      setBusy(false);
    }
  }

  async function onTap(attendeeId: string, how: 'code' | 'list' = 'list') {
    if (busy) return;
    setBusy(true);
    try {
      setChoices([]);
      await settle(verdictFor(attendeeId, latest.current.state, names), how);
    } finally {
      setBusy(false);
    }
  }

  const attendees = useMemo(() => {
    const query = search.trim().toLowerCase();
    return [...state.attending]
      .map((id) => ({ id, name: nameOf(users, id) ?? 'A member not on this phone yet' }))
      .filter((person) => !query || person.name.toLowerCase().includes(query))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [state, users, search]);
  const waiting = scans.filter((scan) => scan.sync_state === 'pending').length;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">Door check-in</Title>
        <Text size="lg" className={classes.count} data-testid="door-count">
          <Text span fw={700} fz="xl">{state.checkedIn.size}</Text> checked in of <Text span fw={700} fz="xl">{state.attending.size}</Text> attending
        </Text>
        {waiting > 0 && <Text size="sm" c="dimmed" data-testid="door-waiting">{waiting === 1 ? '1 check-in waits to sync' : `${waiting} check-ins wait to sync`}</Text>}
      </Stack>
      <ResultPanel shown={shown} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="md">
          {camera === 'on' ? (
            <div className={classes.scanner}>
              <CameraScanner onText={(text) => void onPass(text)} onUnavailable={() => setCamera('none')} paused={busy} />
            </div>
          ) : (
            <Group gap="xs" c="dimmed" wrap="nowrap" align="flex-start" data-testid="no-camera">
              <IconScan size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm">No camera here: type the code under the pass, or find the name.</Text>
            </Group>
          )}
          <form onSubmit={(submitted) => void onTyped(submitted)}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label="Code"
                description="The code under the attendee's pass, like 7K2M-9QXD"
                value={typed}
                onChange={(change) => setTyped(change.currentTarget.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                style={{ flex: 1 }}
                maxLength={400}
              />
              <Button type="submit" loading={busy}>Check in</Button>
            </Group>
          </form>
          {choices.length > 0 && (
            <Stack gap={4} data-testid="door-choices">
              {choices.map((id) => (
                <Button key={id} variant="light" onClick={() => void onTap(id, 'code')}>{nameOf(users, id) ?? 'A member not on this phone yet'}</Button>
              ))}
            </Stack>
          )}
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="door-attendees">
          <Title order={2} size="h4" id="door-attendees">Attendees</Title>
          <TextInput
            aria-label="Find an attendee"
            placeholder="Find an attendee by name"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(change) => setSearch(change.currentTarget.value)}
          />
          <Stack gap={0} data-testid="door-attendees">
            {attendees.slice(0, LIST_MAX).map((person) => {
              const known = state.checkedIn.get(person.id);
              return (
                <Group key={person.id} justify="space-between" wrap="nowrap" className={classes.row} data-testid="door-attendee">
                  <Text miw={0} truncate>{person.name}</Text>
                  {known ? (
                    <Badge color="green" variant="light" size="lg" tt="none" style={{ flexShrink: 0 }}>In at {time(known.at)}</Badge>
                  ) : (
                    <Button size="compact-sm" variant="light" onClick={() => void onTap(person.id)} aria-label={`Check in ${person.name}`} style={{ flexShrink: 0 }}>
                      Check in
                    </Button>
                  )}
                </Group>
              );
            })}
            {attendees.length > LIST_MAX && <Text size="sm" c="dimmed" pt="xs">{attendees.length - LIST_MAX} more: type a name to find them.</Text>}
            {attendees.length === 0 && <Text size="sm" c="dimmed" pt="xs">{search.trim() ? 'Nobody of that name has joined.' : 'Nobody has joined this event yet.'}</Text>}
          </Stack>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
