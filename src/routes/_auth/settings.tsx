import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotReady } from '../../components/screen-not-ready';

export const Route = createFileRoute('/_auth/settings')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: 'Settings' }, back: '/home', savable: true } },
  component: () => <ScreenNotReady title="Settings" />,
});
