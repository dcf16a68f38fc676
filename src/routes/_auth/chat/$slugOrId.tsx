import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { AnchorLink } from '../../../components/links';
import { LoadingScreen } from '../../../components/loading-screen/loading-screen';
import { Screen } from '../../../components/screen';
import { SplitPane } from '../../../components/split-pane/split-pane';
import { ChatThread } from '../../../features/chat/components/chat-thread';
import { ConversationList } from '../../../features/chat/components/conversation-list';
import { useDirectRoom, useRoomContext } from '../../../features/chat/hooks/use-room-context';
import { ProfileError } from '../../../features/profiles/components/profile-error';
import { useProfile } from '../../../features/profiles/hooks/use-profile';
import { useMember } from '../../../member/member-store';
import { directRoomId } from '../../../../schemas/chat-room.schema';
import { useBlockedIds } from '../../../db/use-blocks';
import { defineMessages } from '../../../i18n/define-messages';
import { paneLabels, screenTitles } from '../../-components/screen-titles';

const messages = defineMessages({
  thisIsYou: { id: 'routes.chat.thisIsYou', defaultMessage: 'This is you' },
  withOthers: { id: 'routes.chat.withOthers', defaultMessage: 'Chats are with other members: open someone’s profile and tap Message.' },
  yourMessages: { id: 'routes.chat.yourMessages', defaultMessage: 'Your messages' },
});

type ChatSearch = { question?: string };

export const Route = createFileRoute('/_auth/chat/$slugOrId')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: screenTitles.chat }, back: '/messages', section: 'messages', savable: true } },
  // The question a chat is started from ('can help' on a question), shown above the messages.
  validateSearch: (search: Record<string, unknown>): ChatSearch =>
    typeof search.question === 'string' && search.question.length > 0 && search.question.length <= 36 ? { question: search.question } : {},
  component: StartChatScreen,
});

/** A chat with a person by their profile's slug or id: the direct chat of the two, opened or started. */
function StartChatScreen() {
  const intl = useIntl();
  const { slugOrId } = Route.useParams();
  const { question } = Route.useSearch();
  const member = useMember();
  const profile = useProfile(slugOrId);
  const other = profile.status === 'found' ? profile.user : undefined;
  const self = other?.id === member.id;
  const { blocked } = useBlockedIds(member.id);
  // No direct chat is started with a member the member blocks: one they had shows, without a composer.
  const blockedOther = other && !self && blocked.has(other.id) ? other : undefined;
  const room = useDirectRoom(member.id, self || blockedOther ? undefined : other?.id, question);
  const roomId = blockedOther ? directRoomId(member.id, blockedOther.id) : room.status === 'open' ? room.roomId : null;
  const { data: context } = useRoomContext(roomId, member.id, question);
  return (
    <Screen title={intl.formatMessage(screenTitles.chat)}>
      {/* On a desktop the conversations stay beside this one, as beside any open conversation. */}
      <SplitPane aside={<ConversationList memberId={member.id} openRoomId={roomId} />} asideLabel={intl.formatMessage(paneLabels.conversations)}>
        {profile.status === 'loading' && <LoadingScreen context="chat" />}
        {profile.status === 'error' && <ProfileError message={profile.message} retry={profile.retry} />}
        {self && (
          <Stack align="center" gap="xs" py="xl" ta="center">
            <Title order={2} size="h4">
              {intl.formatMessage(messages.thisIsYou)}
            </Title>
            <Text c="dimmed">{intl.formatMessage(messages.withOthers)}</Text>
            <AnchorLink to="/messages">{intl.formatMessage(messages.yourMessages)}</AnchorLink>
          </Stack>
        )}
        {other && !self && !blockedOther && room.status === 'opening' && <LoadingScreen context="chat" />}
        {room.status === 'error' && (
          <Text c="red" role="alert" py="xl" ta="center">
            {room.message}
          </Text>
        )}
        {other && roomId && <ChatThread key={roomId} roomId={roomId} memberId={member.id} partner={context?.partner ?? other} question={context?.question} />}
      </SplitPane>
    </Screen>
  );
}
