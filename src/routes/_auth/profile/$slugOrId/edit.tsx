import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotReady } from '../../../../components/screen-not-ready';

export const Route = createFileRoute('/_auth/profile/$slugOrId/edit')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: 'Profile' }, back: '/home', savable: true } },
  component: () => <ScreenNotReady title="Edit profile" />,
});
