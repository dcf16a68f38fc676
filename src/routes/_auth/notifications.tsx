import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotReady } from '../../components/screen-not-ready';

export const Route = createFileRoute('/_auth/notifications')({ component: () => <ScreenNotReady title="Notifications" /> });
