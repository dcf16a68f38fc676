import { createFileRoute } from '@tanstack/react-router';
import { LogoutFlow } from '../features/auth/components/logout-flow';

export const Route = createFileRoute('/logout')({ component: LogoutFlow });
