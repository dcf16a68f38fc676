import { defineMessages, say } from './words';

const words = defineMessages({
  tagEmpty: { id: 'rules.contact.tagEmpty', defaultMessage: 'A tag needs at least one letter or digit' },
  tagTooLong: { id: 'rules.contact.tagTooLong', defaultMessage: "Keep each tag to {max, number} characters: ''{start}…'' has {count, number}" },
  tagCharacters: { id: 'rules.contact.tagCharacters', defaultMessage: "A tag holds letters, digits, spaces and - _ . & + # only, starting with a letter or digit: ''{tag}'' does not" },
  tooManyTags: { id: 'rules.contact.tooManyTags', defaultMessage: 'A contact keeps up to {max, number} tags: this one has {count, number}' },
  tagNotNormal: { id: 'rules.contact.tagNotNormal', defaultMessage: "Tags are kept in lower case with single spaces: write ''{tag}''" },
  tagTwice: { id: 'rules.contact.tagTwice', defaultMessage: 'Each tag is kept once' },
});

/**
 * A member's contacts: the people they met, each with a private note and private tags ('hiring',
 * 'follow up') kept in an interaction of the kind 'contact' that only its member reads. The rules a
 * person can break here are written once and called by the form, the REST route and the push.
 */

/** Longest tag, in characters. */
export const TAG_MAX_LENGTH = 30;
/** Most tags on one contact. */
export const TAG_MAX_COUNT = 10;

/** Letters and digits of any script, with spaces, hyphens, underscores, dots, '&', '+' and '#' between them. */
const TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} \-_.&+#]*$/u;

/** A tag as it is kept: trimmed, its inner spaces made one, in lower case ('Follow  Up' is 'follow up'). */
export const normalTag = (tag: string): string => tag.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

/** Why one tag cannot be kept as written (null when it can), in the same words on the device and the server. */
export function tagProblem(tag: string): string | null {
  const normal = normalTag(tag);
  if (!normal) return say(words.tagEmpty);
  const length = [...normal].length;
  if (length > TAG_MAX_LENGTH) return say(words.tagTooLong, { max: TAG_MAX_LENGTH, start: [...normal].slice(0, 12).join(''), count: length });
  if (!TAG_PATTERN.test(normal)) return say(words.tagCharacters, { tag: normal });
  return null;
}

/** Why a contact's tags cannot be kept as written (null when they can): each tag's rule, how many, and no tag twice. */
export function tagsProblem(tags: readonly string[] | null | undefined): string | null {
  if (!tags) return null;
  if (tags.length > TAG_MAX_COUNT) return say(words.tooManyTags, { max: TAG_MAX_COUNT, count: tags.length });
  for (const tag of tags) {
    const problem = tagProblem(tag);
    if (problem) return problem;
    if (tag !== normalTag(tag)) return say(words.tagNotNormal, { tag: normalTag(tag) });
  }
  if (new Set(tags).size !== tags.length) return say(words.tagTwice);
  return null;
}

/** `tags` with `tag` added (normalised, once), or the problem that stops it. */
export function withTag(tags: readonly string[], tag: string): { tags: string[] } | { problem: string } {
  const problem = tagProblem(tag);
  if (problem) return { problem };
  const normal = normalTag(tag);
  if (tags.includes(normal)) return { tags: [...tags] };
  const next = [...tags, normal];
  const countProblem = tagsProblem(next);
  return countProblem ? { problem: countProblem } : { tags: next };
}

/**
 * Whether a meeting is confirmed once `writerId` writes it: a meeting recorded by one member waits for
 * the other, and is confirmed when the other records it too (scanning back, or Confirm in the
 * notification), on the same document or crossing it offline. Once confirmed it stays so. The device
 * shows it, and the server decides it from who wrote, never from what the write says.
 */
export function meetingConfirmed(master: { user_id: string; target_id: string; confirmed?: boolean | undefined } | undefined, writerId: string, nextActive: boolean): boolean {
  if (!master) return false;
  if (master.confirmed) return true;
  return nextActive && writerId === master.target_id && writerId !== master.user_id;
}
