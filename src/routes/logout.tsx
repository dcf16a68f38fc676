import { createFileRoute } from '@tanstack/react-router';
import { LogoutFlow } from '../features/auth/components/logout-flow';

export const Route = createFileRoute('/logout')({
  staticData: { screen: { access: 'full-screen', header: { kind: 'none' }, savable: false } },
  // Where Cancel goes back to, when the page that sent the member here names it.
  validateSearch: (search: Record<string, unknown>): { from?: string } =>
    typeof search.from === 'string' && search.from.length <= 2000 ? { from: search.from } : {},
  component: LogoutScreen,
});

function LogoutScreen() {
  const { from } = Route.useSearch();
  return <LogoutFlow from={from} />;
}
