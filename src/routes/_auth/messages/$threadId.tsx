import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Screen } from '../../../components/screen';
import { SplitPane } from '../../../components/split-pane/split-pane';
import { ChatThread } from '../../../features/chat/components/chat-thread';
import { ConversationList } from '../../../features/chat/components/conversation-list';
import { useRoomContext } from '../../../features/chat/hooks/use-room-context';
import { useMember } from '../../../member/member-store';
import { paneLabels, screenTitles } from '../../-components/screen-titles';

export const Route = createFileRoute('/_auth/messages/$threadId')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: screenTitles.chat }, back: '/messages', section: 'messages', savable: true } },
  component: ThreadScreen,
});

function ThreadScreen() {
  const intl = useIntl();
  const { threadId } = Route.useParams();
  const member = useMember();
  const { data: context } = useRoomContext(threadId, member.id);
  return (
    <Screen title={intl.formatMessage(screenTitles.chat)}>
      {/* On a desktop the conversations stay beside the open one. */}
      <SplitPane aside={<ConversationList memberId={member.id} />} asideLabel={intl.formatMessage(paneLabels.conversations)}>
        <ChatThread key={threadId} roomId={threadId} memberId={member.id} partner={context?.partner} question={context?.question} />
      </SplitPane>
    </Screen>
  );
}
