import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotReady } from '../../../../components/screen-not-ready';

export const Route = createFileRoute('/_auth/events/$slugOrId/edit')({
  staticData: { screen: { access: 'protected', header: { kind: 'event-name' }, back: '/events/$slugOrId', savable: true } },
  component: () => <ScreenNotReady title="Edit event" />,
});
