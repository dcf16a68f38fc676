import { useSyncExternalStore } from 'react';
import { languageOf } from './languages';

/** The language chosen in Settings: a setting of this device, kept across sign-outs. */
export const LANGUAGE_KEY = 'meetverse.language';

const listeners = new Set<() => void>();

/** The chosen language's tag, or null to follow the browser ('Automatic'). */
export function storedLanguage(storage: Storage | undefined = globalThis.localStorage): string | null {
  try {
    const value = storage?.getItem(LANGUAGE_KEY) ?? null;
    return value && languageOf(value) ? value : null;
  } catch {
    return null;
  }
}

/** Chooses a language (null: automatic); every screen follows at once, without a reload. */
export function setLanguage(tag: string | null, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (tag && languageOf(tag)) storage?.setItem(LANGUAGE_KEY, tag);
    else storage?.removeItem(LANGUAGE_KEY);
  } catch {
    // A storage that refuses keeps the choice for this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => event.key === LANGUAGE_KEY && listener();
  addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', onStorage);
  };
}

export function useStoredLanguage(): string | null {
  return useSyncExternalStore(subscribe, () => storedLanguage(), () => null);
}
