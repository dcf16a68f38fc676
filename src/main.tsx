import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PageSpinner } from './components/page-spinner';
import { registerServiceWorker } from './lib/service-worker';
import { startSync } from './lib/sync-client';
import { routeTree } from './route-tree.gen';
import { theme } from './theme';

const router = createRouter({
  routeTree,
  defaultPendingComponent: PageSpinner,
  defaultPendingMs: 150,
  defaultPreload: 'intent',
  notFoundMode: 'root',
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

startSync(async () => null);
registerServiceWorker();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);
