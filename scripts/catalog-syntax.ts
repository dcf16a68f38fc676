/**
 * The language catalogs (lang/*.json) go into the build already parsed: each message as the syntax
 * tree react-intl formats from, not as text it parses the first time a screen shows it. In Chromium a
 * message with a plural took a third of a millisecond to parse, and a question page shows about thirty
 * of them as it opens; from its tree the same message is ready in a hundredth of that. The server reads
 * the catalogs' texts itself and is not concerned.
 */
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A language's catalog, as the build and src/i18n/catalogs.ts name it. */
export const CATALOG_FILE = /[\\/]lang[\\/][\w-]+\.json$/;

/** A catalog's texts as syntax trees; a text that does not parse stops the build, naming its message. */
export function parsedCatalog(catalog: Record<string, string>, file: string): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(catalog).map(([id, text]) => {
      try {
        return [id, parse(text, { captureLocation: false })];
      } catch (error) {
        throw new Error(`${file}: the message ${id} does not parse: ${String(error)}`);
      }
    }),
  );
}

export function catalogsParsed(): Plugin {
  return {
    name: 'catalogs-parsed',
    // Before Vite's own JSON plugin, which then makes a module of the parsed catalog as of any JSON file.
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG_FILE.test(id)) return null;
      return { code: JSON.stringify(parsedCatalog(JSON.parse(code) as Record<string, string>, id)), map: null };
    },
  };
}
