import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import type { InteractionKind } from '../../../../schemas/interaction.schema';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { usePeopleAndSpaces, useReactions } from '../hooks/use-question';
import type { Feed } from '../feed/use-feed';
import { QuestionCard } from './question-card';

type ItemProps = {
  question: QuestionDoc;
  memberId: string;
  authorName: string | undefined;
  authorPicture: string | undefined;
  spaceName: string | undefined;
  onToggle: (kind: InteractionKind, questionId: string) => void;
};

function sameFields(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** A card re-renders only when its question or what it shows of it changed, not on every feed update. */
const FeedItem = memo(
  function FeedItem({ question, memberId, onToggle, ...names }: ItemProps) {
    const { data: reactions } = useReactions(question.id, memberId);
    if (!reactions) return null;
    return <QuestionCard question={question} reactions={reactions} onToggle={(kind) => onToggle(kind, question.id)} {...names} />;
  },
  ({ question: a, ...restA }, { question: b, ...restB }) => sameFields(a, b) && sameFields(restA, restB),
);

export type QuestionFeedProps = {
  feed: Feed;
  memberId: string;
  onToggle: (kind: InteractionKind, questionId: string) => void;
  onMore: () => void;
  hasMore: boolean;
};

export function QuestionFeed({ feed, memberId, onToggle, onMore, hasMore }: QuestionFeedProps) {
  const { data: lookup } = usePeopleAndSpaces(
    feed.questions.map((question) => question.author_id).filter(Boolean),
    feed.questions.map((question) => question.event_id),
  );
  if (feed.loading) return <Center py="xl"><Loader aria-label="Loading questions" /></Center>;
  return (
    <Stack gap="sm">
      {feed.waiting > 0 && (
        <Alert variant="light" p="xs">
          <Button variant="subtle" size="xs" onClick={feed.showWaiting}>
            {feed.waiting === 1 ? 'Show 1 new question' : `Show ${feed.waiting} new questions`}
          </Button>
        </Alert>
      )}
      {feed.questions.length === 0 && <Text c="dimmed" ta="center" py="xl">No questions here yet. Be the first to ask.</Text>}
      {feed.questions.map((question) => {
        const author = lookup?.users.get(question.author_id);
        return (
          <FeedItem
            key={question.id}
            question={question}
            memberId={memberId}
            authorName={author?.full_name}
            authorPicture={author?.profile_picture}
            spaceName={lookup?.events.get(question.event_id)?.name}
            onToggle={onToggle}
          />
        );
      })}
      {hasMore && <Button variant="default" onClick={onMore}>Show more</Button>}
    </Stack>
  );
}
