import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotReady } from '../../components/screen-not-ready';

export const Route = createFileRoute('/_auth/notifications')({
  staticData: { screen: { access: 'protected', header: { kind: 'default' }, nav: null, savable: true } },
  component: () => <ScreenNotReady title="Notifications" />,
});
