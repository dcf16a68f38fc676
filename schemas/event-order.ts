import type { EventDoc } from './event.schema';

const STATUS_ORDER: Record<string, number> = { live: 0, planned: 1, ended: 2 };

/** Planned or live is current, ended is past. */
export const isCurrent = (event: Pick<EventDoc, 'live_status'>) => event.live_status !== 'ended';

/** The meetverse, then current (live, then planned, soonest first), then past (most recent first). */
export function compareEvents(a: Partial<EventDoc>, b: Partial<EventDoc>): number {
  if (Boolean(a.is_meetverse) !== Boolean(b.is_meetverse)) return a.is_meetverse ? -1 : 1;
  const group = (STATUS_ORDER[a.live_status ?? ''] ?? 3) - (STATUS_ORDER[b.live_status ?? ''] ?? 3);
  if (group !== 0) return group;
  // ISO times in UTC order as plain strings do; a collation (localeCompare) costs far more, and sorting
  // hundreds of events does thousands of these.
  const aStart = a.starts_at ?? '';
  const bStart = b.starts_at ?? '';
  const byStart = aStart < bStart ? -1 : aStart > bStart ? 1 : 0;
  if (byStart !== 0) return a.live_status === 'ended' ? -byStart : byStart;
  return (a.name ?? '').localeCompare(b.name ?? '');
}
