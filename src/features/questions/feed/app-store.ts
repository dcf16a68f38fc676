import { useSyncExternalStore } from 'react';
import { MEETVERSE, isSort, normaliseFilters, type Sort } from './filter-rules';

/** The app store keeps the active filters and the sort order in local storage. */
const KEY = 'meetverse.app';

export type FeedSettings = { filters: string[]; sort: Sort };
const DEFAULTS: FeedSettings = { filters: [MEETVERSE], sort: 'latest' };

function read(): FeedSettings {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<FeedSettings> | null;
    return {
      filters: normaliseFilters(Array.isArray(stored?.filters) ? stored.filters : []),
      sort: isSort(stored?.sort) ? stored.sort : DEFAULTS.sort,
    };
  } catch {
    return DEFAULTS;
  }
}

let settings: FeedSettings | undefined;
const listeners = new Set<() => void>();

export function getFeedSettings(): FeedSettings {
  settings ??= read();
  return settings;
}

export function setFeedSettings(change: Partial<FeedSettings>): void {
  const next = { ...getFeedSettings(), ...change };
  settings = { filters: normaliseFilters(next.filters), sort: isSort(next.sort) ? next.sort : DEFAULTS.sort };
  localStorage.setItem(KEY, JSON.stringify(settings));
  listeners.forEach((listener) => listener());
}

export function useFeedSettings(): FeedSettings {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getFeedSettings,
    getFeedSettings,
  );
}

/** For tests: forget what was read. */
export function resetFeedSettings(): void {
  settings = undefined;
}
