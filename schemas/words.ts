import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * The words the shared rules and the server write (a rule's problem, a refusal, a notification): each a
 * message of the catalogs (lang/), with an id and its English source text, extracted with the app's by
 * `npm run i18n:extract`. The server answers in English with the message's id and values beside it
 * (`code`, `params`), and the app shows the same message in the member's language.
 */
export type Words = { readonly id: string; readonly defaultMessage: string };
export type WordValues = Record<string, string | number>;

const known = new Map<string, Words>();

/** A file's messages; each is known from then on to `wordsOf`, which finds a message from its English text. */
export function defineMessages<const T extends Record<string, Words>>(messages: T): T {
  for (const words of Object.values(messages)) known.set(words.id, words);
  return messages;
}

const formats = new Map<string, IntlMessageFormat>();

type Speaker = (words: Words, values?: WordValues) => string;
let speaker: Speaker | undefined;

/**
 * The app writes the rules' words in the member's language from here on (src/i18n sets it as the
 * language changes); the server never does, so its answers and stored words stay in English.
 */
export function speakWith(speak: Speaker | undefined): void {
  speaker = speak;
}

/** A rule's words where they are read: in the member's language in the app, in English on the server. */
export function say(words: Words, values?: WordValues): string {
  return speaker ? speaker(words, values) : english(words, values);
}

/** The message in English, as the server stores and answers it. */
export function english(words: Words, values?: WordValues): string {
  let format = formats.get(words.id);
  if (!format) {
    format = new IntlMessageFormat(words.defaultMessage, 'en-US');
    formats.set(words.id, format);
  }
  try {
    return String(format.format(values));
  } catch {
    // A value missing: the source text, rather than no answer at all.
    return words.defaultMessage;
  }
}

/** A table of words read when they are used (so in the language on screen then), not when the module loads. */
export function spoken<K extends string, V>(entries: Record<K, () => V>): Readonly<Record<K, V>> {
  const table = {} as Record<K, V>;
  for (const key of Object.keys(entries) as K[]) Object.defineProperty(table, key, { get: entries[key], enumerable: true });
  return table;
}

/** One way a message reads in English: its text as a pattern, the arguments it captures, the values its branches fix. */
type Variant = { pattern: string; captures: string[]; fixed: WordValues };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every way the elements can read: one variant per branch of each plural and select. */
function variantsOf(elements: MessageFormatElement[], pluralArg?: string): Variant[] {
  let variants: Variant[] = [{ pattern: '', captures: [], fixed: {} }];
  const append = (parts: Variant[]) => {
    variants = variants.flatMap((variant) =>
      parts.map((part) => ({ pattern: variant.pattern + part.pattern, captures: [...variant.captures, ...part.captures], fixed: { ...variant.fixed, ...part.fixed } })),
    );
  };
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        append([{ pattern: escape(element.value), captures: [], fixed: {} }]);
        break;
      case TYPE.argument:
        append([{ pattern: '([\\s\\S]+?)', captures: [element.value], fixed: {} }]);
        break;
      case TYPE.number:
        append([{ pattern: '(-?[\\d,.]+)', captures: [element.value], fixed: {} }]);
        break;
      case TYPE.pound:
        append([{ pattern: '(-?[\\d,.]+)', captures: pluralArg ? [pluralArg] : [], fixed: {} }]);
        break;
      case TYPE.plural:
        append(
          Object.entries(element.options).flatMap(([key, option]) =>
            variantsOf(option.value, element.value).map((variant) => {
              const exact = /^=(\d+)$/.exec(key)?.[1];
              const implied = exact !== undefined ? Number(exact) : key === 'one' && !variant.captures.includes(element.value) ? 1 : key === 'zero' ? 0 : undefined;
              return implied === undefined ? variant : { ...variant, fixed: { ...variant.fixed, [element.value]: implied } };
            }),
          ),
        );
        break;
      case TYPE.select:
        append(Object.entries(element.options).flatMap(([key, option]) => variantsOf(option.value, pluralArg).map((variant) => ({ ...variant, fixed: { ...variant.fixed, [element.value]: key } }))));
        break;
      case TYPE.tag:
        append(variantsOf(element.children, pluralArg));
        break;
      default:
        append([{ pattern: '([\\s\\S]*?)', captures: [], fixed: {} }]);
    }
  }
  return variants;
}

type Matcher = { words: Words; regex: RegExp; captures: string[]; fixed: WordValues };

let matchers: Matcher[] | undefined;
let matchersOf = 0;

function allMatchers(): Matcher[] {
  if (!matchers || matchersOf !== known.size) {
    matchers = [...known.values()].flatMap((words) =>
      variantsOf(parse(words.defaultMessage)).map((variant) => ({ words, regex: new RegExp(`^${variant.pattern}$`), captures: variant.captures, fixed: variant.fixed })),
    );
    // The most literal pattern first: 'No poll has the id {id}' before '{reason}'.
    matchers.sort((a, b) => b.regex.source.replace(/\([^)]*\)/g, '').length - a.regex.source.replace(/\([^)]*\)/g, '').length);
    matchersOf = known.size;
  }
  return matchers;
}

const NUMBER = /^-?\d{1,3}(,\d{3})*(\.\d+)?$|^-?\d+(\.\d+)?$/;

/**
 * The message an English text of the rules or the server was written from, with its values: the code
 * and parameters an answer carries, and what the app writes in the member's language. Null for a text
 * no message reads as (a member's own words, an older server's words). `prefix` narrows the messages
 * to one family ('rules.': a refusal is a rule's words, never a notification's).
 */
export function wordsOf(text: string, prefix = ''): { id: string; values: WordValues } | null {
  for (const matcher of allMatchers()) {
    if (!matcher.words.id.startsWith(prefix)) continue;
    const match = matcher.regex.exec(text);
    if (!match) continue;
    const values: WordValues = { ...matcher.fixed };
    matcher.captures.forEach((name, index) => {
      const value = match[index + 1] ?? '';
      if (name in values && typeof values[name] === 'number') return;
      values[name] = NUMBER.test(value) ? Number(value.replace(/,/g, '')) : value;
    });
    // Read back with these values, the message must give the same text.
    if (english(matcher.words, values) === text) return { id: matcher.words.id, values };
  }
  return null;
}
