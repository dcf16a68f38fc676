import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotReady } from '../../components/screen-not-ready';

export const Route = createFileRoute('/_auth/create-event')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: 'Create event' }, back: '/events', savable: true } },
  component: () => <ScreenNotReady title="Create event" />,
});
