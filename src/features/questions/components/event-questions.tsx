import { Badge, Group, Stack, Title } from '@mantine/core';
import { IconCircleCheck, IconMessageCircleQuestion } from '@tabler/icons-react';
import { WAITING_LABEL } from '../../../../schemas/question-moderation';
import { useCallback, useDeferredValue, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { InteractionKind } from '../../../../schemas/interaction.schema';
import { ButtonLink, TextLink } from '../../../components/links';
import { defineMessages } from '../../../i18n/define-messages';
import { questionLink } from '../../../lib/paths';
import { useMember } from '../../../member/member-store';
import type { Sort } from '../feed/filter-rules';
import { useFeed } from '../feed/use-feed';
import { useAnsweredQuestions, useOwnHeldQuestions } from '../hooks/use-moderation';
import { useQuestionWrites } from '../hooks/use-question-writes';
import { useSpaceOptions } from '../hooks/use-space-options';
import { QuestionFeed } from './question-feed';
import { SortSelect } from './sort-select';

const PAGE = 20;

const messages = defineMessages({
  held: { id: 'questions.eventQuestions.held', defaultMessage: 'Your questions not shown to others' },
  hidden: { id: 'questions.eventQuestions.hidden', defaultMessage: 'Hidden' },
  answered: { id: 'questions.eventQuestions.answered', defaultMessage: 'Answered in the room ({count, number})' },
  askQuestion: { id: 'questions.eventQuestions.askQuestion', defaultMessage: 'Ask a question' },
  askHere: { id: 'questions.eventQuestions.askHere', defaultMessage: 'Ask here' },
  emptySession: { id: 'questions.eventQuestions.emptySession', defaultMessage: 'No questions to this session yet.' },
});

/** The member's own questions of the event that wait for approval or were hidden: only they (and the moderators) see them. */
function HeldQuestions({ eventId, memberId }: { eventId: string; memberId: string }) {
  const intl = useIntl();
  const { data: held } = useOwnHeldQuestions(eventId, memberId);
  if (!held?.length) return null;
  return (
    <Stack gap={6} component="section" aria-label={intl.formatMessage(messages.held)}>
      {held.map((question) => (
        <Group key={question.id} gap="xs" wrap="nowrap" data-testid="held-question">
          <Badge color={question.moderation === 'waiting' ? 'yellow' : 'red'} variant="light" size="sm" style={{ flexShrink: 0 }}>
            {question.moderation === 'waiting' ? WAITING_LABEL : intl.formatMessage(messages.hidden)}
          </Badge>
          <TextLink {...questionLink(question)} size="sm" fw={600} truncate miw={0}>
            {question.title}
          </TextLink>
        </Group>
      ))}
    </Stack>
  );
}

/** The questions answered in the room, below the others, folded away once there are many. */
function AnsweredQuestions({ eventId, sessionId, level }: { eventId: string; sessionId: string | undefined; level: 1 | 2 }) {
  const intl = useIntl();
  const { data: answered } = useAnsweredQuestions(eventId, sessionId);
  if (!answered?.length) return null;
  return (
    <Stack gap={6} component="section" aria-labelledby={`answered-${eventId}`} mt="sm">
      <Title order={(level + 1) as 2 | 3} size="h5" id={`answered-${eventId}`}>
        {intl.formatMessage(messages.answered, { count: answered.length })}
      </Title>
      {answered.slice(0, 50).map((question) => (
        <Group key={question.id} gap="xs" wrap="nowrap" data-testid="answered-question">
          <IconCircleCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden="true" style={{ flexShrink: 0 }} />
          <TextLink {...questionLink(question)} size="sm" truncate miw={0}>
            {question.title}
          </TextLink>
        </Group>
      ))}
    </Stack>
  );
}

export type EventQuestionsProps = {
  event: { id: string; name: string };
  /** The list's heading: a page's own title (level 1), or a pane's beside the event (level 2). */
  heading: ReactNode;
  level: 1 | 2;
  /** Only the questions asked to this session of the event's agenda; asking here asks it. */
  session?: { id: string; title: string } | undefined;
};

/**
 * Every question of one event, in the order the member picks, with the feed's cards and a way to ask
 * one here: the event's own page of questions, and the pane beside the event on a desktop.
 */
export function EventQuestions({ event, heading, level, session }: EventQuestionsProps) {
  const intl = useIntl();
  const { id: memberId } = useMember();
  const [sort, setSort] = useState<Sort>('latest');
  const [limit, setLimit] = useState(PAGE);
  const feed = useFeed({ spaceIds: [event.id], sort, limit, sessionId: session?.id }, memberId);
  const shownFeed = useDeferredValue(feed);
  const { react } = useQuestionWrites();
  const onToggle = useCallback((kind: InteractionKind, questionId: string) => void react(kind, questionId), [react]);
  // A member asks in the current events they joined: elsewhere the button would lead to another space.
  const mayAsk = useSpaceOptions(memberId).some((space) => space.value === event.id);
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Title order={level} size="h4" lineClamp={2} miw={0}>
          {heading}
        </Title>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {mayAsk && (
            <ButtonLink
              to="/create-question"
              search={session ? { event: event.id, session: session.id } : { event: event.id }}
              variant="light"
              size="compact-sm"
              leftSection={<IconMessageCircleQuestion size={16} aria-hidden="true" />}
            >
              {intl.formatMessage(session ? messages.askQuestion : messages.askHere)}
            </ButtonLink>
          )}
          <SortSelect
            value={sort}
            onChange={(next) => {
              setSort(next);
              setLimit(PAGE);
            }}
          />
        </Group>
      </Group>
      <HeldQuestions eventId={event.id} memberId={memberId} />
      <QuestionFeed
        feed={shownFeed}
        empty={session ? intl.formatMessage(messages.emptySession) : undefined}
        oneSession={session !== undefined} onToggle={onToggle} onMore={() => setLimit((n) => n + PAGE)} hasMore={shownFeed.questions.length >= limit} oneSpace />
      <AnsweredQuestions eventId={event.id} sessionId={session?.id} level={level} />
    </Stack>
  );
}
