import { DirectionProvider } from '@mantine/core';
import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { browserLocaleProfile, isRtl, type LocaleProfile } from './locale';

const LocaleContext = createContext<LocaleProfile | null>(null);

/**
 * The locale profile of this browser, detected once, for every screen below; right to left
 * for Arabic (and the other RTL languages), on the document and in Mantine.
 */
export function LocaleProvider({ profile, children }: { profile?: LocaleProfile; children: ReactNode }) {
  const value = profile ?? browserLocaleProfile();
  const dir = isRtl(value.locale) ? 'rtl' : 'ltr';
  useLayoutEffect(() => {
    document.documentElement.setAttribute('dir', dir);
  }, [dir]);
  return (
    <LocaleContext.Provider value={value}>
      <DirectionProvider initialDirection={dir} detectDirection={false}>
        {children}
      </DirectionProvider>
    </LocaleContext.Provider>
  );
}

/** The locale profile in force: the provider's, or this browser's outside one. */
export function useLocaleProfile(): LocaleProfile {
  return useContext(LocaleContext) ?? browserLocaleProfile();
}
