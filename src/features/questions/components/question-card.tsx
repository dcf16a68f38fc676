import { Card, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { InteractionKind } from '../../../../schemas/interaction.schema';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { Avatar } from '../../../components/avatar/avatar';
import { formatRelativeTime } from '../../../lib/locale';
import { slugOrId } from '../../../lib/paths';
import type { Reactions } from '../hooks/use-question';
import { ReactionBar } from './reaction-bar';
import { SyncBadge } from './sync-badge';

export type QuestionCardProps = {
  question: QuestionDoc;
  authorName: string | undefined;
  authorPicture?: string | undefined;
  spaceName: string | undefined;
  reactions: Reactions;
  onToggle: (kind: InteractionKind) => void;
  now?: Date;
};

const PREVIEW = 160;

/** One question in the feed: who asked, what, where and when, and the reactions. Text shows as typed. */
export function QuestionCard({ question, authorName, authorPicture, spaceName, reactions, onToggle, now }: QuestionCardProps) {
  const anonymous = question.is_anonymous && !authorName;
  const name = anonymous ? 'Anonymous' : (authorName ?? 'A member');
  const preview = (question.description ?? '').length > PREVIEW ? `${question.description?.slice(0, PREVIEW)}…` : question.description;
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="question-card" aria-label={question.title}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <Avatar name={anonymous ? null : name} src={anonymous ? undefined : authorPicture} size="sm" anonymous={anonymous} />
          <Text size="sm" fw={500}>{name}</Text>
          <Text size="xs" c="dimmed">· {formatRelativeTime(question.created_at, now)}</Text>
          {spaceName && <Text size="xs" c="dimmed" truncate maw={140}>· {spaceName}</Text>}
          <SyncBadge state={question.sync_state} error={question.sync_error} />
        </Group>
        <Text component={Link} to={`/questions/${slugOrId(question)}`} fw={600} size="lg" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {question.title}
        </Text>
        {preview && <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{preview}</Text>}
        <ReactionBar reactions={reactions} onToggle={onToggle} size="xs" />
      </Stack>
    </Card>
  );
}
