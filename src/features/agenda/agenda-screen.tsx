import { Alert, Button, Group, Loader, NativeSelect, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarOff, IconPlus, IconSearch, IconWifiOff } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { mayEditEvent } from '../../../schemas/event-rules';
import type { EventDoc } from '../../../schemas/event.schema';
import { overlappingIds } from '../../../schemas/session-rules';
import type { SessionDoc } from '../../../schemas/session.schema';
import { deviceTimeZone, zoneAbbreviation } from '../../../schemas/time-zone';
import { AnchorLink, ButtonLink } from '../../components/links';
import { defineMessages } from '../../i18n/define-messages';
import { formatDayIn, formatTimeIn } from '../../lib/dates';
import { useLocaleProfile } from '../../lib/locale-context';
import { useDrawnByServer } from '../../lib/use-drawn-by-server';
import { useMountedAfterPaint, useMountedInTransition } from '../../lib/use-mounted-in-transition';
import { useStaggeredList } from '../../lib/use-staggered-list';
import { agendaLink, pathKey, sessionNewLink } from '../../lib/paths';
import { useSyncValue } from '../../lib/sync-client';
import { useStoredUser } from '../../member/member-store';
import { AgendaCard } from './agenda-card';
import { AGENDA_TEXT_MAX, agendaPlaces, dayGrid, filterSessions, groupByDay, type AgendaDay, type AgendaFilters } from './agenda-view';
import { useAgenda, useAgendaClock, useNowAndNextIds } from './use-agenda';
import { useSchedule } from './use-stars';
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

/**
 * Cards drawn per frame: a conference's agenda (300 sessions) drawn in one go held the page for over a
 * second on this machine; a few at a time, the first screenful paints at once and the rest follow.
 */
const CARDS_PER_FRAME = 8;
const ALL_AT_ONCE = Number.MAX_SAFE_INTEGER;
const idOf = (session: SessionDoc) => session.id;
const NO_SESSIONS: SessionDoc[] = [];
const NO_IDS: ReadonlySet<string> = new Set();

/** A filter's choices: all, then each one the agenda has (and the address's own, even when no session has it now). */
const choices = (all: string, values: readonly string[], chosen: string | undefined) => [
  { value: '', label: all },
  ...(chosen && !values.includes(chosen) ? [chosen, ...values] : values),
];

const messages = defineMessages({
  offline: { id: 'agenda.screen.offline', defaultMessage: 'You are offline: showing the agenda saved on this device' },
  timesIn: { id: 'agenda.screen.timesIn', defaultMessage: 'Times in {zone}' },
  otherSessions: { id: 'agenda.screen.otherSessions', defaultMessage: 'Other sessions' },
  search: { id: 'agenda.screen.search', defaultMessage: 'Search by title or speaker' },
  loading: { id: 'agenda.screen.loading', defaultMessage: 'Loading agenda' },
  yourSchedule: { id: 'agenda.screen.yourSchedule', defaultMessage: 'Your schedule' },
  signIn: { id: 'agenda.screen.signIn', defaultMessage: 'Sign in to star sessions and keep your own schedule, on every device you use.' },
  noSessions: { id: 'agenda.screen.noSessions', defaultMessage: 'No sessions yet' },
  addTalks: { id: 'agenda.screen.addTalks', defaultMessage: 'Add the talks, workshops and breaks of your event.' },
  noneAdded: { id: 'agenda.screen.noneAdded', defaultMessage: 'The organiser has not added any sessions to this event.' },
  addSession: { id: 'agenda.screen.addSession', defaultMessage: 'Add a session' },
  nothingStarred: { id: 'agenda.screen.nothingStarred', defaultMessage: 'Nothing in your schedule yet' },
  starHint: { id: 'agenda.screen.starHint', defaultMessage: 'Star the sessions you want to attend: they show here.' },
  fullAgenda: { id: 'agenda.screen.fullAgenda', defaultMessage: 'See the full agenda' },
  noMatch: { id: 'agenda.screen.noMatch', defaultMessage: 'No sessions match' },
  noMatchHint: { id: 'agenda.screen.noMatchHint', defaultMessage: 'Try other words, or another room or track.' },
  clearFilters: { id: 'agenda.screen.clearFilters', defaultMessage: 'Clear filters' },
  mySchedule: { id: 'agenda.screen.mySchedule', defaultMessage: 'My schedule' },
  allSessions: { id: 'agenda.screen.allSessions', defaultMessage: 'All sessions' },
  shown: { id: 'agenda.screen.shown', defaultMessage: 'Sessions shown' },
  room: { id: 'agenda.screen.room', defaultMessage: 'Room' },
  allRooms: { id: 'agenda.screen.allRooms', defaultMessage: 'All rooms' },
  track: { id: 'agenda.screen.track', defaultMessage: 'Track' },
  allTracks: { id: 'agenda.screen.allTracks', defaultMessage: 'All tracks' },
  overlaps: {
    id: 'agenda.screen.overlaps',
    defaultMessage: "{count, plural, one {# session in your schedule overlaps: it is marked 'Overlaps'.} other {# sessions in your schedule overlap: they are marked 'Overlaps'.}}",
  },
  matches: { id: 'agenda.screen.matches', defaultMessage: '{count, plural, one {# session match.} other {# sessions match.}} <clear>Clear filters</clear>' },
});

/** The offline notice, in English (the source text). */
export const OFFLINE_AGENDA = messages.offline.defaultMessage;

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
  onStar: (session: SessionDoc) => Promise<unknown> | void;
  /** The sessions drawn so far (a long agenda comes in a few cards a frame). */
  shown: ReadonlySet<string>;
  onRendered: (id: string) => void;
};

/** One venue day: its heading (the zone's abbreviation once), then its sessions, a list on a phone and a grid by room on a desktop. */
function Day({ day, event, timeZone, now, ids, overlaps, starred, onStar, shown, onRendered }: DayProps) {
  const intl = useIntl();
  const profile = useLocaleProfile();
  const nowDate = useMemo(() => new Date(now), [now]);
  const first = day.sessions[0]!;
  const grid = useMemo(() => dayGrid(day.sessions), [day.sessions]);
  const headingId = `agenda-day-${day.day}`;
  // The grid's rows of times, the same from one star or frame of cards to the next.
  const timeHeads = useMemo(
    () =>
      grid.times.slice(0, -1).map((time, index) => (
        <div key={time} className={classes.timeHead} style={{ '--agenda-row': index + 2 } as CSSProperties} aria-hidden="true">
          {formatTimeIn(new Date(time).toISOString(), timeZone, profile)}
        </div>
      )),
    [grid.times, timeZone, profile],
  );
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} data-testid="agenda-day">
      <Group gap="xs" align="baseline">
        <Title order={2} size="h4" id={headingId}>{formatDayIn(first.starts_at, timeZone, profile, nowDate)}</Title>
        <Text size="sm" c="dimmed">{intl.formatMessage(messages.timesIn, { zone: zoneAbbreviation(first.starts_at, timeZone, profile.locale) })}</Text>
      </Group>
      <div className={classes.day} style={{ '--agenda-columns': Math.max(1, grid.rooms.length) } as CSSProperties}>
        {grid.rooms.map((room, index) => (
          <div key={room || 'no-room'} className={classes.roomHead} style={{ '--agenda-column': index + 2 } as CSSProperties} aria-hidden="true">
            {room || intl.formatMessage(messages.otherSessions)}
          </div>
        ))}
        {timeHeads}
        {day.sessions.filter((session) => shown.has(session.id)).map((session) => (
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
            onRendered={onRendered}
          />
        ))}
      </div>
    </Stack>
  );
}

/** The search box: typed words go to the address as they are typed; a change of the address (cleared filters) shows here. */
function SearchBox({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const intl = useIntl();
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
      aria-label={intl.formatMessage(messages.search)}
      placeholder={intl.formatMessage(messages.search)}
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
  const intl = useIntl();
  const member = useStoredUser();
  const online = useSyncValue((sync) => sync.online);
  const { sessions, loading } = useAgenda(event.id, firstVisitSessions);
  const { starred, toggle: toggleStar } = useSchedule(member?.id);
  const now = useAgendaClock(sessions);
  const ids = useNowAndNextIds(sessions, now);
  const timeZone = event.time_zone || deviceTimeZone();
  const mine = Boolean(search.mine);
  const filters = useDeferredValue(useMemo(() => ({ room: search.room, track: search.track, q: search.q }), [search.room, search.track, search.q]));
  const places = useMemo(() => agendaPlaces(sessions ?? NO_SESSIONS), [sessions]);
  const mySessions = useMemo(() => (sessions ?? NO_SESSIONS).filter((session) => starred.has(session.id)), [sessions, starred]);
  const overlaps = useMemo(() => (mine ? overlappingIds(mySessions) : NO_IDS), [mine, mySessions]);
  // A star changes my schedule, not the full agenda: its days, grid and cards stay as they are, but the starred one's.
  const listed = mine ? mySessions : (sessions ?? NO_SESSIONS);
  const visible = useMemo(() => filterSessions(listed, filters), [listed, filters]);
  const days = useMemo(() => groupByDay(visible, timeZone), [visible, timeZone]);
  // Cards that arrive after the screen mounted mount in a transition, which React renders in slices:
  // a navigation to the agenda renders its screen in one task, and with every card in it that task held
  // the page for over 50 ms. Sessions its loader read before it mounted are drawn in its first render:
  // the first few cards only (below), as quick as a hand-written read and paint.
  // The server's page holds every card, and adopting it takes them all at once (React does so in slices too).
  const drawnByServer = useDrawnByServer();
  const cardsMounted = useMountedInTransition(days.length > 0, true) || drawnByServer;
  // Then a few a frame.
  const step = drawnByServer ? ALL_AT_ONCE : CARDS_PER_FRAME;
  const ordered = useMemo(() => (cardsMounted ? days.flatMap((day) => day.sessions) : NO_SESSIONS), [cardsMounted, days]);
  const staggered = useStaggeredList(ordered, idOf, step);
  const shown = useMemo(() => new Set(staggered.shown.map(idOf)), [staggered.shown]);
  const onStar = useCallback((session: SessionDoc) => toggleStar(session.id, event.id), [toggleStar, event.id]);
  // The screen's tools (the view switch, the search and filters, the calendar) come once the first
  // cards have painted: drawn with them, a navigation's first render took twice as long as the cards
  // alone, and the view switch measures itself (a layout) as it mounts. Their rows keep their place
  // meanwhile, so the cards do not move when they come.
  const toolsMounted = useMountedAfterPaint(true) || drawnByServer;
  const filtered = Boolean(search.room || search.track || search.q?.trim());
  const organiser = member !== null && mayEditEvent(event, member);
  const eventKey = pathKey(event);

  const body = (() => {
    if (loading && !sessions) return <Loader aria-label={intl.formatMessage(messages.loading)} />;
    if (mine && !member) {
      return (
        <Empty title={intl.formatMessage(messages.yourSchedule)}>
          <Text c="dimmed" maw={360}>{intl.formatMessage(messages.signIn)}</Text>
          {signIn}
        </Empty>
      );
    }
    if (!sessions || sessions.length === 0) {
      return (
        <Empty title={intl.formatMessage(messages.noSessions)}>
          <Text c="dimmed" maw={360}>{intl.formatMessage(organiser ? messages.addTalks : messages.noneAdded)}</Text>
          {organiser && (
            <ButtonLink {...sessionNewLink(eventKey)} leftSection={<IconPlus size={16} aria-hidden="true" />}>
              {intl.formatMessage(messages.addSession)}
            </ButtonLink>
          )}
        </Empty>
      );
    }
    if (mine && mySessions.length === 0) {
      return (
        <Empty title={intl.formatMessage(messages.nothingStarred)}>
          <Text c="dimmed" maw={360}>{intl.formatMessage(messages.starHint)}</Text>
          <AnchorLink {...agendaLink(eventKey)}>{intl.formatMessage(messages.fullAgenda)}</AnchorLink>
        </Empty>
      );
    }
    if (days.length === 0) {
      return (
        <Empty title={intl.formatMessage(messages.noMatch)}>
          <Text c="dimmed" maw={360}>{intl.formatMessage(messages.noMatchHint)}</Text>
          <Button variant="default" onClick={() => onSearch({ mine: search.mine })}>{intl.formatMessage(messages.clearFilters)}</Button>
        </Empty>
      );
    }
    if (!cardsMounted) return <Stack gap="xl" aria-busy="true" />;
    return (
      <Stack gap="xl" aria-busy={staggered.busy}>
        {days
          .filter((day) => day.sessions.some((session) => shown.has(session.id)))
          .map((day) => (
            <Day
              key={day.day}
              day={day}
              event={event}
              timeZone={timeZone}
              now={now}
              ids={ids}
              overlaps={overlaps}
              starred={member ? starred : undefined}
              onStar={onStar}
              shown={shown}
              onRendered={staggered.onItemRendered}
            />
          ))}
      </Stack>
    );
  })();

  return (
    <Stack gap="md" data-testid="agenda">
      <Group justify="space-between" gap="sm">
        <Stack gap={0} miw={0}>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>{event.name}</Title>
          <Text size="sm" c="dimmed" data-testid="agenda-view">{intl.formatMessage(mine ? messages.mySchedule : messages.allSessions)}</Text>
        </Stack>
        {!toolsMounted && <div className={classes.switchPending} />}
        {toolsMounted && (
        <SegmentedControl
          aria-label={intl.formatMessage(messages.shown)}
          value={mine ? 'mine' : 'all'}
          onChange={(value) => onSearch({ ...search, mine: value === 'mine' || undefined })}
          data={[
            { value: 'all', label: intl.formatMessage(messages.allSessions) },
            { value: 'mine', label: intl.formatMessage(messages.mySchedule) },
          ]}
        />
        )}
      </Group>
      {actions && (toolsMounted ? <Group gap="sm">{actions}</Group> : <div className={classes.toolsPending} />)}
      {!online && (
        <Alert color="gray" variant="light" icon={<IconWifiOff size={18} aria-hidden="true" />} role="status" py="xs">
          {intl.formatMessage(messages.offline)}
        </Alert>
      )}
      {sessions && sessions.length > 0 && (!mine || member) && !toolsMounted && (
        <div className={classes.filtersPending}>
          <div className={classes.searchPending} />
          {(places.rooms.length > 1 || search.room) && <div className={classes.selectPending} />}
          {(places.tracks.length > 1 || search.track) && <div className={classes.selectPending} />}
        </div>
      )}
      {sessions && sessions.length > 0 && (!mine || member) && toolsMounted && (
        <Group gap="sm" align="flex-end">
          <SearchBox value={search.q ?? ''} onChange={(q) => onSearch({ ...search, q: q || undefined })} />
          {(places.rooms.length > 1 || search.room) && (
            <NativeSelect
              aria-label={intl.formatMessage(messages.room)}
              data={choices(intl.formatMessage(messages.allRooms), places.rooms, search.room)}
              value={search.room ?? ''}
              onChange={(event) => onSearch({ ...search, room: event.currentTarget.value || undefined })}
              w={170}
            />
          )}
          {(places.tracks.length > 1 || search.track) && (
            <NativeSelect
              aria-label={intl.formatMessage(messages.track)}
              data={choices(intl.formatMessage(messages.allTracks), places.tracks, search.track)}
              value={search.track ?? ''}
              onChange={(event) => onSearch({ ...search, track: event.currentTarget.value || undefined })}
              w={170}
            />
          )}
        </Group>
      )}
      {mine && overlaps.size > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />} data-testid="overlap-notice" py="xs">
          {intl.formatMessage(messages.overlaps, { count: overlaps.size })}
        </Alert>
      )}
      {filtered && days.length > 0 && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {intl.formatMessage(messages.matches, {
            count: visible.length,
            clear: (chunks) => (
              <Button variant="subtle" size="compact-sm" onClick={() => onSearch({ mine: search.mine })}>
                {chunks}
              </Button>
            ),
          })}
        </Text>
      )}
      {body}
    </Stack>
  );
}
