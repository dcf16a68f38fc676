import { createFileRoute } from '@tanstack/react-router';
import { Landing } from '../features/auth/components/landing';

export const Route = createFileRoute('/hi')({
  staticData: { screen: { access: 'full-screen', header: { kind: 'none' }, savable: false } },
  validateSearch: (search: Record<string, unknown>): { source?: string } =>
    typeof search.source === 'string' && search.source.length <= 100 ? { source: search.source } : {},
  component: LandingScreen,
});

function LandingScreen() {
  const { source } = Route.useSearch();
  return <Landing source={source} />;
}
