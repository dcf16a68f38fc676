import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotReady } from '../../../components/screen-not-ready';

export const Route = createFileRoute('/_auth/messages/')({
  staticData: { screen: { access: 'protected', header: { kind: 'default' }, nav: 'messages', savable: true } },
  component: () => <ScreenNotReady title="Messages" />,
});
