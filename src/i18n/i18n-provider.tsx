import { DirectionProvider, useDirection } from '@mantine/core';
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { speakWith } from '../../schemas/words';
import { browserLanguages } from '../lib/locale';
import { loadedMessages, loadMessages, type Messages } from './catalogs';
import { storedLanguage, useStoredLanguage } from './language-preference';
import { resolveLanguage, SOURCE_LANGUAGE, type Language } from './languages';

const cache = createIntlCache();

/** A text missing from a catalog shows in English; only a broken message is worth reporting. */
function onIntlError(error: { code?: string }) {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

function intlFor(tag: string, messages: Messages): IntlShape {
  return withFormatsByMessage(createIntl({ locale: tag, defaultLocale: SOURCE_LANGUAGE, messages, onError: onIntlError }, cache));
}

/** Whether a formatter's options are react-intl's own alone (no per-call option such as ignoreTag). */
function onlyFormatters(options: Record<string, unknown> | undefined): boolean {
  for (const key in options) if (key !== 'formatters') return false;
  return true;
}

type MessageFormatOf = (message: unknown, locales: unknown, formats: unknown, options?: Record<string, unknown>) => unknown;

/**
 * The catalogs' messages come parsed, one object each: their formatter is kept by that object. The
 * formatter cache react-intl keeps looks formatters up by the JSON of the parsed message, which every
 * message with values paid for again on each call (hundreds of calls as a screen draws).
 */
export function withFormatsByMessage(intl: IntlShape): IntlShape {
  const formatters = intl.formatters as unknown as { getMessageFormat: MessageFormatOf };
  const lookUp = formatters.getMessageFormat;
  const made = new WeakMap<object, { locales: unknown; formats: unknown; format: unknown }>();
  formatters.getMessageFormat = (message, locales, formats, options) => {
    if (typeof message !== 'object' || message === null || !onlyFormatters(options)) return lookUp(message, locales, formats, options);
    const kept = made.get(message);
    if (kept && kept.locales === locales && kept.formats === formats) return kept.format;
    const format = lookUp(message, locales, formats, options);
    made.set(message, { locales, formats, format });
    return format;
  };
  return intl;
}

const sourceIntl: IntlShape = intlFor(SOURCE_LANGUAGE, {});
let current: IntlShape = sourceIntl;

/**
 * The messages in the language on screen, for code outside React (a toast a write raises, a title the
 * document gets). Screens read `useIntl()` instead, which re-renders them when the language changes.
 */
export function appIntl(): IntlShape {
  return current;
}


/** The language this device shows: its choice in Settings, else its browser's. */
export function deviceLanguage(): Language {
  return resolveLanguage(storedLanguage(), browserLanguages());
}

const LanguageContext = createContext<Language>(resolveLanguage(null, []));

/** The language on screen. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** Mantine's direction follows the language's. */
function DirectionFollows({ dir }: { dir: 'ltr' | 'rtl' }) {
  const { setDirection } = useDirection();
  useLayoutEffect(() => setDirection(dir), [dir, setDirection]);
  return null;
}

type I18nProviderProps = {
  /** The language to render in (the server's render, from Accept-Language); the device's when left out. */
  language?: Language;
  children: ReactNode;
};

/**
 * Every text below in the member's language, with its numbers and plurals; the document's `lang` and
 * direction too (right to left for Arabic). A new choice in Settings loads its catalog and applies at
 * once, without a reload; until the catalog is in, the screen stays in the language it was in.
 */
export function I18nProvider({ language: fixed, children }: I18nProviderProps) {
  const chosen = useStoredLanguage();
  const wanted = useMemo(() => fixed ?? resolveLanguage(chosen, browserLanguages()), [fixed, chosen]);
  // The language on screen is one whose catalog is in: the wanted one once loaded (main.tsx loads it before the first render).
  const [shown, setShown] = useState<{ language: Language; messages: Messages; complete: boolean }>(() => {
    const ready = loadedMessages(wanted.tag);
    return { language: wanted, messages: ready ?? {}, complete: ready !== undefined };
  });
  useEffect(() => {
    if (wanted.tag === shown.language.tag && shown.complete) return;
    let live = true;
    void loadMessages(wanted.tag).then((messages) => live && setShown({ language: wanted, messages, complete: true }));
    return () => {
      live = false;
    };
  }, [wanted, shown.language.tag, shown.complete]);
  const { language, messages } = shown;
  const intl = useMemo(() => intlFor(language.tag, messages), [language.tag, messages]);
  current = intl;
  // Taken off the page, it leaves code outside React speaking the source language, not its own.
  useEffect(() => {
    current = intl;
    return () => {
      if (current === intl) current = sourceIntl;
    };
  }, [intl]);
  // The shared rules' words (schemas/) are written in this language too, wherever the app reads them.
  speakWith((words, values) => intl.formatMessage(words, values));
  useLayoutEffect(() => {
    document.documentElement.lang = language.tag;
    document.documentElement.dir = language.dir;
  }, [language]);
  return (
    <LanguageContext.Provider value={language}>
      <RawIntlProvider value={intl}>
        <DirectionProvider initialDirection={language.dir} detectDirection={false}>
          <DirectionFollows dir={language.dir} />
          {children}
        </DirectionProvider>
      </RawIntlProvider>
    </LanguageContext.Provider>
  );
}
