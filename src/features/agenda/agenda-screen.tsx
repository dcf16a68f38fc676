import { Alert, Button, Group, Loader, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarOff, IconPlus, IconSearch, IconWifiOff } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { mayEditEvent } from '../../../schemas/event-rules';
import type { EventDoc } from '../../../schemas/event.schema';
import { overlappingIds } from '../../../schemas/session-rules';
import type { SessionDoc } from '../../../schemas/session.schema';
import { deviceTimeZone, zoneAbbreviation } from '../../../schemas/time-zone';
import { AnchorLink, ButtonLink } from '../../components/links';
import { formatDayIn, formatTimeIn } from '../../lib/dates';
import { useLocaleProfile } from '../../lib/locale-context';
import { agendaLink, pathKey, sessionNewLink } from '../../lib/paths';
import { useSyncValue } from '../../lib/sync-client';
import { useStoredUser } from '../../member/member-store';
import { AgendaCard } from './agenda-card';
import { AGENDA_TEXT_MAX, agendaPlaces, dayGrid, filterSessions, groupByDay, type AgendaDay, type AgendaFilters } from './agenda-view';
import { useAgenda, useAgendaClock, useNowAndNextIds } from './use-agenda';
import { useStarToggle, useStars } from './use-stars';
import classes from './agenda.module.css';

/** What the agenda's address says: my schedule or all sessions, and the filters. */
export type AgendaSearch = AgendaFilters & { mine?: boolean | undefined };

export type AgendaScreenProps = {
  event: EventDoc;
  search: AgendaSearch;
  /** Changes the address's search (kept in the URL, so a reload or a shared link shows the same agenda). */
  onSearch: (next: AgendaSearch) => void;
  /** The sign-in button a guest gets in place of 'My schedule'. */
  signIn?: ReactNode;
  /** What the screen offers beside the sessions: adding them to a calendar, the big screen following the agenda. */
  actions?: ReactNode;
  /** The sessions a first visit's HTML brought, shown until the device's database has the event's own. */
  firstVisitSessions?: SessionDoc[] | undefined;
};

export const OFFLINE_AGENDA = 'You are offline: showing the agenda saved on this device';

function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center" data-testid="agenda-empty">
      <IconCalendarOff size={36} stroke={1.5} aria-hidden="true" color="var(--mantine-color-dimmed)" />
      <Title order={2} size="h4">{title}</Title>
      {children}
    </Stack>
  );
}

type DayProps = {
  day: AgendaDay;
  event: EventDoc;
  timeZone: string;
  now: number;
  ids: { now: ReadonlySet<string>; next: ReadonlySet<string> };
  overlaps: ReadonlySet<string>;
  starred: ReadonlySet<string> | undefined;
  onStar: (session: SessionDoc) => void;
};

/** One venue day: its heading (the zone's abbreviation once), then its sessions, a list on a phone and a grid by room on a desktop. */
function Day({ day, event, timeZone, now, ids, overlaps, starred, onStar }: DayProps) {
  const profile = useLocaleProfile();
  const nowDate = useMemo(() => new Date(now), [now]);
  const first = day.sessions[0]!;
  const grid = useMemo(() => dayGrid(day.sessions), [day.sessions]);
  const headingId = `agenda-day-${day.day}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} data-testid="agenda-day">
      <Group gap="xs" align="baseline">
        <Title order={2} size="h4" id={headingId}>{formatDayIn(first.starts_at, timeZone, profile, nowDate)}</Title>
        <Text size="sm" c="dimmed">Times in {zoneAbbreviation(first.starts_at, timeZone, profile.locale)}</Text>
      </Group>
      <div className={classes.day} style={{ '--agenda-columns': Math.max(1, grid.rooms.length) } as CSSProperties}>
        {grid.rooms.map((room, index) => (
          <div key={room || 'no-room'} className={classes.roomHead} style={{ '--agenda-column': index + 2 } as CSSProperties} aria-hidden="true">
            {room || 'Other sessions'}
          </div>
        ))}
        {grid.times.slice(0, -1).map((time, index) => (
          <div key={time} className={classes.timeHead} style={{ '--agenda-row': index + 2 } as CSSProperties} aria-hidden="true">
            {formatTimeIn(new Date(time).toISOString(), timeZone, profile)}
          </div>
        ))}
        {day.sessions.map((session) => (
          <AgendaCard
            key={session.id}
            session={session}
            eventKey={pathKey(event)}
            timeZone={timeZone}
            profile={profile}
            now={nowDate}
            status={ids.now.has(session.id) ? 'now' : ids.next.has(session.id) ? 'next' : null}
            overlap={overlaps.has(session.id)}
            starred={starred ? starred.has(session.id) : undefined}
            onStar={onStar}
            place={grid.places.get(session.id)}
          />
        ))}
      </div>
    </Stack>
  );
}

/** The search box: typed words go to the address as they are typed; a change of the address (cleared filters) shows here. */
function SearchBox({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  // What was typed into the server's page before the app took it over goes to the address once it has.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed && typed !== value) {
      setText(typed);
      onChange(typed);
    }
    // Once, as the app takes the page over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => setText((shown) => (shown.trim() === value.trim() ? shown : value)), [value]);
  return (
    <TextInput
      ref={input}
      aria-label="Search by title or speaker"
      placeholder="Search by title or speaker"
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(event.currentTarget.value);
      }}
      style={{ flex: '1 1 14rem' }}
      maxLength={AGENDA_TEXT_MAX}
    />
  );
}

/**
 * An event's agenda: its sessions by the venue's days, 'Now' and 'Next' following the clock, filters by
 * room, track and words kept in the address, and the member's own schedule (the sessions they starred,
 * overlaps flagged). It reads the device's database, so it works offline.
 */
export function AgendaScreen({ event, search, onSearch, signIn, actions, firstVisitSessions }: AgendaScreenProps) {
  const member = useStoredUser();
  const online = useSyncValue((sync) => sync.online);
  const { sessions, loading } = useAgenda(event.id, firstVisitSessions);
  const { starred } = useStars(member?.id);
  const toggleStar = useStarToggle(member?.id);
  const now = useAgendaClock(sessions);
  const ids = useNowAndNextIds(sessions, now);
  const timeZone = event.time_zone || deviceTimeZone();
  const mine = Boolean(search.mine);
  const filters = useDeferredValue(useMemo(() => ({ room: search.room, track: search.track, q: search.q }), [search.room, search.track, search.q]));
  const places = useMemo(() => agendaPlaces(sessions ?? []), [sessions]);
  const mySessions = useMemo(() => (sessions ?? []).filter((session) => starred.has(session.id)), [sessions, starred]);
  const overlaps = useMemo(() => (mine ? overlappingIds(mySessions) : new Set<string>()), [mine, mySessions]);
  const visible = useMemo(() => filterSessions(mine ? mySessions : (sessions ?? []), filters), [mine, mySessions, sessions, filters]);
  const days = useMemo(() => groupByDay(visible, timeZone), [visible, timeZone]);
  const onStar = useCallback((session: SessionDoc) => void toggleStar(session.id, event.id), [toggleStar, event.id]);
  const filtered = Boolean(search.room || search.track || search.q?.trim());
  const organiser = member !== null && mayEditEvent(event, member);
  const eventKey = pathKey(event);

  const body = (() => {
    if (loading && !sessions) return <Loader aria-label="Loading agenda" />;
    if (mine && !member) {
      return (
        <Empty title="Your schedule">
          <Text c="dimmed" maw={360}>Sign in to star sessions and keep your own schedule, on every device you use.</Text>
          {signIn}
        </Empty>
      );
    }
    if (!sessions || sessions.length === 0) {
      return (
        <Empty title="No sessions yet">
          <Text c="dimmed" maw={360}>{organiser ? 'Add the talks, workshops and breaks of your event.' : 'The organiser has not added any sessions to this event.'}</Text>
          {organiser && (
            <ButtonLink {...sessionNewLink(eventKey)} leftSection={<IconPlus size={16} aria-hidden="true" />}>
              Add a session
            </ButtonLink>
          )}
        </Empty>
      );
    }
    if (mine && mySessions.length === 0) {
      return (
        <Empty title="Nothing in your schedule yet">
          <Text c="dimmed" maw={360}>Star the sessions you want to attend: they show here.</Text>
          <AnchorLink {...agendaLink(eventKey)}>See the full agenda</AnchorLink>
        </Empty>
      );
    }
    if (days.length === 0) {
      return (
        <Empty title="No sessions match">
          <Text c="dimmed" maw={360}>Try other words, or another room or track.</Text>
          <Button variant="default" onClick={() => onSearch({ mine: search.mine })}>Clear filters</Button>
        </Empty>
      );
    }
    return (
      <Stack gap="xl">
        {days.map((day) => (
          <Day key={day.day} day={day} event={event} timeZone={timeZone} now={now} ids={ids} overlaps={overlaps} starred={member ? starred : undefined} onStar={onStar} />
        ))}
      </Stack>
    );
  })();

  return (
    <Stack gap="md" data-testid="agenda">
      <Group justify="space-between" gap="sm">
        <Stack gap={0} miw={0}>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>{event.name}</Title>
          <Text size="sm" c="dimmed" data-testid="agenda-view">{mine ? 'My schedule' : 'All sessions'}</Text>
        </Stack>
        <SegmentedControl
          aria-label="Sessions shown"
          value={mine ? 'mine' : 'all'}
          onChange={(value) => onSearch({ ...search, mine: value === 'mine' || undefined })}
          data={[
            { value: 'all', label: 'All sessions' },
            { value: 'mine', label: 'My schedule' },
          ]}
        />
      </Group>
      {actions && <Group gap="sm">{actions}</Group>}
      {!online && (
        <Alert color="gray" variant="light" icon={<IconWifiOff size={18} aria-hidden="true" />} role="status" py="xs">
          {OFFLINE_AGENDA}
        </Alert>
      )}
      {sessions && sessions.length > 0 && (!mine || member) && (
        <Group gap="sm" align="flex-end">
          <SearchBox value={search.q ?? ''} onChange={(q) => onSearch({ ...search, q: q || undefined })} />
          {(places.rooms.length > 1 || search.room) && (
            <Select
              aria-label="Room"
              placeholder="All rooms"
              data={places.rooms}
              value={search.room ?? null}
              onChange={(room) => onSearch({ ...search, room: room ?? undefined })}
              clearable
              w={170}
            />
          )}
          {(places.tracks.length > 1 || search.track) && (
            <Select
              aria-label="Track"
              placeholder="All tracks"
              data={places.tracks}
              value={search.track ?? null}
              onChange={(track) => onSearch({ ...search, track: track ?? undefined })}
              clearable
              w={170}
            />
          )}
        </Group>
      )}
      {mine && overlaps.size > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />} data-testid="overlap-notice" py="xs">
          {overlaps.size} sessions in your schedule overlap: they are marked 'Overlaps'.
        </Alert>
      )}
      {filtered && days.length > 0 && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {visible.length === 1 ? '1 session' : `${visible.length} sessions`} match.{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => onSearch({ mine: search.mine })}>Clear filters</Button>
        </Text>
      )}
      {body}
    </Stack>
  );
}
