import { useMemo } from 'react';

/**
 * Text as a search compares it: without accents, in lower case, with punctuation read as spaces and
 * spaces squeezed ('Local-First  Görlitzer' -> 'local first gorlitzer'), so 'local first' finds it.
 */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** The items whose name holds the search, whatever its case and accents; all of them for an empty search. */
export function useNameSearch<T extends { name: string }>(items: readonly T[] | undefined, search: string): readonly T[] | undefined {
  const wanted = useMemo(() => searchable(search), [search]);
  // The names are prepared once a search starts, not for the first paint of a long list.
  const searching = wanted !== '';
  const names = useMemo(() => (searching ? items?.map((item) => searchable(item.name)) : undefined), [items, searching]);
  return useMemo(() => {
    if (!items || !names || !wanted) return items;
    return items.filter((_, index) => names[index]?.includes(wanted));
  }, [items, names, wanted]);
}
