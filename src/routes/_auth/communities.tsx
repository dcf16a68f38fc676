import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotReady } from '../../components/screen-not-ready';

export const Route = createFileRoute('/_auth/communities')({
  staticData: { screen: { access: 'protected', header: { kind: 'default' }, savable: true } },
  component: () => <ScreenNotReady title="Communities" />,
});
