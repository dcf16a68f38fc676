import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { loadMessages } from '../i18n/catalogs';
import type { Language } from '../i18n/languages';
import { render } from './render';

/**
 * Renders `ui` at `path` inside a memory router, so components with links can be tested alone.
 * Every path renders the same ui; `router.history` shows where a click went.
 */
export async function renderWithRouter(ui: ReactNode, { path = '/', language }: { path?: string; language?: Language } = {}) {
  const rootRoute = createRootRoute({ component: () => <>{ui}</>, notFoundComponent: () => null });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  if (language) await loadMessages(language.tag);
  const result = render(<RouterProvider router={router} />, { language });
  await act(() => router.load());
  return { ...result, router };
}
