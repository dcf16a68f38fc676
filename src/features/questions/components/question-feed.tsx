import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { memo, useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { InteractionKind } from '../../../../schemas/interaction.schema';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { useMember } from '../../../member/member-store';
import { defineMessages } from '../../../i18n/define-messages';
import { BlockedFold } from '../../../components/blocked-fold';
import { useBlockedIds } from '../../../db/use-blocks';
import { useStaggeredList } from '../../../lib/use-staggered-list';
import { countedReactions, usePeopleAndSpaces, useReactions } from '../hooks/use-question';
import type { Feed } from '../feed/use-feed';
import { QuestionCard } from './question-card';
import type { QuestionSession } from './question-session-chip';
import { pathKey } from '../../../lib/paths';

const messages = defineMessages({
  loading: { id: 'questions.feed.loading', defaultMessage: 'Loading questions' },
  showNew: { id: 'questions.feed.showNew', defaultMessage: '{count, plural, one {Show # new question} other {Show # new questions}}' },
  empty: { id: 'questions.feed.empty', defaultMessage: 'No questions here yet. Be the first to ask.' },
  feed: { id: 'questions.feed.label', defaultMessage: 'Questions' },
  more: { id: 'questions.feed.more', defaultMessage: 'Show more' },
});

type ItemProps = {
  question: QuestionDoc;
  memberId: string;
  authorName: string | undefined;
  authorPicture: string | undefined;
  authorRole: string | undefined;
  spaceName: string | undefined;
  session: { eventKey: string; session: QuestionSession } | undefined;
  onToggle: (kind: InteractionKind, questionId: string) => void;
  onRendered: (questionId: string) => void;
  /** The member blocks its author: the card is folded away until they choose to see it. */
  blocked: boolean;
};

function sameFields(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  // An unchanged question is the very same object from one feed emission to the next.
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** A card re-renders only when its question or what it shows of it changed, not on every feed update. */
const FeedItem = memo(
  function FeedItem({ question, memberId, onToggle, onRendered, blocked, ...names }: ItemProps) {
    const { data: reactions } = useReactions(question.id, memberId);
    const loaded = reactions !== undefined;
    useEffect(() => {
      if (loaded) onRendered(question.id);
    }, [loaded, onRendered, question.id]);
    // Until the member's own reactions are read, the counts the question carries: the card takes its
    // place at once, and nothing under it moves when they come.
    return (
      <BlockedFold blocked={blocked} name={names.authorName} component="article" what="question">
        <QuestionCard question={question} reactions={reactions ?? countedReactions(question)} onToggle={(kind) => onToggle(kind, question.id)} viewerId={memberId} {...names} />
      </BlockedFold>
    );
  },
  ({ question: a, ...restA }, { question: b, ...restB }) => sameFields(a, b) && sameFields(restA, restB),
);

/** Cards that mount in one commit at most: about a phone's screenful. */
const CARDS_PER_FRAME = 4;

const idOf = (question: QuestionDoc) => question.id;

export type QuestionFeedProps = {
  feed: Feed;
  onToggle: (kind: InteractionKind, questionId: string) => void;
  onMore: () => void;
  hasMore: boolean;
  /** Leaves the space's name off the cards, in a list of one space's questions. */
  oneSpace?: boolean;
  /** Leaves the session's chip off the cards, in a list of one session's questions. */
  oneSession?: boolean;
  /** What an empty list says. */
  empty?: string | undefined;
};

export function QuestionFeed({ feed, onToggle, onMore, hasMore, oneSpace = false, oneSession = false, empty }: QuestionFeedProps) {
  const intl = useIntl();
  const { id: memberId } = useMember();
  const { data: lookup } = usePeopleAndSpaces(
    feed.questions.map((question) => question.author_id).filter(Boolean),
    feed.questions.map((question) => question.event_id),
    oneSession ? [] : feed.questions.flatMap((question) => (question.session_id ? [question.session_id] : [])),
  );
  const { shown, onItemRendered, busy } = useStaggeredList(feed.questions, idOf, CARDS_PER_FRAME);
  const { blocked } = useBlockedIds(memberId);
  if (feed.loading) return <Center py="xl"><Loader aria-label={intl.formatMessage(messages.loading)} /></Center>;
  return (
    <Stack gap="sm">
      {feed.waiting > 0 && (
        <Alert variant="light" p="xs">
          <Button variant="subtle" size="xs" onClick={feed.showWaiting}>
            {intl.formatMessage(messages.showNew, { count: feed.waiting })}
          </Button>
        </Alert>
      )}
      {feed.questions.length === 0 && <Text c="dimmed" ta="center" py="xl">{empty ?? intl.formatMessage(messages.empty)}</Text>}
      {/* A feed holds articles, at least one (an empty one is an accessibility error). */}
      {shown.length > 0 && (
        <Stack gap={8} role="feed" aria-label={intl.formatMessage(messages.feed)} aria-busy={busy}>
          {shown.map((question) => {
            const author = lookup?.users.get(question.author_id);
            const session = question.session_id ? lookup?.sessions.get(question.session_id) : undefined;
            const event = lookup?.events.get(question.event_id);
            return (
              <FeedItem
                key={question.id}
                question={question}
                memberId={memberId}
                authorName={author?.full_name}
                authorPicture={author?.profile_picture}
                authorRole={author?.role}
                spaceName={oneSpace ? undefined : event?.name}
                session={session && { eventKey: event ? pathKey(event) : question.event_id, session }}
                onToggle={onToggle}
                onRendered={onItemRendered}
                blocked={Boolean(question.author_id) && blocked.has(question.author_id)}
              />
            );
          })}
        </Stack>
      )}
      {hasMore && !busy && <Button variant="default" onClick={onMore}>{intl.formatMessage(messages.more)}</Button>}
    </Stack>
  );
}
