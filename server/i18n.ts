import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGES, languageOf, resolveLanguage, SOURCE_LANGUAGE, type Language } from '../schemas/languages';
import type { WordValues } from '../schemas/words';

/**
 * The server's words in a reader's language: the sign-in page in the visitor's, a push in its device's.
 * The messages are the app's catalogs (lang/<tag>.json), each read once when first needed.
 */

/**
 * The catalogs' folder: beside server/ in the repository, or under the working folder the server is
 * started from (`npm start`, or a copy of the server compiled into one file elsewhere).
 */
const LANG_DIR =
  [path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'lang'), path.resolve('lang')].find((dir) => fs.existsSync(path.join(dir, `${SOURCE_LANGUAGE}.json`))) ??
  path.resolve('lang');

const catalogs = new Map<string, Readonly<Record<string, string>>>();

/** A language's catalog; none (so English) when it cannot be read. */
function catalog(tag: string): Readonly<Record<string, string>> {
  let messages = catalogs.get(tag);
  if (!messages) {
    try {
      messages = JSON.parse(fs.readFileSync(path.join(LANG_DIR, `${tag}.json`), 'utf8')) as Record<string, string>;
    } catch {
      messages = {};
    }
    catalogs.set(tag, messages);
  }
  return messages;
}

const formats = new Map<string, IntlMessageFormat | null>();

function formatOf(tag: string, id: string, source: string | undefined): IntlMessageFormat | null {
  const key = `${tag}\u0000${id}\u0000${source ?? ''}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = source === undefined ? null : new IntlMessageFormat(source, tag);
    } catch {
      format = null;
    }
    formats.set(key, format);
  }
  return format;
}

function tryFormat(tag: string, id: string, source: string | undefined, values: WordValues | undefined): string | undefined {
  const format = formatOf(tag, id, source);
  if (!format) return undefined;
  try {
    return String(format.format(values));
  } catch {
    // A value the message needs is missing.
    return undefined;
  }
}

/** Only the languages the app speaks: any other tag (or none) reads English. */
const spoken = (tag: string | null | undefined): string => {
  const language = tag ? languageOf(tag) : undefined;
  return language && LANGUAGES.includes(language) ? language.tag : SOURCE_LANGUAGE;
};

/**
 * A message in a language: its translation, else its English (a catalog without it, a value it
 * lacks), else undefined when no catalog has the message and no English source is given.
 */
export function speakIn(tag: string | null | undefined, words: { readonly id: string; readonly defaultMessage?: string }, values?: WordValues): string | undefined {
  const language = spoken(tag);
  if (language !== SOURCE_LANGUAGE) {
    const translated = tryFormat(language, words.id, catalog(language)[words.id], values);
    if (translated !== undefined) return translated;
  }
  return tryFormat(SOURCE_LANGUAGE, words.id, catalog(SOURCE_LANGUAGE)[words.id] ?? words.defaultMessage, values) ?? words.defaultMessage;
}

/** A message of the code (with its English source) in a language: never undefined. */
export function say(tag: string | null | undefined, words: { readonly id: string; readonly defaultMessage: string }, values?: WordValues): string {
  return speakIn(tag, words, values) ?? words.defaultMessage;
}

/** The browser's languages from Accept-Language, most preferred first. */
export function languagesOf(header: string | undefined): string[] {
  return (header ?? '')
    .slice(0, 2000)
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      // A weight that is not a number refuses the language, as q=0 does.
      const weight = params.find((param) => /^\s*q=/.test(param));
      const q = weight === undefined ? 1 : Number(/^\s*q=([\d.]+)\s*$/.exec(weight)?.[1] ?? 0);
      return { tag: tag.trim(), q };
    })
    .filter((language) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(language.tag) && language.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((language) => language.tag)
    .slice(0, 10);
}

/**
 * The language a visitor reads, from their browser's Accept-Language, as the app picks it: the first
 * we speak a variant of, else English. (The app's own choice on the device is not sent to the server.)
 */
export function visitorLanguage(header: string | string[] | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : header;
  const language = resolveLanguage(null, languagesOf(text));
  // The pseudo-language is the app's test tool, chosen by name on the device only.
  return LANGUAGES.includes(language) ? language : languageOf(SOURCE_LANGUAGE)!;
}
