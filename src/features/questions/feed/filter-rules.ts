/** The community-wide space's filter value (the filters' default). */
export const MEETVERSE = 'meetverse';

export const SORTS = [
  'latest',
  'most_uplifted',
  'most_helpers',
  'most_relatable',
  // For those who want to help: questions nobody has answered yet (so none is solved), newest first.
  'unanswered',
] as const;
export type Sort = (typeof SORTS)[number];

export const CHIP_LABEL_MAX = 15; // characters of a filter chip's label

/** Names longer than 15 characters are cut to 15 plus an ellipsis. */
export function chipLabel(name: string): string {
  const chars = [...name];
  return chars.length > CHIP_LABEL_MAX ? `${chars.slice(0, CHIP_LABEL_MAX).join('')}…` : name;
}

/**
 * Filters are trimmed and deduplicated; any case of the meetverse becomes it; an empty result
 * resets to the meetverse only.
 */
export function normaliseFilters(filters: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const raw of filters) {
    if (typeof raw !== 'string') continue;
    const trimmed = raw.trim();
    if (!trimmed) continue;
    const value = trimmed.toLowerCase() === MEETVERSE ? MEETVERSE : trimmed;
    if (!out.includes(value)) out.push(value);
  }
  return out.length > 0 ? out : [MEETVERSE];
}

/**
 * Selecting the community chip resets the selection to it alone; toggling an event chip adds
 * or removes it; at least one chip always stays active.
 */
export function selectChip(filters: readonly string[], chip: string): string[] {
  const current = normaliseFilters(filters);
  const value = normaliseFilters([chip])[0] as string;
  if (value === MEETVERSE) return [MEETVERSE];
  if (!current.includes(value)) return [...current, value];
  const rest = current.filter((filter) => filter !== value);
  return rest.length > 0 ? rest : current;
}

/** Joining a space turns its chip on beside those already on. */
export function withSpace(filters: readonly string[], spaceId: string): string[] {
  return normaliseFilters([...filters, spaceId]);
}

/** Leaving a space turns its chip off; the meetverse comes back when it was the only one on. */
export function withoutSpace(filters: readonly string[], spaceId: string): string[] {
  return normaliseFilters(filters.filter((filter) => filter !== spaceId));
}

export const isSort = (value: unknown): value is Sort => SORTS.some((sort) => sort === value);

/** The stored rank each sort reads ascending (schemas/question.schema.ts), newest first within a tie. */
export const RANK_OF: Record<Sort, 'rank_latest' | 'rank_uplifted' | 'rank_helpers' | 'rank_relatable'> = {
  latest: 'rank_latest',
  most_uplifted: 'rank_uplifted',
  most_helpers: 'rank_helpers',
  most_relatable: 'rank_relatable',
  unanswered: 'rank_latest',
};
