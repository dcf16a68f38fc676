import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import './theme.css';
import { LogtoProvider } from '@logto/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './components/error-boundary/error-boundary';
import { RouteErrorScreen } from './components/error-boundary/route-error-screen';
import { PageSpinner } from './components/page-spinner';
import { SyncNotices } from './components/sync-notices';
import { Toaster } from './components/toasts/toaster';
import { SyncMembership } from './features/auth/components/sync-membership';
import { AppLogtoClient, logtoConfig } from './features/auth/logto';
import { createTokenSource } from './features/auth/token-source';
import { initAnalytics } from './lib/analytics';
import { setTokenSource } from './lib/api-client';
import { loadClientConfig } from './lib/client-config';
import { LocaleProvider } from './lib/locale-context';
import { installDebugHandle } from './lib/debug-handle';
import { feedPage } from './features/questions/feed/feed-query';
import { screenOf } from './components/app-shell/screen-facts';
import { registerServiceWorker } from './components/service-worker/register-service-worker';
import { startSync } from './lib/sync-client';
import { routeTree } from './route-tree.gen';
import { cssVariablesResolver, theme } from './theme';

const router = createRouter({
  routeTree,
  defaultPendingComponent: PageSpinner,
  defaultErrorComponent: RouteErrorScreen,
  defaultPendingMs: 150,
  defaultPreload: 'intent',
  notFoundMode: 'root',
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const config = await loadClientConfig();
const tokens = createTokenSource(config.auth.apiResource);
setTokenSource(tokens);
startSync(tokens);
// No update hints over a projected big screen.
registerServiceWorker(() => screenOf(router.state.matches, router.state.location.pathname).projector);
installDebugHandle({ feedPage });
void initAnalytics({ key: config.analytics.key ?? undefined, host: config.analytics.host });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <LocaleProvider>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
        <ErrorBoundary>
          <LogtoProvider config={logtoConfig(config.auth)} LogtoClientClass={AppLogtoClient}>
            <RouterProvider router={router} />
            <SyncMembership />
          </LogtoProvider>
          <SyncNotices />
          <Toaster />
        </ErrorBoundary>
      </MantineProvider>
    </LocaleProvider>
  </StrictMode>,
);
