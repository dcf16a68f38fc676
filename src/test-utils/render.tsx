import { MantineProvider } from '@mantine/core';
import { render as testingLibraryRender } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '../i18n/i18n-provider';
import { languageOf, SOURCE_LANGUAGE } from '../i18n/languages';
import { theme } from '../theme';

/** The app's providers a screen needs: its words (in English, the source texts) and its Mantine theme. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider language={languageOf(SOURCE_LANGUAGE)}>
      <MantineProvider theme={theme}>{children}</MantineProvider>
    </I18nProvider>
  );
}

/** Renders inside the app's providers, as the app does. */
export function render(ui: ReactNode) {
  return testingLibraryRender(ui, { wrapper: AppProviders });
}
