import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { browserLocaleProfile, localeProfile, type LocaleProfile } from './locale';
import { useStoredRegion } from './region-preference';

const LocaleContext = createContext<LocaleProfile | null>(null);

/**
 * The locale profile chosen in Settings, or this browser's, detected once, for every screen below: the
 * formats of dates and times. The words and their direction follow the language (src/i18n).
 */
export function LocaleProvider({ profile, children }: { profile?: LocaleProfile; children: ReactNode }) {
  // The region chosen in Settings re-renders every screen with its formats.
  const region = useStoredRegion();
  const value = useMemo(() => profile ?? (region ? localeProfile(region) : browserLocaleProfile()), [profile, region]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The locale profile in force: the provider's, or this browser's outside one. */
export function useLocaleProfile(): LocaleProfile {
  return useContext(LocaleContext) ?? browserLocaleProfile();
}
