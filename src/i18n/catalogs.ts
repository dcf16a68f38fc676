import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from './languages';
import { pseudoMessage } from './pseudo';

// A catalog's messages: as the build leaves them, parsed into the trees react-intl formats from
// (scripts/catalog-syntax.ts); as texts where nothing parsed them (the unit tests).
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

// One chunk per language: a visitor downloads only the catalog of the language they read.
const CATALOGS = import.meta.glob<Messages>('../../lang/*.json', { import: 'default' });

const loaded = new Map<string, Messages>();

const catalogLoader = (tag: string) => CATALOGS[`../../lang/${tag}.json`];

/**
 * The messages of a language, once loaded; undefined before. English needs none: its texts are the
 * source texts in the code, which its catalog (once loaded) only spares parsing.
 */
export function loadedMessages(tag: string): Messages | undefined {
  return loaded.get(tag) ?? (tag === SOURCE_LANGUAGE ? {} : undefined);
}

/**
 * Loads a language's catalog, English's too (it spares parsing the source texts). A catalog that fails
 * to load leaves the source texts, and is asked for again next time.
 */
export async function loadMessages(tag: string): Promise<Messages> {
  const ready = loaded.get(tag);
  if (ready) return ready;
  const load = tag === PSEUDO_LANGUAGE.tag ? catalogLoader(SOURCE_LANGUAGE) : catalogLoader(tag);
  if (!load) return {};
  let catalog: Messages;
  try {
    catalog = await load();
  } catch {
    return {};
  }
  const messages: Messages = tag === PSEUDO_LANGUAGE.tag ? Object.fromEntries(Object.entries(catalog).map(([id, source]) => [id, pseudoMessage(source)])) : catalog;
  loaded.set(tag, messages);
  return messages;
}

/** The service worker's cache of catalogs (vite.config.ts): the chosen language's is kept there for offline use. */
const LANGUAGE_CACHE = 'meetverse-languages';

/**
 * Keeps the catalogs this page loaded for offline use. The first visit loads its catalog before the
 * service worker is there to keep it; once it is, the file goes in the worker's cache from here (the
 * worker keeps any loaded later itself).
 */
export async function keepCatalogsOffline(): Promise<void> {
  if (typeof caches === 'undefined' || typeof performance === 'undefined') return;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name, location.href).pathname.startsWith('/assets/lang-'));
  if (urls.length === 0) return;
  try {
    const cache = await caches.open(LANGUAGE_CACHE);
    await cache.addAll(urls);
  } catch {
    // Without room for it, the catalog loads from the network next time; the screens stay in English offline.
  }
}
