import { useSyncExternalStore } from 'react';
import { LOCALE_PROFILES } from './locale';

/** The region chosen in Settings, a setting of this device (kept across sign-outs, like its language). */
export const REGION_KEY = 'meetverse.region';

const listeners = new Set<() => void>();

/** The chosen country code, or null to follow the browser's languages. */
export function storedRegion(storage: Storage | undefined = globalThis.localStorage): string | null {
  try {
    const value = storage?.getItem(REGION_KEY) ?? null;
    return value && LOCALE_PROFILES[value] ? value : null;
  } catch {
    return null;
  }
}

/** Chooses a region (null: automatic); every screen's dates and times follow at once. */
export function setRegion(country: string | null, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (country && LOCALE_PROFILES[country]) storage?.setItem(REGION_KEY, country);
    else storage?.removeItem(REGION_KEY);
  } catch {
    // A storage that refuses keeps the choice for this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => event.key === REGION_KEY && listener();
  addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', onStorage);
  };
}

export function useStoredRegion(): string | null {
  return useSyncExternalStore(subscribe, () => storedRegion(), () => null);
}
