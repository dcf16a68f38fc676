import { Badge, Button, Group, Loader, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import type { EventDoc } from '../../../schemas/event.schema';
import { Avatar } from '../../components/avatar/avatar';
import { UnstyledLink } from '../../components/links';
import { profileLink } from '../../lib/paths';
import { SEARCH_FIELDS, SEARCH_FIELD_LABELS, searchAttendees, type Attendee, type SearchField } from './attendees';
import classes from './people.module.css';
import { useAttendees } from './use-attendees';

/** Rows painted at first, and added each time the member reaches the end: 5,000 attendees paint as fast as 60. */
export const PAGE_ROWS = 60;

const summaryOf = (attendee: Attendee) => {
  const { profile } = attendee;
  const expertise = [...(profile.fields_of_expertise ?? []), ...(profile.skills ?? [])].slice(0, 3).join(', ');
  return { expertise, help: profile.can_help_with?.trim(), interests: (profile.interests ?? []).slice(0, 4).join(', ') };
};

function AttendeeRow({ attendee, live }: { attendee: Attendee; live: boolean }) {
  const { profile } = attendee;
  const { expertise, help, interests } = summaryOf(attendee);
  return (
    <li className={classes.row}>
      <UnstyledLink {...profileLink(profile)} className={classes.link} data-testid="attendee">
        <Group wrap="nowrap" gap="sm" align="flex-start">
          <Avatar name={profile.full_name} src={profile.profile_picture} size="md" />
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Group gap="xs" wrap="nowrap">
              <Text fw={600} truncate>
                {profile.full_name}
              </Text>
              {live && attendee.checkedIn && (
                <Badge size="xs" variant="light" color="teal">
                  Here
                </Badge>
              )}
            </Group>
            {expertise && (
              <Text size="sm" c="dimmed" lineClamp={1}>
                {expertise}
              </Text>
            )}
            {help && (
              <Text size="sm" lineClamp={1}>
                Can help with: {help}
              </Text>
            )}
            {interests && (
              <Text size="xs" c="dimmed" lineClamp={1}>
                Interested in {interests}
              </Text>
            )}
          </Stack>
        </Group>
      </UnstyledLink>
    </li>
  );
}

/**
 * Who is here: the event's attendees from this device (offline too), searchable by name, expertise,
 * interests and what they can help with. Rows come a page at a time.
 */
export function AttendeeList({ event, memberId }: { event: EventDoc; memberId: string }) {
  const { attendees, loading, live } = useAttendees(event, memberId);
  const [query, setQuery] = useState('');
  const [field, setField] = useState<SearchField>('all');
  const [shown, setShown] = useState(PAGE_ROWS);
  const deferredQuery = useDeferredValue(query);
  const found = useMemo(() => searchAttendees(attendees ?? [], deferredQuery, field), [attendees, deferredQuery, field]);
  const searching = deferredQuery.trim() !== '';
  if (loading && !attendees) return <Loader aria-label="Loading attendees" />;
  const total = attendees?.length ?? 0;
  return (
    // data-query: the search the shown results answer (it trails the field while the list is rendered anew).
    <Stack gap="md" data-query={`${field}:${deferredQuery}`}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          People here
        </Title>
        <Text size="sm" c="dimmed" data-testid="attendee-count">
          {total === 0 ? 'Nobody is listed yet.' : `${total.toLocaleString()} ${total === 1 ? 'attendee' : 'attendees'}${live ? ', those here first' : ''}`}
        </Text>
      </Stack>
      {total > 0 && (
        <Group gap="xs" align="flex-end" className={classes.search} wrap="nowrap">
          <TextInput
            value={query}
            onChange={(change) => {
              setQuery(change.currentTarget.value);
              setShown(PAGE_ROWS);
            }}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            placeholder="Name, expertise, interests"
            label="Search attendees"
            type="search"
            style={{ flex: 1 }}
          />
          <NativeSelect
            size="sm"
            value={field}
            onChange={(change) => setField(change.currentTarget.value as SearchField)}
            data={SEARCH_FIELDS.map((value) => ({ value, label: value === 'all' ? 'Everything' : SEARCH_FIELD_LABELS[value] }))}
            label="Search in"
            className={classes.fields}
          />
        </Group>
      )}
      {total === 0 ? (
        <Text c="dimmed">When members join this event, they show here with what they can help with.</Text>
      ) : found.length === 0 ? (
        <Text c="dimmed" role="status">
          Nobody matches “{deferredQuery.trim()}”{field === 'all' ? '' : ` in ${SEARCH_FIELD_LABELS[field].toLowerCase()}`}.
        </Text>
      ) : (
        <>
          {searching && (
            <Text size="sm" c="dimmed" role="status">
              {found.length.toLocaleString()} found
            </Text>
          )}
          <ul className={classes.list} aria-label="Attendees">
            {found.slice(0, shown).map((attendee) => (
              <AttendeeRow key={attendee.profile.id} attendee={attendee} live={live} />
            ))}
          </ul>
          {found.length > shown && (
            <Button variant="default" onClick={() => setShown((count) => count + PAGE_ROWS * 2)} w="fit-content">
              Show more ({(found.length - shown).toLocaleString()} more)
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
