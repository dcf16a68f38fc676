import { MantineProvider } from '@mantine/core';
import { render as testingLibraryRender } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '../i18n/i18n-provider';
import { languageOf, SOURCE_LANGUAGE, type Language } from '../i18n/languages';
import { theme } from '../theme';

/** The app's providers a screen needs: its words (in English, the source texts, unless `language` says) and its Mantine theme. */
export function AppProviders({ children, language = languageOf(SOURCE_LANGUAGE) }: { children: ReactNode; language?: Language }) {
  return (
    <I18nProvider language={language}>
      <MantineProvider theme={theme}>{children}</MantineProvider>
    </I18nProvider>
  );
}

/** Renders inside the app's providers, as the app does; in `language` when given (its catalog loads first). */
export function render(ui: ReactNode, { language }: { language?: Language } = {}) {
  return testingLibraryRender(ui, { wrapper: ({ children }) => <AppProviders language={language}>{children}</AppProviders> });
}
