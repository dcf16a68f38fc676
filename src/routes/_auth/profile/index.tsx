import { createFileRoute } from '@tanstack/react-router';
import { OwnProfileScreen } from './-components/own-profile';

export const Route = createFileRoute('/_auth/profile/')({ component: OwnProfileScreen });
