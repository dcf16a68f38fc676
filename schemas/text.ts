/**
 * Lengths a person can break count characters as JSON Schema's maxLength counts them (code points), so
 * an emoji is one character on the device and on the server alike.
 */
export const characters = (text: string): number => [...text].length;

/** The first `max` characters of a text, never splitting an emoji in two. */
export const firstCharacters = (text: string, max: number): string => [...text].slice(0, max).join('');

/** 'Keep the {what} to {max} characters: it has {n}', or undefined when the text fits. */
export function tooLong(what: string, text: string | null | undefined, max: number): string | undefined {
  const count = characters((text ?? '').trim());
  return count > max ? `Keep the ${what} to ${max.toLocaleString('en-US')} characters: it has ${count.toLocaleString('en-US')}` : undefined;
}

/** A problem map without its empty entries, or null when nothing is wrong. */
export function found<Field extends string>(problems: Partial<Record<Field, string | undefined>>): Partial<Record<Field, string>> | null {
  const entries = Object.entries(problems).filter(([, message]) => message !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as Partial<Record<Field, string>>) : null;
}

/** The first problem in the given field order, for an answer that carries one message. */
export function firstProblem<Field extends string>(problems: Partial<Record<Field, string>> | null, order: readonly Field[]): string | null {
  if (!problems) return null;
  return order.map((field) => problems[field]).find((message) => message !== undefined) ?? null;
}
