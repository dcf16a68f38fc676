import { createFileRoute } from '@tanstack/react-router';
import { APP_ROUTES } from '../../schemas/app-links';
import { Landing } from '../features/auth/components/landing';

export const Route = createFileRoute('/hi')({
  staticData: { screen: { access: 'full-screen', header: { kind: 'none' }, savable: false }, rendered: APP_ROUTES['/hi'].rendered },
  validateSearch: (search: Record<string, unknown>): { source?: string } =>
    typeof search.source === 'string' && search.source.length <= 100 ? { source: search.source } : {},
  component: LandingScreen,
});

function LandingScreen() {
  const { source } = Route.useSearch();
  return <Landing source={source} />;
}
