import { LogtoProvider } from '@logto/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { ErrorBoundary } from './components/error-boundary/error-boundary';
import { SyncNotices } from './components/sync-notices';
import { Toaster } from './components/toasts/toaster';
import { SyncMembership } from './features/auth/components/sync-membership';
import { AppLogtoClient } from './features/auth/logto';
import { logtoConfig } from './features/auth/sign-in-options';
import type { ClientConfig } from './lib/client-config';
import { I18nProvider } from './i18n/i18n-provider';
import type { Language } from './i18n/languages';
import { LocaleProvider } from './lib/locale-context';
import { adoptingServerMarkup, appAnswersTaps, setAdoptingServerMarkup } from './lib/server-markup';
import type { LocaleProfile } from './lib/locale';
import { cssVariablesResolver, theme } from './theme';

export type AppTreeProps = {
  router: AnyRouter;
  auth: ClientConfig['auth'];
  /** The locale to render in; the browser's (or the one chosen in Settings) when left out. */
  locale?: LocaleProfile;
  /** The language to render in; the device's when left out. */
  language?: Language;
};

/** Once the first render is committed, the server's page (if it sent one) is the app's own. */
function ServerMarkupAdopted() {
  useEffect(() => {
    if (!adoptingServerMarkup()) return;
    setAdoptingServerMarkup(false);
    appAnswersTaps();
  }, []);
  return null;
}

/**
 * The whole app: its providers around the router. The browser renders it (src/main.tsx), and the
 * server renders the same tree for a public page's first visit (src/ssr/render-page.tsx), so the page
 * the server sends looks as the app's own first render does.
 */
export function AppTree({ router, auth, locale, language }: AppTreeProps) {
  return (
    <StrictMode>
      <I18nProvider language={language}>
        <LocaleProvider profile={locale}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
          <ErrorBoundary>
            <LogtoProvider config={logtoConfig(auth)} LogtoClientClass={AppLogtoClient}>
              <RouterProvider router={router} />
              <SyncMembership />
            </LogtoProvider>
            <SyncNotices />
            <Toaster />
            <ServerMarkupAdopted />
          </ErrorBoundary>
        </MantineProvider>
        </LocaleProvider>
      </I18nProvider>
    </StrictMode>
  );
}
