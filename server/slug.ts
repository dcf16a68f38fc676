import { createHash } from 'node:crypto';
import { transliterate } from 'transliteration';

/** A slug is lowercase letters and digits with single hyphens between groups, at most 80 characters. */
const MAX_LENGTH = 80;
/** How many characters of a document's id name it when its title leaves nothing readable. */
const ID_SLUG_LENGTH = 8;

/** Lowercase ASCII letters and digits, one hyphen between groups. */
function asciiSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** At most `max` characters, cut where a hyphen was, unless a single group is longer than that. */
function cut(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const head = slug.slice(0, max + 1);
  const boundary = head.lastIndexOf('-');
  return boundary > 0 ? head.slice(0, boundary) : slug.slice(0, max);
}

/** The first characters of the document's id, so a title of emoji or punctuation still names its document alone. */
function idSlug(id: string): string {
  const readable = asciiSlug(id).replace(/-/g, '');
  return (readable || createHash('sha256').update(id).digest('hex')).slice(0, ID_SLUG_LENGTH);
}

/**
 * Scripts written without most of their vowels (abjads): read as Latin letters they come out as runs of
 * consonants (ليل البرمجة -> lyl-lbrmj), which nobody can read back, so a slug leaves their words out.
 */
const UNREADABLE_IN_LATIN = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}]/u;

/** The title's words without those of scripts that read as consonants alone. */
function readableWords(text: string): string {
  return text
    .split(/\s+/)
    .filter((word) => !UNREADABLE_IN_LATIN.test(word))
    .join(' ');
}

/**
 * Scripts read as Latin letters where that reads back (Привет -> privet, 你好 -> ni-hao, Γειά -> geia);
 * words of Arabic, Hebrew and other abjads are left out (Hack night ليل البرمجة -> hack-night); the id's
 * first characters when nothing readable is left.
 */
export function slugify(text: string, id: string): string {
  return cut(asciiSlug(transliterate(readableWords(text.normalize('NFKC')))), MAX_LENGTH) || idSlug(id);
}

/** The first of slug, slug-2, slug-3, … that `taken` does not claim, each at most 80 characters. */
export async function uniqueSlug(text: string, id: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  const root = slugify(text, id);
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${cut(root, MAX_LENGTH - suffix.length)}${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
}
