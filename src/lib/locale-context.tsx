import { DirectionProvider } from '@mantine/core';
import { createContext, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { formatEventWhen } from './dates';
import {
  browserLocaleProfile,
  dateFnsOptions,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayTime,
  formatRelativeTime,
  formatTime,
  isRtl,
  type DateInput,
  type LocaleProfile,
} from './locale';

const LocaleContext = createContext<LocaleProfile | null>(null);

/**
 * SPEC 9: the locale profile of this browser, detected once, for every screen below; right to left
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

/** Date helpers bound to the profile in force, for screens. */
export function useDateFormat() {
  const profile = useLocaleProfile();
  return useMemo(
    () => ({
      profile,
      options: dateFnsOptions(profile),
      date: (value: DateInput) => formatDate(value, profile),
      time: (value: DateInput) => formatTime(value, profile),
      dateTime: (value: DateInput) => formatDateTime(value, profile),
      /** 'Today', 'Tomorrow' or the date. */
      day: (value: DateInput, now?: DateInput) => formatDay(value, profile, now),
      dayTime: (value: DateInput, now?: DateInput) => formatDayTime(value, profile, now),
      relative: (value: DateInput, now?: DateInput) => formatRelativeTime(value, now, profile),
      eventWhen: (startsAt: string | undefined, endsAt: string | undefined, now?: Date) => formatEventWhen(startsAt, endsAt, profile, now),
    }),
    [profile],
  );
}
