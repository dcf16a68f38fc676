import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { render } from './render';

/**
 * Renders `ui` at `path` inside a memory router, so components with links can be tested alone.
 * Every path renders the same ui; `router.history` shows where a click went.
 */
export async function renderWithRouter(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const rootRoute = createRootRoute({ component: () => <>{ui}</>, notFoundComponent: () => null });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  const result = render(<RouterProvider router={router} />);
  await act(() => router.load());
  return { ...result, router };
}
