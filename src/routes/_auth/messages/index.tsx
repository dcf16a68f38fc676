import { Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useDesktop } from '../../../components/app-shell/use-desktop';
import { SplitPane } from '../../../components/split-pane/split-pane';
import { Screen } from '../../../components/screen';
import { ConversationList } from '../../../features/chat/components/conversation-list';
import { useMember } from '../../../member/member-store';
import { defineMessages } from '../../../i18n/define-messages';
import { paneLabels, screenTitles } from '../../-components/screen-titles';

const messages = defineMessages({
  choose: { id: 'routes.messages.choose', defaultMessage: 'Choose a conversation to read it here.' },
});

export const Route = createFileRoute('/_auth/messages/')({
  staticData: { screen: { access: 'protected', header: { kind: 'default' }, nav: 'messages', savable: true } },
  component: MessagesScreen,
});

function MessagesScreen() {
  const intl = useIntl();
  const member = useMember();
  const desktop = useDesktop();
  const list = <ConversationList memberId={member.id} />;
  return (
    <Screen title={intl.formatMessage(screenTitles.messages)}>
      {/* On a desktop the list is at the side and the conversation opens beside it. */}
      {desktop ? (
        <SplitPane aside={list} asideLabel={intl.formatMessage(paneLabels.conversations)}>
          <Stack align="center" justify="center" gap="xs" py="xl" ta="center" mih={240}>
            <IconMessageCircle size={40} stroke={1.5} aria-hidden="true" color="var(--mantine-color-dimmed)" />
            <Text c="dimmed">{intl.formatMessage(messages.choose)}</Text>
          </Stack>
        </SplitPane>
      ) : (
        list
      )}
    </Screen>
  );
}
