import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotReady } from '../../../components/screen-not-ready';

export const Route = createFileRoute('/_auth/user/$')({
  staticData: { screen: { access: 'protected', header: { kind: 'bare' }, savable: true } },
  component: () => <ScreenNotReady title="User" />,
});
