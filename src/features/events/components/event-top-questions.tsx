import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircleQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { LiveQuestion } from '../../../../schemas/event-live';
import { ButtonLink, TextLink } from '../../../components/links';
import { eventQuestionsLink, questionLink } from '../../../lib/paths';
import { useTopQuestions } from '../hooks/use-top-questions';
import { defineMessages } from '../../../i18n/define-messages';
import { ownDirection } from '../../../i18n/own-direction';

const messages = defineMessages({
  title: { id: 'events.topQuestions.title', defaultMessage: 'Top questions' },
  loading: { id: 'events.topQuestions.loading', defaultMessage: 'Loading questions' },
  emptyEvent: { id: 'events.topQuestions.empty.event', defaultMessage: 'No questions here yet. Ask the first one: people at this event will see it in their feed.' },
  emptyCommunity: {
    id: 'events.topQuestions.empty.community',
    defaultMessage: 'No questions here yet. Ask the first one: members of this community will see it in their feed.',
  },
  ask: { id: 'events.topQuestions.ask', defaultMessage: 'Ask a question' },
  reactions: { id: 'events.topQuestions.reactions', defaultMessage: '{count, plural, one {# reaction} other {# reactions}}' },
  all: { id: 'events.topQuestions.all', defaultMessage: 'All questions, in any order' },
  publicWaiting: { id: 'events.topQuestions.public.waiting', defaultMessage: 'The questions people ask here show once the app reaches the server.' },
  publicEmpty: { id: 'events.topQuestions.public.empty', defaultMessage: 'No questions here yet.' },
  publicMeta: { id: 'events.topQuestions.public.meta', defaultMessage: '{author} · {count, plural, one {# reaction} other {# reactions}}' },
  anonymous: { id: 'events.topQuestions.public.anonymous', defaultMessage: 'Anonymous' },
});

const reactions = (question: { help_count: number; me_too_count: number; uplift_count: number }) =>
  question.help_count + question.me_too_count + question.uplift_count;

/** The event's most reacted questions, from this device, each linking to its page. */
export function EventTopQuestions({ event, community = false }: { event: { id: string; slug?: string | undefined }; community?: boolean }) {
  const intl = useIntl();
  const eventId = event.id;
  const { data: questions, loading } = useTopQuestions(eventId);
  return (
    <Stack gap="xs" component="section" aria-labelledby="top-questions">
      <Title order={2} size="h4" id="top-questions">
        {intl.formatMessage(messages.title)}
      </Title>
      {loading && !questions ? (
        <Stack gap={6} role="status" aria-label={intl.formatMessage(messages.loading)}>
          <Skeleton height={20} />
          <Skeleton height={20} width="70%" />
        </Stack>
      ) : !questions || questions.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed" size="sm">
            {intl.formatMessage(community ? messages.emptyCommunity : messages.emptyEvent)}
          </Text>
          <ButtonLink to="/create-question" variant="light" size="compact-sm" leftSection={<IconMessageCircleQuestion size={16} aria-hidden="true" />}>
            {intl.formatMessage(messages.ask)}
          </ButtonLink>
        </Stack>
      ) : (
        <>
          <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {questions.map((question) => (
              <Group key={question.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <TextLink {...questionLink(question)} fw={500} lineClamp={2} miw={0} dir="auto">
                  {question.title}
                </TextLink>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {intl.formatMessage(messages.reactions, { count: reactions(question) })}
                </Text>
              </Group>
            ))}
          </Stack>
          <TextLink {...eventQuestionsLink(event)} size="sm" fw={600}>
            {intl.formatMessage(messages.all)}
          </TextLink>
        </>
      )}
    </Stack>
  );
}

/**
 * A guest's view of the event's top questions: the same list the public big screen shows (from the
 * server's live view), titles, authors' names as the big screen gives them (never an anonymous
 * author's) and counts, with a way in to ask or react. Undefined questions: the server has not said.
 */
export function PublicTopQuestions({ questions, signIn }: { questions: LiveQuestion[] | undefined; signIn: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack gap="xs" component="section" aria-labelledby="top-questions" data-testid="public-top-questions">
      <Title order={2} size="h4" id="top-questions">
        {intl.formatMessage(messages.title)}
      </Title>
      {questions === undefined ? (
        <Text c="dimmed" size="sm">{intl.formatMessage(messages.publicWaiting)}</Text>
      ) : questions.length === 0 ? (
        <Text c="dimmed" size="sm">{intl.formatMessage(messages.publicEmpty)}</Text>
      ) : (
        <Stack gap={8} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {questions.map((question) => (
            <Stack key={question.id} component="li" gap={0} data-testid="public-question">
              <Text fw={500} lineClamp={2} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {question.title}
              </Text>
              <Text size="xs" c="dimmed">
                {intl.formatMessage(messages.publicMeta, { author: ownDirection(question.author_name ?? intl.formatMessage(messages.anonymous)), count: reactions(question) })}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      {signIn}
    </Stack>
  );
}
