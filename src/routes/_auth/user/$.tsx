import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotReady } from '../../../components/screen-not-ready';

export const Route = createFileRoute('/_auth/user/$')({ component: () => <ScreenNotReady title="User" /> });
