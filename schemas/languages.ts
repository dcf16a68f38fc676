/**
 * The languages the app speaks. Each has a catalog in lang/<tag>.json (English's is the source text in
 * the code, extracted to lang/en-US.json by `npm run i18n:extract`); the glossary of the product's own
 * terms in each is lang/GLOSSARY.md. The server writes its sign-in page and each push in them too.
 */
export type Language = {
  /** BCP 47 tag: the catalog's file name and the locale numbers and plurals follow. */
  tag: string;
  /** The language in its own words, as Settings lists it. */
  name: string;
  dir: 'ltr' | 'rtl';
};

export const LANGUAGES: readonly Language[] = [
  { tag: 'en-US', name: 'English (US)', dir: 'ltr' },
  { tag: 'en-GB', name: 'English (UK)', dir: 'ltr' },
  { tag: 'de', name: 'Deutsch', dir: 'ltr' },
  { tag: 'fr', name: 'Français', dir: 'ltr' },
  { tag: 'es', name: 'Español', dir: 'ltr' },
  { tag: 'it', name: 'Italiano', dir: 'ltr' },
  { tag: 'pt-PT', name: 'Português (Portugal)', dir: 'ltr' },
  { tag: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { tag: 'ru', name: 'Русский', dir: 'ltr' },
  { tag: 'ja', name: '日本語', dir: 'ltr' },
  { tag: 'ko', name: '한국어', dir: 'ltr' },
  { tag: 'zh-CN', name: '简体中文', dir: 'ltr' },
  { tag: 'ar', name: 'العربية', dir: 'rtl' },
  { tag: 'hi', name: 'हिन्दी', dir: 'ltr' },
  { tag: 'nl', name: 'Nederlands', dir: 'ltr' },
  { tag: 'sv', name: 'Svenska', dir: 'ltr' },
];

/**
 * A pseudo-language for testing: every catalog text accented and lengthened, so a text on screen that
 * is not from the catalogs stands out. Chosen only by name (`?lang=en-XA` or the stored choice), never
 * listed.
 */
export const PSEUDO_LANGUAGE: Language = { tag: 'en-XA', name: 'Pseudo', dir: 'ltr' };

/** The language of the source texts, the fallback when no other matches. */
export const SOURCE_LANGUAGE = 'en-US';

const BY_TAG = new Map([...LANGUAGES, PSEUDO_LANGUAGE].map((language) => [language.tag.toLowerCase(), language]));

// A bare language, or a region we have no catalog of, reads the variant most of its speakers would expect.
const BY_BASE: Readonly<Record<string, string>> = { en: 'en-GB', pt: 'pt-PT', zh: 'zh-CN' };
const BASE_DEFAULT: Readonly<Record<string, string>> = { en: 'en-US', pt: 'pt-PT', zh: 'zh-CN' };

export function languageOf(tag: string): Language | undefined {
  return BY_TAG.get(tag.toLowerCase());
}

/** The best catalog for one browser language tag, or undefined when we speak no variant of it. */
export function matchLanguage(tag: string): Language | undefined {
  const clean = tag.trim().replace(/_/g, '-');
  if (!clean) return undefined;
  const exact = languageOf(clean);
  if (exact) return exact;
  const [base = '', region] = clean.toLowerCase().split('-');
  const direct = languageOf(base);
  if (direct) return direct;
  // en alone is American English; en-AU, en-IN and the other English regions read British spelling.
  const variant = region ? BY_BASE[base] : BASE_DEFAULT[base];
  return variant ? languageOf(variant) : undefined;
}

/** The language to show: the one chosen on this device, else the first of the browser's we speak, else English. */
export function resolveLanguage(chosen: string | null | undefined, browserLanguages: readonly string[]): Language {
  const picked = chosen ? languageOf(chosen) : undefined;
  if (picked) return picked;
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return languageOf(SOURCE_LANGUAGE)!;
}
