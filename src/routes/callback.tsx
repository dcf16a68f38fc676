import { createFileRoute } from '@tanstack/react-router';
import { SignInCallback } from '../features/auth/components/sign-in-callback';

export const Route = createFileRoute('/callback')({ component: SignInCallback });
