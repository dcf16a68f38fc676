import { Badge, Button, Group, Loader, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Fragment, memo, useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { EventDoc } from '../../../schemas/event.schema';
import { Avatar } from '../../components/avatar/avatar';
import { UnstyledLink } from '../../components/links';
import { defineMessages } from '../../i18n/define-messages';
import { profileLink } from '../../lib/paths';
import { SEARCH_FIELDS, searchAttendees, type Attendee, type SearchField } from './attendees';
import classes from './people.module.css';
import { useAttendees } from './use-attendees';
import { ownDirection } from '../../i18n/own-direction';

/**
 * Rows painted at first, and added each time the member asks for more: 5,000 attendees paint as fast as
 * 30, which fill a laptop's screen twice, and a search keystroke draws no more than that.
 */
export const PAGE_ROWS = 30;

const messages = defineMessages({
  here: { id: 'people.attendee.here', defaultMessage: 'Here' },
  canHelpWith: { id: 'people.attendee.canHelpWith', defaultMessage: 'Can help with: {help}' },
  interestedIn: { id: 'people.attendee.interestedIn', defaultMessage: 'Interested in {interests}' },
  loading: { id: 'people.list.loading', defaultMessage: 'Loading attendees' },
  title: { id: 'people.list.title', defaultMessage: 'People here' },
  nobodyListed: { id: 'people.list.nobodyListed', defaultMessage: 'Nobody is listed yet.' },
  count: { id: 'people.list.count', defaultMessage: '{count, plural, one {# attendee} other {# attendees}}' },
  countLive: { id: 'people.list.countLive', defaultMessage: '{count, plural, one {# attendee, those here first} other {# attendees, those here first}}' },
  searchPlaceholder: { id: 'people.list.searchPlaceholder', defaultMessage: 'Name, expertise, interests' },
  search: { id: 'people.list.search', defaultMessage: 'Search attendees' },
  searchIn: { id: 'people.list.searchIn', defaultMessage: 'Search in' },
  empty: { id: 'people.list.empty', defaultMessage: 'When members join this event, they show here with what they can help with.' },
  noMatch: {
    id: 'people.list.noMatch',
    defaultMessage:
      '{field, select, name {Nobody matches “{query}” in name.} expertise {Nobody matches “{query}” in expertise.} interests {Nobody matches “{query}” in interests.} can_help_with {Nobody matches “{query}” in can help with.} other {Nobody matches “{query}”.}}',
  },
  found: { id: 'people.list.found', defaultMessage: '{count, plural, other {# found}}' },
  list: { id: 'people.list.attendees', defaultMessage: 'Attendees' },
  showMore: { id: 'people.list.showMore', defaultMessage: '{count, plural, other {Show more (# more)}}' },
});

/** What a search of the attendees looks in, as the field's choices name it. */
const FIELD_LABELS = defineMessages({
  all: { id: 'people.search.all', defaultMessage: 'Everything' },
  name: { id: 'people.search.name', defaultMessage: 'Name' },
  expertise: { id: 'people.search.expertise', defaultMessage: 'Expertise' },
  interests: { id: 'people.search.interests', defaultMessage: 'Interests' },
  can_help_with: { id: 'people.search.canHelpWith', defaultMessage: 'Can help with' },
});

// The profile's own words, listed as the language on screen separates a list's items, each in its own direction.
const listOf = (intl: IntlShape, items: readonly string[]) =>
  items.length > 0 ? intl.formatList(items.map((item, index) => <Fragment key={index}>{ownDirection(item)}</Fragment>), { type: 'unit', style: 'short' }) : null;

const summaryOf = (attendee: Attendee, intl: IntlShape) => {
  const { profile } = attendee;
  const expertise = listOf(intl, [...(profile.fields_of_expertise ?? []), ...(profile.skills ?? [])].slice(0, 3));
  return { expertise, help: profile.can_help_with?.trim(), interests: listOf(intl, (profile.interests ?? []).slice(0, 4)) };
};

/**
 * A row drawn once for its attendee (a search keystroke that keeps it on the list draws it no more), of
 * plain elements styled by the list's own classes: a keystroke that brings 30 new rows draws them about
 * three times faster than the layout components did.
 */
const AttendeeRow = memo(function AttendeeRow({ attendee, live }: { attendee: Attendee; live: boolean }) {
  const intl = useIntl();
  const { profile } = attendee;
  const { expertise, help, interests } = summaryOf(attendee, intl);
  return (
    <li className={classes.row}>
      <UnstyledLink {...profileLink(profile)} className={classes.link} data-testid="attendee">
        <div className={classes.rowBody}>
          <Avatar name={profile.full_name} src={profile.profile_picture} size="md" />
          <div className={classes.details}>
            <div className={classes.nameLine}>
              <span className={classes.name} dir="auto">
                {profile.full_name}
              </span>
              {live && attendee.checkedIn && (
                <Badge size="xs" variant="light" color="teal" style={{ flexShrink: 0 }}>
                  {intl.formatMessage(messages.here)}
                </Badge>
              )}
            </div>
            {expertise && <span className={`${classes.line} ${classes.dimmed}`}>{expertise}</span>}
            {help && <span className={classes.line}>{intl.formatMessage(messages.canHelpWith, { help: ownDirection(help) })}</span>}
            {interests && <span className={`${classes.line} ${classes.small} ${classes.dimmed}`}>{intl.formatMessage(messages.interestedIn, { interests })}</span>}
          </div>
        </div>
      </UnstyledLink>
    </li>
  );
});

/**
 * Who is here: the event's attendees from this device (offline too), searchable by name, expertise,
 * interests and what they can help with. Rows come a page at a time.
 */
export function AttendeeList({ event, memberId }: { event: EventDoc; memberId: string }) {
  const intl = useIntl();
  const { attendees, loading, live } = useAttendees(event, memberId);
  const [query, setQuery] = useState('');
  const [field, setField] = useState<SearchField>('all');
  const [shown, setShown] = useState(PAGE_ROWS);
  // A keystroke draws its results in its own render: the search scans text made once per list, and no
  // more than a page of rows is drawn, so the results come with the letter typed.
  const found = useMemo(() => searchAttendees(attendees ?? [], query, field), [attendees, query, field]);
  const searching = query.trim() !== '';
  if (loading && !attendees) return <Loader aria-label={intl.formatMessage(messages.loading)} />;
  const total = attendees?.length ?? 0;
  return (
    // data-query: the search the shown results answer.
    <Stack gap="md" data-query={`${field}:${query}`}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {intl.formatMessage(messages.title)}
        </Title>
        <Text size="sm" c="dimmed" data-testid="attendee-count">
          {intl.formatMessage(total === 0 ? messages.nobodyListed : live ? messages.countLive : messages.count, { count: total })}
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
            placeholder={intl.formatMessage(messages.searchPlaceholder)}
            label={intl.formatMessage(messages.search)}
            type="search"
            style={{ flex: 1 }}
          />
          <NativeSelect
            size="sm"
            value={field}
            onChange={(change) => setField(change.currentTarget.value as SearchField)}
            data={SEARCH_FIELDS.map((value) => ({ value, label: intl.formatMessage(FIELD_LABELS[value]) }))}
            label={intl.formatMessage(messages.searchIn)}
            className={classes.fields}
          />
        </Group>
      )}
      {total === 0 ? (
        <Text c="dimmed">{intl.formatMessage(messages.empty)}</Text>
      ) : found.length === 0 ? (
        <Text c="dimmed" role="status">
          {intl.formatMessage(messages.noMatch, { field, query: query.trim() })}
        </Text>
      ) : (
        <>
          {searching && (
            <Text size="sm" c="dimmed" role="status">
              {intl.formatMessage(messages.found, { count: found.length })}
            </Text>
          )}
          <ul className={classes.list} aria-label={intl.formatMessage(messages.list)}>
            {found.slice(0, shown).map((attendee) => (
              <AttendeeRow key={attendee.profile.id} attendee={attendee} live={live} />
            ))}
          </ul>
          {found.length > shown && (
            <Button variant="default" onClick={() => setShown((count) => count + PAGE_ROWS * 2)} w="fit-content">
              {intl.formatMessage(messages.showMore, { count: found.length - shown })}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
