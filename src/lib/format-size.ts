import { defineMessages } from '../i18n/define-messages';
import { appIntl } from '../i18n/i18n-provider';

// Each unit writes a number with it, in the language on screen.
const units = defineMessages({
  kilobytes: { id: 'lib.size.kilobytes', defaultMessage: '{size} KB' },
  megabytes: { id: 'lib.size.megabytes', defaultMessage: '{size} MB' },
  gigabytes: { id: 'lib.size.gigabytes', defaultMessage: '{size} GB' },
});
const UNITS = [units.kilobytes, units.megabytes, units.gigabytes] as const;

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
  const size = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(value);
  return appIntl().formatMessage(UNITS[unit] ?? UNITS[0], { size });
}
