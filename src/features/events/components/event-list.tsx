import { Alert, Button, CloseButton, Skeleton, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../../i18n/define-messages';
import type { EventDoc } from '../../../../schemas/event.schema';
import { useStaggeredList } from '../../../lib/use-staggered-list';
import { useCardAttendance, type CardAttendance } from '../hooks/use-card-attendance';
import { useNameSearch } from '../hooks/use-event-search';
import { useEventsNow } from '../hooks/use-events';
import { EventCard } from './event-card';

// Cards added per painted frame: a phone's first screen holds about six, and a list of hundreds never
// lays out in one long task.
const CARDS_PER_FRAME = 6;

export type EventListProps = {
  /** The member looking, or undefined for a guest. */
  memberId: string | undefined;
  /** The screen's actions (create an event, communities), shown above the search. */
  actions?: ReactNode;
  /** What to do when there is nothing at all yet (create an event, or sign in to). */
  emptyAction?: ReactNode;
};

const messages = defineMessages({
  current: { id: 'events.list.current', defaultMessage: 'Current' },
  past: { id: 'events.list.past', defaultMessage: 'Past' },
  loading: { id: 'events.list.loading', defaultMessage: 'Loading events' },
  emptyTitle: { id: 'events.list.empty.title', defaultMessage: 'No events yet' },
  emptyText: {
    id: 'events.list.empty.text',
    defaultMessage: 'Events and communities show here as soon as this device has synced them. Create the first one and invite people to it.',
  },
  noMatchTitle: { id: 'events.list.noMatch.title', defaultMessage: 'No events match “{search}”' },
  noMatchText: { id: 'events.list.noMatch.text', defaultMessage: 'Check the spelling, or search for part of the name.' },
  showAll: { id: 'events.list.noMatch.showAll', defaultMessage: 'Show all events' },
  searchLabel: { id: 'events.list.search.label', defaultMessage: 'Search events by name' },
  searchPlaceholder: { id: 'events.list.search.placeholder', defaultMessage: 'Search events' },
  clearSearch: { id: 'events.list.search.clear', defaultMessage: 'Clear search' },
  readError: { id: 'events.list.readError', defaultMessage: 'Could not read events' },
});

type Section = { key: 'current' | 'past'; title: MessageDescriptor; events: EventDoc[] };

function EventSection({ section, attendance, now, onRendered }: { section: Section; attendance: ReadonlyMap<string, CardAttendance>; now: number; onRendered: (id: string) => void }) {
  const intl = useIntl();
  if (section.events.length === 0) return null;
  const title = intl.formatMessage(section.title);
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {section.events.map((event) => (
        <EventCard key={event.id} event={event} attendance={attendance.get(event.id)} now={now} onRendered={onRendered} />
      ))}
    </Stack>
  );
}

function LoadingEvents() {
  const intl = useIntl();
  return (
    <Stack gap="sm" aria-busy="true" role="status">
      <VisuallyHidden>{intl.formatMessage(messages.loading)}</VisuallyHidden>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} height={92} radius="md" />
      ))}
    </Stack>
  );
}

function NoEvents({ action }: { action: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack align="center" ta="center" gap="xs" py="xl" data-testid="events-empty">
      <IconCalendarEvent size={40} stroke={1.4} aria-hidden="true" color="var(--mantine-color-dimmed)" />
      <Title order={2} size="h4">{intl.formatMessage(messages.emptyTitle)}</Title>
      <Text c="dimmed" maw={360}>
        {intl.formatMessage(messages.emptyText)}
      </Text>
      {action}
    </Stack>
  );
}

function NoMatch({ search, onClear }: { search: string; onClear: () => void }) {
  const intl = useIntl();
  return (
    <Stack align="center" ta="center" gap="xs" py="xl" data-testid="events-no-match">
      <Title order={2} size="h4">{intl.formatMessage(messages.noMatchTitle, { search: search.trim() })}</Title>
      <Text c="dimmed">{intl.formatMessage(messages.noMatchText)}</Text>
      <Button variant="light" onClick={onClear}>{intl.formatMessage(messages.showAll)}</Button>
    </Stack>
  );
}

/**
 * The events and communities on this device, current (planned or live) then past (ended), each with
 * its status by the clock, a search by name, and who takes part. Works offline.
 */
export function EventList({ memberId, actions, emptyAction }: EventListProps) {
  const intl = useIntl();
  const { events, now, loading, error } = useEventsNow();
  const [search, setSearch] = useState('');
  const searchInput = useRef<HTMLInputElement>(null);
  // What was typed into the server's page before the app took it over is searched for once it has.
  useEffect(() => {
    const typed = searchInput.current?.value;
    if (typed) setSearch(typed);
  }, []);
  const found = useNameSearch(events, search);
  const ids = useMemo(() => events?.filter((event) => !event.is_meetverse).map((event) => event.id), [events]);
  const attendance = useCardAttendance(ids, memberId);
  const keyOf = useCallback((event: EventDoc) => event.id, []);
  const { shown, onItemRendered, busy } = useStaggeredList(found ?? [], keyOf, CARDS_PER_FRAME);
  const sections: Section[] = [
    { key: 'current', title: messages.current, events: shown.filter((event) => event.live_status !== 'ended') },
    { key: 'past', title: messages.past, events: shown.filter((event) => event.live_status === 'ended') },
  ];

  const searchBox = (
    <TextInput
      ref={searchInput}
      type="search"
      aria-label={intl.formatMessage(messages.searchLabel)}
      placeholder={intl.formatMessage(messages.searchPlaceholder)}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={search}
      onChange={(event) => setSearch(event.currentTarget.value)}
      rightSection={search ? <CloseButton size="sm" aria-label={intl.formatMessage(messages.clearSearch)} onClick={() => setSearch('')} /> : null}
    />
  );

  let body: ReactNode;
  if (error) body = <Alert color="red" title={intl.formatMessage(messages.readError)}>{error.message}</Alert>;
  else if (loading || !events) body = <LoadingEvents />;
  else if (events.length === 0) body = <NoEvents action={emptyAction} />;
  else if (found?.length === 0) body = <NoMatch search={search} onClear={() => setSearch('')} />;
  else {
    body = (
      <Stack gap="xl" aria-busy={busy}>
        {sections.map((section) => (
          <EventSection key={section.key} section={section} attendance={attendance} now={now} onRendered={onItemRendered} />
        ))}
      </Stack>
    );
  }

  const empty = events?.length === 0;
  return (
    <Stack gap="md">
      {/* An empty list brings its own call to action. */}
      {!empty && actions}
      {events && !empty && searchBox}
      {body}
    </Stack>
  );
}
