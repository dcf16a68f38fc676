import { createFileRoute } from '@tanstack/react-router';
import { LogoutCallback } from '../features/auth/components/logout-callback';

export const Route = createFileRoute('/logout-callback')({ component: LogoutCallback });
