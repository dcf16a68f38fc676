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
  const names = useMemo(() => items?.map((item) => searchable(item.name)), [items]);
  return useMemo(() => {
    const wanted = searchable(search);
    if (!items || !names || !wanted) return items;
    return items.filter((_, index) => names[index]?.includes(wanted));
  }, [items, names, search]);
}
