import { Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useState } from 'react';
import type { InteractionKind } from '../../../../../schemas/interaction.schema';
import { ButtonLink } from '../../../../components/links';
import { Screen } from '../../../../components/screen';
import { useEvent } from '../../../../features/events/hooks/use-events';
import { QuestionFeed } from '../../../../features/questions/components/question-feed';
import { SortSelect } from '../../../../features/questions/components/sort-select';
import type { Sort } from '../../../../features/questions/feed/filter-rules';
import { useFeed } from '../../../../features/questions/feed/use-feed';
import { useQuestionWrites } from '../../../../features/questions/hooks/use-question-writes';
import { useMember } from '../../../../member/member-store';

export const Route = createFileRoute('/_auth/events/$slugOrId/questions')({
  staticData: { screen: { access: 'protected', header: { kind: 'event-name' }, back: '/events/$slugOrId', section: 'events', savable: true } },
  component: EventQuestionsScreen,
});

const PAGE = 20;

/**
 * Every question of one event, in the order the member picks: the home feed's chips mix spaces, and this
 * is the event alone, reached from the event's page.
 */
function EventQuestionsScreen() {
  const { slugOrId } = Route.useParams();
  const { id: memberId } = useMember();
  const { data: event, loading } = useEvent(slugOrId);
  const [sort, setSort] = useState<Sort>('latest');
  const [limit, setLimit] = useState(PAGE);
  const feed = useFeed({ spaceIds: event ? [event.id] : undefined, sort, limit }, memberId);
  const shownFeed = useDeferredValue(feed);
  const { react } = useQuestionWrites();
  const onToggle = useCallback((kind: InteractionKind, questionId: string) => void react(kind, questionId), [react]);

  if (!event) {
    return (
      <Screen>
        {loading ? (
          <Center py="xl"><Loader aria-label="Loading the event" /></Center>
        ) : (
          <Stack align="center" py="xl" gap="sm">
            <Text>This event is not on this device, or no longer exists.</Text>
            <ButtonLink to="/events" variant="light">See all events</ButtonLink>
          </Stack>
        )}
      </Screen>
    );
  }
  return (
    <Screen>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} size="h4" lineClamp={2} miw={0}>
            Questions in {event.name}
          </Title>
          <SortSelect
            value={sort}
            onChange={(next) => {
              setSort(next);
              setLimit(PAGE);
            }}
          />
        </Group>
        <QuestionFeed feed={shownFeed} onToggle={onToggle} onMore={() => setLimit((n) => n + PAGE)} hasMore={shownFeed.questions.length >= limit} />
      </Stack>
    </Screen>
  );
}
