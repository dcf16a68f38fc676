import { createFileRoute } from '@tanstack/react-router';
import { SignInCallback } from '../features/auth/components/sign-in-callback';

export const Route = createFileRoute('/callback')({
  staticData: { screen: { access: 'full-screen', header: { kind: 'none' }, savable: false } },
  component: SignInCallback,
});
