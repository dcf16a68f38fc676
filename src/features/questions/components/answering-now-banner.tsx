import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMicrophone } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { TextLink } from '../../../components/links';
import { defineMessages } from '../../../i18n/define-messages';
import { questionLink } from '../../../lib/paths';
import { useAnsweringNow } from '../hooks/use-moderation';
import { ownDirection } from '../../../i18n/own-direction';

const messages = defineMessages({
  region: { id: 'questions.answeringNow.region', defaultMessage: 'Now answering' },
  heading: { id: 'questions.answeringNow.heading', defaultMessage: 'Now answering' },
  headingIn: { id: 'questions.answeringNow.headingIn', defaultMessage: 'Now answering · {event}' },
});

export type AnsweringNowBannerProps = {
  /** The events whose rooms it follows: the event of its page, or those the member joined. */
  eventIds: readonly string[];
  /** The events' names, to say where when it follows several. */
  eventNames?: ReadonlyMap<string, string>;
};

/** 'Now answering' in the room: the question a moderator put on the big screen, live, with a way to it. */
export function AnsweringNowBanner({ eventIds, eventNames }: AnsweringNowBannerProps) {
  const intl = useIntl();
  const { data: answering } = useAnsweringNow(eventIds);
  if (!answering?.length) return null;
  return (
    <Stack gap="xs" role="region" aria-label={intl.formatMessage(messages.region)}>
      {answering.slice(0, 3).map((question) => {
        const event = eventNames?.get(question.event_id);
        return (
        <Card key={question.id} withBorder radius="md" p="sm" data-testid="answering-now" style={{ borderInlineStart: '4px solid var(--mantine-color-yellow-5)' }}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon color="yellow" variant="light" radius="xl" size="lg" aria-hidden="true">
              <IconMicrophone size={18} />
            </ThemeIcon>
            <Stack gap={2} miw={0}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                {event ? intl.formatMessage(messages.headingIn, { event: ownDirection(event) }) : intl.formatMessage(messages.heading)}
              </Text>
              <TextLink {...questionLink(question)} fw={600} lh={1.3} style={{ overflowWrap: 'anywhere' }} dir="auto">
                {question.title}
              </TextLink>
            </Stack>
          </Group>
        </Card>
        );
      })}
    </Stack>
  );
}
