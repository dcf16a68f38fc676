import { createFileRoute } from '@tanstack/react-router';
import { SignupFlow } from '../features/auth/components/signup-flow';

export const Route = createFileRoute('/signup')({
  staticData: { screen: { access: 'full-screen', header: { kind: 'none' }, savable: false } },
  component: SignupFlow,
});
