import { useSyncExternalStore } from 'react';

/**
 * A choice kept on this device across sign-outs (its language, its region): null when none is made, or
 * the stored value is not one `isValid` takes. A new choice applies at once in this tab and in others.
 */
export function deviceSetting(key: string, isValid: (value: string) => boolean) {
  const listeners = new Set<() => void>();

  function stored(storage: Storage | undefined = globalThis.localStorage): string | null {
    try {
      const value = storage?.getItem(key) ?? null;
      return value && isValid(value) ? value : null;
    } catch {
      return null;
    }
  }

  function set(value: string | null, storage: Storage | undefined = globalThis.localStorage): void {
    try {
      if (value && isValid(value)) storage?.setItem(key, value);
      else storage?.removeItem(key);
    } catch {
      // A storage that refuses keeps the choice for this page only.
    }
    listeners.forEach((listener) => listener());
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    // Another tab's choice applies here too.
    const onStorage = (event: StorageEvent) => event.key === key && listener();
    addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      removeEventListener('storage', onStorage);
    };
  }

  const use = (): string | null => useSyncExternalStore(subscribe, () => stored(), () => null);
  return { stored, set, use };
}
