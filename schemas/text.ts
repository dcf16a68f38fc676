import { defineMessages, say } from './words';

const words = defineMessages({
  tooLong: {
    id: 'rules.text.tooLong',
    defaultMessage:
      'Keep the {what, select, answer {answer} description {description} details {details} name {name} note {note} place {place} question {question} reason {reason} room {room} title {title} track {track} option {option {position}} speakerName {name of speaker {position}} speakerBio {bio of speaker {position}} other {text}} to {max, number} characters: it has {count, number}',
  },
});

/** Half of a character outside the basic plane: a text without one has as many characters as code units. */
const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * Lengths a person can break count characters as JSON Schema's maxLength counts them (code points), so
 * an emoji is one character on the device and on the server alike.
 */
export const characters = (text: string): number => (SURROGATE.test(text) ? [...text].length : text.length);

/** The first `max` characters of a text, never splitting an emoji in two. */
export const firstCharacters = (text: string, max: number): string =>
  // A text of at most `max` code units has at most `max` characters: it is kept whole.
  text.length <= max ? text : [...text].slice(0, max).join('');

/** What a text too long is called in its problem's words. */
export type LongText = 'answer' | 'description' | 'details' | 'name' | 'note' | 'place' | 'question' | 'reason' | 'room' | 'title' | 'track' | 'option' | 'speakerName' | 'speakerBio';

/**
 * 'Keep the title to 200 characters: it has 250', or undefined when the text fits; `position` counts
 * from 1 the one of several ('Keep the option 2 to 80 characters').
 */
export function tooLong(what: LongText, text: string | null | undefined, max: number, position = 0): string | undefined {
  const count = characters((text ?? '').trim());
  return count > max ? say(words.tooLong, { what, max, count, position }) : undefined;
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
