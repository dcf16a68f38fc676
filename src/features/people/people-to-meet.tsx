import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { EventDoc } from '../../../schemas/event.schema';
import { liveStatusAt } from '../../../schemas/event-live-status';
import { Avatar } from '../../components/avatar/avatar';
import { ButtonLink, TextLink } from '../../components/links';
import { defineMessages } from '../../i18n/define-messages';
import { eventLink, peopleLink, profileLink } from '../../lib/paths';
import classes from './people.module.css';
import { passOn, usePeopleToMeet } from './use-people-to-meet';
import { ownDirection } from '../../i18n/own-direction';

const messages = defineMessages({
  section: { id: 'people.toMeet.section', defaultMessage: 'People to meet' },
  title: { id: 'people.toMeet.title', defaultMessage: 'People to meet' },
  titleAt: { id: 'people.toMeet.titleAt', defaultMessage: 'People to meet at {event}' },
  notInterestedIn: { id: 'people.toMeet.notInterestedIn', defaultMessage: 'Not interested in {name}' },
  notInterested: { id: 'people.toMeet.notInterested', defaultMessage: 'Not interested' },
  more: { id: 'people.toMeet.more', defaultMessage: '{count, plural, other {# more at {event}}}' },
  whoIsHere: { id: 'people.event.whoIsHere', defaultMessage: 'Who is here' },
});

/** Up to ten people to meet today at a live event, each with why; 'Not interested' removes one for good. */
export function PeopleToMeet({ event, memberId, first }: { event: EventDoc; memberId: string; first?: number }) {
  const intl = useIntl();
  const suggestions = usePeopleToMeet(event.id, memberId);
  if (!suggestions || suggestions.length === 0) return null;
  const shown = first === undefined ? suggestions : suggestions.slice(0, first);
  return (
    <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.section)}>
      <Title order={2} size="h4">
        {first === undefined ? intl.formatMessage(messages.title) : intl.formatMessage(messages.titleAt, { event: ownDirection(event.name) })}
      </Title>
      <ul className={classes.list}>
        {shown.map(({ profile, reason }) => (
          <li key={profile.id}>
            <Card withBorder padding="sm" radius="md" data-testid="suggestion">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Avatar name={profile.full_name} src={profile.profile_picture} size="md" />
                <Stack gap={4} miw={0} style={{ flex: 1 }}>
                  <TextLink {...profileLink(profile)} fw={600} truncate dir="auto">
                    {profile.full_name}
                  </TextLink>
                  <Text size="sm" c="dimmed">
                    {reason}
                  </Text>
                  <Button variant="subtle" size="compact-xs" color="gray" w="fit-content" onClick={() => void passOn(memberId, profile.id)} aria-label={intl.formatMessage(messages.notInterestedIn, { name: profile.full_name })}>
                    {intl.formatMessage(messages.notInterested)}
                  </Button>
                </Stack>
              </Group>
            </Card>
          </li>
        ))}
      </ul>
      {shown.length < suggestions.length && (
        <TextLink {...eventLink(event)} size="sm" w="fit-content">
          {intl.formatMessage(messages.more, { count: suggestions.length - shown.length, event: event.name })}
        </TextLink>
      )}
    </Stack>
  );
}

/** People to meet at the first live event the member joined, on their home screen. */
export function LivePeopleToMeet({ events, memberId }: { events: readonly EventDoc[]; memberId: string }) {
  const live = events.find((event) => !event.is_community && !event.is_meetverse && liveStatusAt(event, Date.now()) === 'live');
  return live ? <PeopleToMeet event={live} memberId={memberId} first={3} /> : null;
}

/** The event page's people: the link to who is here, and while the event is live, people to meet. */
export function EventPeople({ event, memberId }: { event: EventDoc; memberId: string }) {
  const intl = useIntl();
  const live = liveStatusAt(event, Date.now()) === 'live';
  return (
    <Stack gap="md">
      <Group>
        <ButtonLink {...peopleLink(event)} variant="default" leftSection={<IconUsers size={16} aria-hidden="true" />}>
          {intl.formatMessage(messages.whoIsHere)}
        </ButtonLink>
      </Group>
      {live && <PeopleToMeet event={event} memberId={memberId} />}
    </Stack>
  );
}
