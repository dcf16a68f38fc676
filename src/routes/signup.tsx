import { createFileRoute } from '@tanstack/react-router';
import { SignupFlow } from '../features/auth/components/signup-flow';

export const Route = createFileRoute('/signup')({ component: SignupFlow });
