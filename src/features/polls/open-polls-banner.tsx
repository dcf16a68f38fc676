import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { TextLink } from '../../components/links';
import { defineMessages } from '../../i18n/define-messages';
import { eventLink } from '../../lib/paths';
import { useMyVotes, useOpenPolls } from './use-polls';
import { ownDirection } from '../../i18n/own-direction';

const messages = defineMessages({
  region: { id: 'polls.banner.region', defaultMessage: 'Poll open' },
  kicker: { id: 'polls.banner.kicker', defaultMessage: 'Poll open · {event}' },
  results: { id: 'polls.banner.results', defaultMessage: 'See the results' },
  vote: { id: 'polls.banner.vote', defaultMessage: 'Vote now' },
});

export type OpenPollsBannerProps = {
  /** The events whose polls it follows: those the member joined. */
  events: readonly { id: string; slug?: string | undefined; name: string }[];
  memberId: string;
};

/** 'Poll open' in the member's events, live: the question, whether they voted, and the way to vote on the event's page. */
export function OpenPollsBanner({ events, memberId }: OpenPollsBannerProps) {
  const intl = useIntl();
  const { data: polls } = useOpenPolls(events.map((event) => event.id));
  const { data: votes } = useMyVotes((polls ?? []).map((poll) => poll.id), memberId);
  if (!polls?.length) return null;
  const byId = new Map(events.map((event) => [event.id, event]));
  return (
    <Stack gap="xs" role="region" aria-label={intl.formatMessage(messages.region)}>
      {polls.slice(0, 3).map((poll) => {
        const event = byId.get(poll.event_id);
        if (!event) return null;
        const voted = votes?.get(poll.id)?.active === true;
        return (
          <Card key={poll.id} withBorder radius="md" p="sm" data-testid="poll-open-banner" style={{ borderInlineStart: '4px solid var(--mantine-color-green-6)' }}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon color="green" variant="light" radius="xl" size="lg" aria-hidden="true">
                <IconChartBar size={18} />
              </ThemeIcon>
              <Stack gap={2} miw={0}>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                  {intl.formatMessage(messages.kicker, { event: ownDirection(event.name) })}
                </Text>
                <Text fw={600} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                  {poll.question}
                </Text>
                <TextLink {...eventLink(event)} hash="event-polls" size="sm" fw={600}>
                  {intl.formatMessage(voted ? messages.results : messages.vote)}
                </TextLink>
              </Stack>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
