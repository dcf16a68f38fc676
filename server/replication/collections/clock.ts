/** A client's date-time, unless it lies in the server's future (a skewed clock would jump feeds). */
export function notAfter(isoDate: string, now: number): string {
  const time = Date.parse(isoDate);
  return Number.isNaN(time) || time > now ? new Date(now).toISOString() : isoDate;
}

/** A client's time in ms, never later than the server's now. */
export const msNotAfter = (value: unknown, now: number): number => (typeof value === 'number' && value <= now ? value : now);
