import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotReady } from '../components/screen-not-ready';

export const Route = createFileRoute('/signup')({ component: () => <ScreenNotReady title="Sign up" /> });
