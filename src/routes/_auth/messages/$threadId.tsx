import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotReady } from '../../../components/screen-not-ready';

export const Route = createFileRoute('/_auth/messages/$threadId')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: 'Chat' }, back: '/messages', savable: true } },
  component: () => <ScreenNotReady title="Chat" />,
});
