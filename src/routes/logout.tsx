import { createFileRoute } from '@tanstack/react-router';
import { LogoutFlow } from '../features/auth/components/logout-flow';

export const Route = createFileRoute('/logout')({
  staticData: { screen: { access: 'full-screen', header: { kind: 'none' }, savable: false } },
  component: LogoutFlow,
});
