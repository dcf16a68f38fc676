import { DirectionProvider } from '@mantine/core';
import { createContext, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { browserLocaleProfile, isRtl, localeProfile, type LocaleProfile } from './locale';
import { useStoredRegion } from './region-preference';

const LocaleContext = createContext<LocaleProfile | null>(null);

/**
 * The locale profile chosen in Settings, or this browser's, detected once, for every screen below; right to left
 * for Arabic (and the other RTL languages), on the document and in Mantine.
 */
export function LocaleProvider({ profile, children }: { profile?: LocaleProfile; children: ReactNode }) {
  // The region chosen in Settings re-renders every screen with its formats.
  const region = useStoredRegion();
  const value = useMemo(() => profile ?? (region ? localeProfile(region) : browserLocaleProfile()), [profile, region]);
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
