import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClock, IconScan, IconSearch } from '@tabler/icons-react';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { checkInOpensAt, checkInProblem, CHECK_IN_NOT_OPEN, nextCheckInChange } from '../../../schemas/check-in-window';
import { parsePass } from '../../../schemas/door-rules';
import type { EventDoc } from '../../../schemas/event.schema';
import { parseMemberCode } from '../../../schemas/member-code';
import { deviceTimeZone } from '../../../schemas/time-zone';
import type { UserDoc } from '../../../schemas/user.schema';
import { CameraScanner } from '../../components/camera-scanner/camera-scanner';
import { getDatabase } from '../../db/database';
import { defineMessages } from '../../i18n/define-messages';
import { passKey } from '../../lib/client-config';
import { formatDayIn, formatTimeIn } from '../../lib/dates';
import { useNow } from '../../lib/use-now';
import type { CurrentUser } from '../../member/member-store';
import { alreadyMessage, verdictFor, verdictForPass, verdictForTyped, withinCheckIn, type CheckedIn, type DoorNames, type DoorState, type Verdict } from './door-logic';
import { signal } from './door-signals';
import classes from './door.module.css';
import { useDoorData, useDoorPeople, useRecordScan } from './use-door';
import { ownDirection } from '../../i18n/own-direction';

const messages = defineMessages({
  idle: { id: 'door.result.idle', defaultMessage: 'Scan a pass, type a code, or find a name below.' },
  unknownMember: { id: 'door.attendees.unknownMember', defaultMessage: 'A member not on this phone yet' },
  attendees: { id: 'door.attendees.title', defaultMessage: 'Attendees' },
  find: { id: 'door.attendees.find', defaultMessage: 'Find an attendee' },
  findPlaceholder: { id: 'door.attendees.findPlaceholder', defaultMessage: 'Find an attendee by name' },
  inAt: { id: 'door.attendees.inAt', defaultMessage: 'In at {time}' },
  checkInName: { id: 'door.attendees.checkInName', defaultMessage: 'Check in {name}' },
  checkIn: { id: 'door.attendees.checkIn', defaultMessage: 'Check in' },
  more: { id: 'door.attendees.more', defaultMessage: '{count, plural, other {# more: type a name to find them.}}' },
  noneOfName: { id: 'door.attendees.noneOfName', defaultMessage: 'Nobody of that name has joined.' },
  none: { id: 'door.attendees.none', defaultMessage: 'Nobody has joined this event yet.' },
  code: { id: 'door.code.label', defaultMessage: 'Code' },
  codeDescription: { id: 'door.code.description', defaultMessage: "The code under the attendee's pass, like 7K2M-9QXD" },
  codeSubmit: { id: 'door.code.submit', defaultMessage: 'Check in' },
  closed: { id: 'door.closed.problem', defaultMessage: '{problem}.' },
  closedOpens: { id: 'door.closed.opens', defaultMessage: '{problem}. It opens {day} at {time}; scans are refused until then.' },
  thisAttendee: { id: 'door.verdict.thisAttendee', defaultMessage: 'This attendee' },
  byYou: { id: 'door.verdict.byYou', defaultMessage: 'you' },
  checkedIn: { id: 'door.verdict.checkedIn', defaultMessage: 'Checked in: {name}' },
  notSaved: { id: 'door.verdict.notSaved', defaultMessage: 'Not checked in: this phone could not save the check-in of {name}' },
  failed: { id: 'door.verdict.failed', defaultMessage: 'This scan could not be checked: try again' },
  choose: { id: 'door.verdict.choose', defaultMessage: 'Several attendees have this code: pick the one in front of you' },
  title: { id: 'door.screen.title', defaultMessage: 'Door check-in' },
  count: { id: 'door.screen.count', defaultMessage: '<b>{checkedIn}</b> checked in of <b>{attending}</b> attending' },
  waiting: { id: 'door.screen.waiting', defaultMessage: '{count, plural, one {# check-in waits to sync} other {# check-ins wait to sync}}' },
  noCamera: { id: 'door.screen.noCamera', defaultMessage: 'No camera here: type the code under the pass, or find the name.' },
});

/** What the result panel shows after a scan. */
type Shown = { kind: 'checked_in' | 'already' | 'refused'; title: ReactNode; detail?: string };

const LOOK = {
  checked_in: { color: 'green', icon: IconCircleCheck },
  already: { color: 'yellow', icon: IconAlertTriangle },
  refused: { color: 'red', icon: IconCircleX },
} as const;

// The list shows this many attendees at once: a name typed narrows it.
const LIST_MAX = 60;
// One collator for the list's order: a sort of a conference's names by localeCompare makes one per comparison.
const byName = new Intl.Collator(undefined, { sensitivity: 'base' });

const nameOf = (users: ReadonlyMap<string, UserDoc> | undefined, id: string) => users?.get(id)?.full_name?.trim() || undefined;

/** Where the door screen says a scan's verdict: the panel's own state, so a scan redraws the panel alone. */
type Say = { current: (shown: Shown) => void };

function ResultPanel({ say }: { say: Say }) {
  const intl = useIntl();
  const [shown, setShown] = useState<Shown | null>(null);
  useLayoutEffect(() => {
    // Drawn at once, before the check-in's write starts: the door hears the verdict first.
    say.current = (next) => flushSync(() => setShown(next));
  }, [say]);
  if (!shown) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="door-result" data-kind="idle" role="status">
        <Text c="dimmed">{intl.formatMessage(messages.idle)}</Text>
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
          {shown.detail && <Text size="sm" dir="auto">{shown.detail}</Text>}
        </Stack>
      </Group>
    </Paper>
  );
}

type Tap = (attendeeId: string, how?: 'code' | 'list') => void;

/** The attendees to find by name and tap; drawn again only when who attends or who is in changes. */
const AttendeeList = memo(function AttendeeList({ state, users, time, onTap }: { state: DoorState; users: ReadonlyMap<string, UserDoc> | undefined; time: (iso: string) => string; onTap: Tap }) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const attendees = useMemo(() => {
    const query = search.trim().toLowerCase();
    const unknown = intl.formatMessage(messages.unknownMember);
    return [...state.attending]
      .map((id) => ({ id, name: nameOf(users, id) ?? unknown }))
      .filter((person) => !query || person.name.toLowerCase().includes(query))
      .sort((a, b) => byName.compare(a.name, b.name));
  }, [state, users, search, intl]);
  return (
    <Stack gap="xs" component="section" aria-labelledby="door-attendees">
      <Title order={2} size="h4" id="door-attendees">{intl.formatMessage(messages.attendees)}</Title>
      <TextInput
        aria-label={intl.formatMessage(messages.find)}
        placeholder={intl.formatMessage(messages.findPlaceholder)}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(change) => setSearch(change.currentTarget.value)}
      />
      <Stack gap={0} data-testid="door-attendees">
        {attendees.slice(0, LIST_MAX).map((person) => {
          const known = state.checkedIn.get(person.id);
          return (
            <Group key={person.id} justify="space-between" wrap="nowrap" className={classes.row} data-testid="door-attendee">
              <Text miw={0} truncate dir="auto">{person.name}</Text>
              {known ? (
                <Badge color="green" variant="light" size="lg" tt="none" style={{ flexShrink: 0 }}>{intl.formatMessage(messages.inAt, { time: time(known.at) })}</Badge>
              ) : (
                <Button size="compact-sm" variant="light" onClick={() => onTap(person.id)} aria-label={intl.formatMessage(messages.checkInName, { name: person.name })} style={{ flexShrink: 0 }}>
                  {intl.formatMessage(messages.checkIn)}
                </Button>
              )}
            </Group>
          );
        })}
        {attendees.length > LIST_MAX && <Text size="sm" c="dimmed" pt="xs">{intl.formatMessage(messages.more, { count: attendees.length - LIST_MAX })}</Text>}
        {attendees.length === 0 && <Text size="sm" c="dimmed" pt="xs">{intl.formatMessage(search.trim() ? messages.noneOfName : messages.none)}</Text>}
      </Stack>
    </Stack>
  );
});

/** The typed code (or a pass a handheld scanner types), and the attendees to pick from when a code is shared. */
const CodeForm = memo(function CodeForm({ onTyped, choices, users, onTap }: { onTyped: (typed: string) => Promise<void>; choices: string[]; users: ReadonlyMap<string, UserDoc> | undefined; onTap: Tap }) {
  const intl = useIntl();
  // The field is the browser's own: a scan clears it without drawing the form again.
  const field = useRef<HTMLInputElement>(null);
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const input = field.current;
    const text = input?.value ?? '';
    if (!input || !text.trim()) return;
    input.value = '';
    void onTyped(text);
  };
  return (
    <>
      <form onSubmit={submit}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={intl.formatMessage(messages.code)}
            description={intl.formatMessage(messages.codeDescription)}
            ref={field}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            style={{ flex: 1 }}
            maxLength={400}
          />
          <Button type="submit">{intl.formatMessage(messages.codeSubmit)}</Button>
        </Group>
      </form>
      {choices.length > 0 && (
        <Stack gap={4} data-testid="door-choices">
          {choices.map((id) => (
            <Button key={id} variant="light" onClick={() => onTap(id, 'code')}>{nameOf(users, id) ?? intl.formatMessage(messages.unknownMember)}</Button>
          ))}
        </Stack>
      )}
    </>
  );
});

/** A day inside a sentence: 'today' and 'tomorrow' in lower case, a date as it is written. */
function dayInSentence(iso: string, zone: string, now: number, locale: string): string {
  const day = formatDayIn(iso, zone);
  const relative = [now, now + 86_400_000].map((at) => formatDayIn(new Date(at).toISOString(), zone));
  return relative.includes(day) ? day.toLocaleLowerCase(locale) : day;
}

/**
 * An event's door, for its door-runners: the camera reads passes (checked on the phone, offline), a
 * code can be typed (or a handheld scanner types the pass), and any attendee can be found by name and
 * tapped. Each check-in is said at once, written on the phone and synced later; the first scan wins.
 */
/** Says when check-in is not open, so the door knows before the first scan; read again as it opens or closes. */
function CheckInClosed({ event, zone }: { event: EventDoc; zone: string }) {
  const intl = useIntl();
  const next = useCallback((at: number) => nextCheckInChange(event, at), [event]);
  const now = useNow({ next });
  const problem = checkInProblem(event, now);
  if (!problem) return null;
  const opensAt = checkInOpensAt(event);
  const opens = opensAt === null ? '' : new Date(opensAt).toISOString();
  const text = problem === CHECK_IN_NOT_OPEN && opens ? intl.formatMessage(messages.closedOpens, { problem, day: dayInSentence(opens, zone, now, intl.locale), time: formatTimeIn(opens, zone) }) : intl.formatMessage(messages.closed, { problem });
  return (
    <Alert color="yellow" icon={<IconClock size={18} aria-hidden="true" />} data-testid="door-closed">
      {text}
    </Alert>
  );
}

export function DoorScreen({ event, member }: { event: EventDoc; member: CurrentUser }) {
  const intl = useIntl();
  const { state, scans } = useDoorData(event.id);
  const users = useDoorPeople(state);
  const record = useRecordScan(event, member.id);
  // The verdicts go to the result panel alone: the rest of the screen is not drawn again for a scan.
  const say = useRef<(shown: Shown) => void>(() => {});
  const setShown = (shown: Shown) => say.current(shown);
  const [choices, setChoices] = useState<string[]>([]);
  // Only a list of choices shown is cleared: clearing an empty one would draw the whole screen again.
  const clearChoices = () => setChoices((shown) => (shown.length > 0 ? [] : shown));
  const [camera, setCamera] = useState<'on' | 'none'>('on');
  // Check-ins said on this phone whose scan the live state has not brought back yet: a second scan
  // of the same pass in that moment is 'already' too.
  const said = useRef(new Map<string, CheckedIn>());
  // The latest state for a scan that resolves after a render.
  const latest = useRef({ state, users });
  latest.current = { state, users };
  const queue = useRef<Promise<void>>(Promise.resolve());

  const zone = event.time_zone ?? deviceTimeZone();
  const time = useCallback((iso: string) => formatTimeIn(iso, zone), [zone]);

  /** What this phone knows, with the check-ins it said and has not read back yet. */
  const known = (): DoorState => {
    const { state: now } = latest.current;
    for (const id of said.current.keys()) if (now.checkedIn.has(id)) said.current.delete(id);
    if (said.current.size === 0) return now;
    return { attending: now.attending, checkedIn: new Map([...said.current, ...now.checkedIn]) };
  };
  const names: DoorNames = { person: (id) => nameOf(latest.current.users, id), event: () => undefined };

  /** Says the verdict at once (panel, tones, vibration); a new check-in is then written on the phone. */
  const settle = async (found: Verdict, how: 'qr' | 'code' | 'list') => {
    const verdict = withinCheckIn(found, event, Date.now());
    if (verdict.kind === 'refused') {
      setShown({ kind: 'refused', title: verdict.message });
      setTimeout(() => signal('refused'), 0);
      return;
    }
    const name = nameOf(latest.current.users, verdict.attendeeId) ?? intl.formatMessage(messages.thisAttendee);
    if (verdict.kind === 'already') {
      const staff = verdict.staffId ? (verdict.staffId === member.id ? intl.formatMessage(messages.byYou) : nameOf(latest.current.users, verdict.staffId)) : undefined;
      setShown({ kind: 'already', title: alreadyMessage(verdict.at, staff, verdict.staffId === null, time), detail: name });
      setTimeout(() => signal('already'), 0);
      return;
    }
    said.current.set(verdict.attendeeId, { at: new Date().toISOString(), staffId: member.id });
    setShown({ kind: 'checked_in', title: intl.formatMessage(messages.checkedIn, { name: ownDirection(name) }) });
    setTimeout(() => signal('checked_in'), 0);
    // Written while the next attendee steps up: until it is, this phone counts the check-in as said.
    void record(verdict.attendeeId, how).then((written) => {
      if (written.stored) return;
      said.current.delete(verdict.attendeeId);
      setShown({ kind: 'refused', title: intl.formatMessage(messages.notSaved, { name: ownDirection(name) }) });
    });
  };

  /** The names a refusal of a pass may need: the event it is for and the person it names, when this phone holds them. */
  const namesFor = async (text: string): Promise<DoorNames> => {
    const pass = parsePass(text);
    if (!pass) return names;
    const db = await getDatabase();
    const [other, person] = await Promise.all([pass.eventId === event.id ? null : db.events.findOne(pass.eventId).exec(), db.users.findOne(pass.userId).exec()]);
    return {
      person: (id) => names.person(id) ?? (id === pass.userId ? person?.full_name?.trim() || undefined : undefined),
      event: (id) => (id === pass.eventId ? other?.name : undefined),
    };
  };

  /** One scan at a time, in the order they came: a scan never sees the door before the one before it was said. */
  const once = (work: () => Promise<void>): Promise<void> => {
    const next = queue.current.then(work).catch((error: unknown) => {
      console.error('A scan at the door failed', error);
      setShown({ kind: 'refused', title: intl.formatMessage(messages.failed) });
    });
    queue.current = next;
    return next;
  };

  const handlers = useRef({ onPass: async (_text: string) => {}, onTyped: async (_typed: string) => {}, onTap: (_id: string, _how?: 'code' | 'list') => {} });
  handlers.current = {
    onPass: (text) =>
      once(async () => {
        let verdict = await verdictForPass(text, event.id, passKey(), known(), names);
        // Refusals name what the phone may hold elsewhere (another event, someone who left).
        if (verdict.kind === 'refused') verdict = await verdictForPass(text, event.id, passKey(), known(), await namesFor(text));
        await settle(verdict, 'qr');
      }),
    onTyped: (typed) =>
      once(async () => {
        clearChoices();
        let verdict = await verdictForTyped(typed, event.id, passKey(), known(), names);
        if (verdict.kind === 'refused') verdict = await verdictForTyped(typed, event.id, passKey(), known(), await namesFor(typed));
        if (verdict.kind === 'choose') {
          setChoices(verdict.attendeeIds);
          setShown({ kind: 'already', title: intl.formatMessage(messages.choose) });
          return;
        }
        await settle(verdict, parseMemberCode(typed) ? 'code' : 'qr');
      }),
    onTap: (attendeeId, how = 'list') =>
      void once(async () => {
        clearChoices();
        await settle(verdictFor(attendeeId, known(), names), how);
      }),
  };
  const onTyped = useCallback((typed: string) => handlers.current.onTyped(typed), []);
  const onTap = useCallback<Tap>((attendeeId, how) => handlers.current.onTap(attendeeId, how), []);
  const onText = useCallback((text: string) => void handlers.current.onPass(text), []);
  const onUnavailable = useCallback(() => setCamera('none'), []);
  const waiting = scans.filter((scan) => scan.sync_state === 'pending').length;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">{intl.formatMessage(messages.title)}</Title>
        <Text size="lg" className={classes.count} data-testid="door-count">
          {intl.formatMessage(messages.count, {
            checkedIn: state.checkedIn.size,
            attending: state.attending.size,
            b: (chunks: ReactNode[]) => (
              <Text span fw={700} fz="xl">
                {chunks}
              </Text>
            ),
          })}
        </Text>
        {waiting > 0 && <Text size="sm" c="dimmed" data-testid="door-waiting">{intl.formatMessage(messages.waiting, { count: waiting })}</Text>}
      </Stack>
      <CheckInClosed event={event} zone={zone} />
      <ResultPanel say={say} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="md">
          {camera === 'on' ? (
            <div className={classes.scanner}>
              <CameraScanner onText={onText} onUnavailable={onUnavailable} />
            </div>
          ) : (
            <Group gap="xs" c="dimmed" wrap="nowrap" align="flex-start" data-testid="no-camera">
              <IconScan size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm">{intl.formatMessage(messages.noCamera)}</Text>
            </Group>
          )}
          <CodeForm onTyped={onTyped} choices={choices} users={users} onTap={onTap} />
        </Stack>
        <AttendeeList state={state} users={users} time={time} onTap={onTap} />
      </SimpleGrid>
    </Stack>
  );
}
