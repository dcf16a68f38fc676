import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotReady } from '../../components/screen-not-ready';

export const Route = createFileRoute('/_auth/create-community')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: 'Create community' }, back: '/home', savable: true } },
  component: () => <ScreenNotReady title="Create community" />,
});
