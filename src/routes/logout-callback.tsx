import { createFileRoute } from '@tanstack/react-router';
import { LogoutCallback } from '../features/auth/components/logout-callback';

export const Route = createFileRoute('/logout-callback')({
  staticData: { screen: { access: 'full-screen', header: { kind: 'none' }, savable: false } },
  component: LogoutCallback,
});
