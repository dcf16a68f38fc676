const UNITS = ['KB', 'MB', 'GB'] as const;

/**
 * A size as people read it: '120 KB', '2.1 MB', '14 MB', the number in the locale's digits and
 * separators. Anything above zero shows as at least 1 KB.
 */
export function formatSize(bytes: number, locale = 'en-US'): string {
  let value = Math.max(0, bytes) / 1024;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) value = bytes > 0 ? Math.max(1, Math.round(value)) : 0;
  const digits = unit > 0 && value < 10 ? 1 : 0;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(value);
  return `${number} ${UNITS[unit]}`;
}
