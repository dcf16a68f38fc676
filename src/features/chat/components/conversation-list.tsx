import { Box, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMessageCircle } from '@tabler/icons-react';
import { isSameDay } from 'date-fns';
import { useIntl } from 'react-intl';
import { Avatar } from '../../../components/avatar/avatar';
import { CountBadge } from '../../../components/count-badge/count-badge';
import { UnstyledLink } from '../../../components/links';
import { LoadingScreen } from '../../../components/loading-screen/loading-screen';
import { defineMessages } from '../../../i18n/define-messages';
import { appIntl } from '../../../i18n/i18n-provider';
import { useLocaleProfile } from '../../../lib/locale-context';
import { formatDay, formatDayTime } from '../../../lib/locale';
import { useNow } from '../../../lib/use-now';
import { useConversations, type Conversation } from '../hooks/use-conversations';
import { useReadsSync } from '../hooks/use-reads-sync';
import classes from './chat.module.css';
import { ownDirection } from '../../../i18n/own-direction';

const messages = defineMessages({
  conversation: { id: 'chat.conversations.unnamed', defaultMessage: 'Conversation' },
  ownLast: { id: 'chat.conversations.ownLast', defaultMessage: 'You: {text}' },
  noMessages: { id: 'chat.conversations.noMessages', defaultMessage: 'No messages yet: say hello' },
  rowUnread: { id: 'chat.conversations.rowUnread', defaultMessage: '{name}, {count, plural, one {# unread} other {# unread}}' },
  rowManyUnread: { id: 'chat.conversations.rowManyUnread', defaultMessage: '{name}, more than 99 unread' },
  about: { id: 'chat.conversations.about', defaultMessage: 'About “{title}”' },
  waiting: { id: 'chat.conversations.waiting', defaultMessage: 'Waiting to be sent' },
  emptyHeading: { id: 'chat.conversations.emptyHeading', defaultMessage: 'No conversations yet' },
  emptyHint: {
    id: 'chat.conversations.emptyHint',
    defaultMessage: 'Open someone’s profile and tap Message, or chat with a person who offered to help with your question.',
  },
  list: { id: 'chat.conversations.list', defaultMessage: 'Conversations' },
});

/** The name a conversation goes by: the other member, else the room's title, else its question. */
export function conversationName(conversation: Conversation): string {
  return conversation.partner?.full_name || conversation.room.title || conversation.question?.title || appIntl().formatMessage(messages.conversation);
}

function When({ at, now }: { at: number; now: number }) {
  const profile = useLocaleProfile();
  if (!at) return null;
  const today = isSameDay(at, now);
  return (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {today ? formatDayTime(at, profile, now) : formatDay(at, profile, now)}
    </Text>
  );
}

function ConversationRow({ conversation, memberId, now, open }: { conversation: Conversation; memberId: string; now: number; open: boolean }) {
  const intl = useIntl();
  const { room, partner, question, last, unread } = conversation;
  const name = conversationName(conversation);
  const preview = last
    ? last.sender_id === memberId
      ? intl.formatMessage(messages.ownLast, { text: ownDirection(last.body) })
      : last.body
    : room.last_message_preview || intl.formatMessage(messages.noMessages);
  const label = unread > 0 ? intl.formatMessage(unread > 99 ? messages.rowManyUnread : messages.rowUnread, { name, count: unread }) : name;
  return (
    <li>
      <UnstyledLink to="/messages/$threadId" params={{ threadId: room.id }} className={classes.row} {...(open ? { 'aria-current': 'page' as const } : {})} aria-label={label}>
        <Avatar name={partner?.full_name ?? name} src={partner?.profile_picture} role={partner?.role} />
        <Box className={classes.rowText}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={unread > 0 ? 700 : 600} truncate="end" dir="auto">
              {name}
            </Text>
            <When at={conversation.lastAt} now={now} />
          </Group>
          {question && partner && (
            <Text size="xs" c="dimmed" truncate="end">
              {intl.formatMessage(messages.about, { title: ownDirection(question.title) })}
            </Text>
          )}
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" c={unread > 0 ? undefined : 'dimmed'} fw={unread > 0 ? 600 : undefined} truncate="end" dir="auto">
              {last?.status === 'pending' && <IconClock size={12} aria-label={intl.formatMessage(messages.waiting)} style={{ marginInlineEnd: 4, verticalAlign: -1 }} />}
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
  const intl = useIntl();
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
          {intl.formatMessage(messages.emptyHeading)}
        </Title>
        <Text c="dimmed" maw={340}>
          {intl.formatMessage(messages.emptyHint)}
        </Text>
      </Stack>
    );
  }
  return (
    <Box component="ul" className={classes.list} aria-label={intl.formatMessage(messages.list)}>
      {conversations.map((conversation) => (
        <ConversationRow key={conversation.room.id} conversation={conversation} memberId={memberId} now={now} open={conversation.room.id === openRoomId} />
      ))}
    </Box>
  );
}
