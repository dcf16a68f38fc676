import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { browserLocaleProfile, localeProfile, type LocaleProfile } from './locale';
import { useStoredRegion } from './region-preference';
import { useLanguage } from '../i18n/i18n-provider';

const LocaleContext = createContext<LocaleProfile | null>(null);

const base = (tag: string) => tag.split('-')[0]?.toLowerCase();

/**
 * The region's formats with the words of the language on screen: a member in the US reading German
 * gets 'So 11/29/2026' rather than 'Sun'. A region of the same language keeps its own locale (de-AT).
 */
export function inLanguage(profile: LocaleProfile, language: string): LocaleProfile {
  return base(profile.locale) === base(language) ? profile : { ...profile, locale: language, regionLocale: profile.locale };
}

/**
 * The locale profile chosen in Settings, or this browser's, detected once, for every screen below: the
 * formats of dates and times. The words and their direction follow the language (src/i18n).
 */
export function LocaleProvider({ profile, children }: { profile?: LocaleProfile; children: ReactNode }) {
  // The region chosen in Settings re-renders every screen with its formats.
  const region = useStoredRegion();
  const language = useLanguage();
  const value = useMemo(() => inLanguage(profile ?? (region ? localeProfile(region) : browserLocaleProfile()), language.tag), [profile, region, language.tag]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The locale profile in force: the provider's, or this browser's outside one. */
export function useLocaleProfile(): LocaleProfile {
  return useContext(LocaleContext) ?? browserLocaleProfile();
}
