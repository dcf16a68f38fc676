import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotReady } from '../../../components/screen-not-ready';

export const Route = createFileRoute('/_auth/messages/')({ component: () => <ScreenNotReady title="Messages" /> });
