import { Box, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMessageCircle } from '@tabler/icons-react';
import { Avatar } from '../../../components/avatar/avatar';
import { CountBadge } from '../../../components/count-badge/count-badge';
import { UnstyledLink } from '../../../components/links';
import { LoadingScreen } from '../../../components/loading-screen/loading-screen';
import { useLocaleProfile } from '../../../lib/locale-context';
import { formatDay, formatDayTime } from '../../../lib/locale';
import { useNow } from '../../../lib/use-now';
import { useConversations, type Conversation } from '../hooks/use-conversations';
import { useReadsSync } from '../hooks/use-reads-sync';
import classes from './chat.module.css';

/** The name a conversation goes by: the other member, else the room's title, else its question. */
export function conversationName(conversation: Conversation): string {
  return conversation.partner?.full_name || conversation.room.title || conversation.question?.title || 'Conversation';
}

function When({ at, now }: { at: number; now: number }) {
  const profile = useLocaleProfile();
  if (!at) return null;
  const today = formatDay(at, profile, now) === 'Today';
  return (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {today ? formatDayTime(at, profile, now) : formatDay(at, profile, now)}
    </Text>
  );
}

function ConversationRow({ conversation, memberId, now, open }: { conversation: Conversation; memberId: string; now: number; open: boolean }) {
  const { room, partner, question, last, unread } = conversation;
  const name = conversationName(conversation);
  const preview = last ? `${last.sender_id === memberId ? 'You: ' : ''}${last.body}` : room.last_message_preview || 'No messages yet: say hello';
  return (
    <li>
      <UnstyledLink to="/messages/$threadId" params={{ threadId: room.id }} className={classes.row} {...(open ? { 'aria-current': 'page' as const } : {})} aria-label={`${name}${unread > 0 ? `, ${unread > 99 ? 'more than 99' : unread} unread` : ''}`}>
        <Avatar name={partner?.full_name ?? name} src={partner?.profile_picture} role={partner?.role} />
        <Box className={classes.rowText}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={unread > 0 ? 700 : 600} truncate="end">
              {name}
            </Text>
            <When at={conversation.lastAt} now={now} />
          </Group>
          {question && partner && (
            <Text size="xs" c="dimmed" truncate="end">
              About “{question.title}”
            </Text>
          )}
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" c={unread > 0 ? undefined : 'dimmed'} fw={unread > 0 ? 600 : undefined} truncate="end" dir="auto">
              {last?.status === 'pending' && <IconClock size={12} aria-label="Waiting to be sent" style={{ marginInlineEnd: 4, verticalAlign: -1 }} />}
              {preview}
            </Text>
            <CountBadge count={unread} />
          </Group>
        </Box>
      </UnstyledLink>
    </li>
  );
}

/** Every conversation on this device, newest first, with unread counts; offline too. */
/** `openRoomId`: the conversation on show beside the list when its path is not the list's own (/chat/{member}). */
export function ConversationList({ memberId, openRoomId }: { memberId: string; openRoomId?: string | null }) {
  useReadsSync();
  const { data: conversations } = useConversations(memberId);
  const now = useNow({ every: 60_000 });
  if (!conversations) return <LoadingScreen context="chat" />;
  if (conversations.length === 0) {
    return (
      <Stack align="center" gap="sm" py="xl" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconMessageCircle size={30} />
        </ThemeIcon>
        <Title order={2} size="h4">
          No conversations yet
        </Title>
        <Text c="dimmed" maw={340}>
          Open someone’s profile and tap Message, or chat with a person who offered to help with your question.
        </Text>
      </Stack>
    );
  }
  return (
    <Box component="ul" className={classes.list} aria-label="Conversations">
      {conversations.map((conversation) => (
        <ConversationRow key={conversation.room.id} conversation={conversation} memberId={memberId} now={now} open={conversation.room.id === openRoomId} />
      ))}
    </Box>
  );
}
