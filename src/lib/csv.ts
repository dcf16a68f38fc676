/**
 * A CSV file (RFC 4180) made on the device: fields quoted where they hold a comma, a quote or a line
 * break, lines ended by CRLF, and a byte order mark so spreadsheet programs read it as UTF-8. A field a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) is written
 * with a leading apostrophe, so a member's text can never become a formula on an organiser's laptop.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
