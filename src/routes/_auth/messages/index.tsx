import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';
import { ConversationList } from '../../../features/chat/components/conversation-list';
import { useMember } from '../../../member/member-store';

export const Route = createFileRoute('/_auth/messages/')({
  staticData: { screen: { access: 'protected', header: { kind: 'default' }, nav: 'messages', savable: true } },
  component: MessagesScreen,
});

function MessagesScreen() {
  const member = useMember();
  return (
    <Screen title="Messages">
      <ConversationList memberId={member.id} />
    </Screen>
  );
}
