import { Badge, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { EventDoc } from '../../../../schemas/event.schema';
import { ButtonLink, TextLink } from '../../../components/links';
import { eventLink } from '../../../lib/paths';
import { useMember } from '../../../member/member-store';
import { useAttendanceByEvent, type Attendance } from '../hooks/use-attendance';
import { useEventsNow } from '../hooks/use-events';
import { useMemberCount } from '../hooks/use-member-count';
import { countLabel } from './event-card';
import { JoinEventButton } from './join-event-button';
import { defineMessages } from '../../../i18n/define-messages';

const messages = defineMessages({
  create: { id: 'events.communities.create', defaultMessage: 'Create community' },
  intro: { id: 'events.communities.intro', defaultMessage: 'Communities last beyond a single event. Join one to see its questions in your home feed.' },
  loading: { id: 'events.communities.loading', defaultMessage: 'Loading communities' },
  communities: { id: 'events.communities.label', defaultMessage: 'Communities' },
  everyonesIn: { id: 'events.communities.everyonesIn', defaultMessage: 'Everyone’s in' },
  emptyTitle: { id: 'events.communities.empty.title', defaultMessage: 'No other communities yet' },
  emptyText: { id: 'events.communities.empty.text', defaultMessage: 'Start one for people who share a topic, a city or a team, and invite them to join.' },
  emptyNotSynced: {
    id: 'events.communities.empty.notSynced',
    defaultMessage: 'Communities show here once this device has synced. Start one for people who share a topic, a city or a team.',
  },
});

export type CommunityListProps = {
  onMembershipChange?: (communityId: string, joined: boolean) => void;
};

function CommunityCard({ community, count, action }: { community: EventDoc; count: number | undefined; action: ReactNode }) {
  const intl = useIntl();
  return (
    <Card withBorder radius="md" px="md" py="sm" component="article" aria-label={community.name} data-testid="community-card">
      <Group justify="space-between" wrap="nowrap" align="center" gap="sm">
        <Stack gap={2} miw={0}>
          <TextLink {...eventLink(community)} fw={600} lineClamp={1}>
            {community.name}
          </TextLink>
          {community.description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {community.description}
            </Text>
          )}
          {count !== undefined && (
            <Group gap={6} wrap="nowrap" c="dimmed">
              <IconUsersGroup size={16} stroke={1.6} aria-hidden="true" />
              <Text size="sm" c="dimmed">{countLabel(intl, count, true)}</Text>
            </Group>
          )}
        </Stack>
        <div style={{ flexShrink: 0 }}>{action}</div>
      </Group>
    </Card>
  );
}

function CreateCommunity() {
  const intl = useIntl();
  return (
    <ButtonLink to="/create-community" leftSection={<IconPlus size={16} aria-hidden="true" />}>
      {intl.formatMessage(messages.create)}
    </ButtonLink>
  );
}

/**
 * The communities on this device, the meetverse first: everyone is in it and nobody leaves it. Each
 * other one shows how many joined (counted on this device) and lets the member join or leave.
 */
export function CommunityList({ onMembershipChange }: CommunityListProps) {
  const intl = useIntl();
  const member = useMember();
  const { events, loading } = useEventsNow();
  const communities = useMemo(() => events?.filter((event) => event.is_community), [events]);
  const meetverse = communities?.find((community) => community.is_meetverse);
  const others = useMemo(() => communities?.filter((community) => !community.is_meetverse) ?? [], [communities]);
  const ids = useMemo(() => others.map((community) => community.id), [others]);
  const { data: attendance } = useAttendanceByEvent(ids, member.id);
  const { data: everyone } = useMemberCount();

  const header = (
    <Group justify="space-between" gap="sm">
      <Text c="dimmed" size="sm" maw={420}>
        {intl.formatMessage(messages.intro)}
      </Text>
      <CreateCommunity />
    </Group>
  );
  if (loading || !communities) {
    return (
      <Stack gap="md">
        {header}
        <Stack gap="sm" role="status" aria-busy="true">
          <VisuallyHidden>{intl.formatMessage(messages.loading)}</VisuallyHidden>
          <Skeleton height={84} radius="md" />
          <Skeleton height={84} radius="md" />
        </Stack>
      </Stack>
    );
  }
  const standing = (id: string): Attendance | undefined => attendance?.get(id);
  return (
    <Stack gap="md">
      {header}
      <Stack gap="sm" component="section" aria-label={intl.formatMessage(messages.communities)}>
        {meetverse && (
          <CommunityCard
            community={meetverse}
            count={everyone}
            action={
              <Badge color="violet" variant="light" size="md">
                {intl.formatMessage(messages.everyonesIn)}
              </Badge>
            }
          />
        )}
        {others.map((community) => (
          <CommunityCard
            key={community.id}
            community={community}
            count={standing(community.id)?.attendees}
            action={
              <JoinEventButton
                eventId={community.id}
                eventName={community.name}
                liveStatus={community.live_status}
                joined={standing(community.id)?.joined}
                community
                compact
                onMembershipChange={onMembershipChange}
              />
            }
          />
        ))}
      </Stack>
      {others.length === 0 && (
        <Stack align="center" ta="center" gap="xs" py="lg" data-testid="communities-empty">
          <Title order={2} size="h4">{intl.formatMessage(messages.emptyTitle)}</Title>
          <Text c="dimmed" maw={360}>
            {intl.formatMessage(meetverse ? messages.emptyText : messages.emptyNotSynced)}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
