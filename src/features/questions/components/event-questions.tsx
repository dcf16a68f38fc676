import { Group, Stack, Title } from '@mantine/core';
import { IconMessageCircleQuestion } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useState } from 'react';
import type { InteractionKind } from '../../../../schemas/interaction.schema';
import { ButtonLink } from '../../../components/links';
import { useMember } from '../../../member/member-store';
import type { Sort } from '../feed/filter-rules';
import { useFeed } from '../feed/use-feed';
import { useQuestionWrites } from '../hooks/use-question-writes';
import { useSpaceOptions } from '../hooks/use-space-options';
import { QuestionFeed } from './question-feed';
import { SortSelect } from './sort-select';

const PAGE = 20;

export type EventQuestionsProps = {
  event: { id: string; name: string };
  /** The list's heading: a page's own title (level 1), or a pane's beside the event (level 2). */
  heading: string;
  level: 1 | 2;
  /** Only the questions asked to this session of the event's agenda; asking here asks it. */
  session?: { id: string; title: string } | undefined;
};

/**
 * Every question of one event, in the order the member picks, with the feed's cards and a way to ask
 * one here: the event's own page of questions, and the pane beside the event on a desktop.
 */
export function EventQuestions({ event, heading, level, session }: EventQuestionsProps) {
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
              {session ? 'Ask a question' : 'Ask here'}
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
      <QuestionFeed
        feed={shownFeed}
        empty={session ? 'No questions to this session yet.' : undefined}
        oneSession={session !== undefined} onToggle={onToggle} onMore={() => setLimit((n) => n + PAGE)} hasMore={shownFeed.questions.length >= limit} oneSpace />
    </Stack>
  );
}
