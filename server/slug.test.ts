import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from '../schemas/event.schema';
import { slugify, uniqueSlug } from './slug';

const ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('slugify', () => {
  it.each([
    ['plain English', 'Best coffee nearby?', 'best-coffee-nearby'],
    ['Latin letters with accents', 'Crème brûlée à Paris', 'creme-brulee-a-paris'],
    ['German sharp s', 'Große Straße', 'grosse-strasse'],
    ['runs of spaces and punctuation', '  Hello --- world!!  ', 'hello-world'],
    ['Cyrillic', 'Привет, мир', 'privet-mir'],
    ['Greek', 'Γειά σου Κόσμε', 'geia-soy-kosme'],
    ['Chinese', '你好，世界', 'ni-hao-shi-jie'],
    ['Japanese kana', 'カタカナ', 'katakana'],
    ['Korean', '안녕하세요', 'annyeonghaseyo'],
    ['compatibility forms', 'ﬁne ①', 'fine-1'],
    ['Cyrillic words of an event', 'Встреча в Москве', 'vstrecha-v-moskve'],
    ['Devanagari', 'हिन्दी सभा', 'hindii-sbhaa'],
  ])('reads %s as lowercase ASCII', (_label, title, slug) => {
    expect(slugify(title, ID)).toBe(slug);
  });

  it.each([
    ['an Arabic name beside English words', 'Hack night ليل البرمجة 37', 'hack-night-37'],
    ['Arabic beside digits', 'Meetup 2025 في برلين', 'meetup-2025'],
    ['a Hebrew word inside an English title', 'Shabbat שלום dinner', 'shabbat-dinner'],
  ])('keeps only the readable words of %s instead of a string of consonants', (_label, title, slug) => {
    expect(slugify(title, ID)).toBe(slug);
  });

  it.each([
    ['Arabic', 'مرحبا بالعالم'],
    ['Hebrew', 'שלום עולם'],
    ['Persian', 'شب برنامه‌نویسی'],
  ])("names a title all in %s, which reads as consonants alone, after the document's id", (_label, title) => {
    expect(slugify(title, ID)).toBe('1a2b3c4d');
  });

  it.each([
    ['emoji only', '🎉🎉🎉'],
    ['punctuation only', '?!…'],
    ['an empty title', ''],
    ['spaces only', '   '],
  ])("names a title of %s after the document's id", (_label, title) => {
    expect(slugify(title, ID)).toBe('1a2b3c4d');
  });

  it('gives documents whose titles leave nothing readable slugs of their own', () => {
    expect(slugify('🎉', 'ffee0011-2233-4455-6677-8899aabbccdd')).not.toBe(slugify('🎉', ID));
  });

  it('names a document after a hash of its id when the id has no letters or digits', () => {
    expect(slugify('🎉', '---')).toMatch(/^[0-9a-f]{8}$/);
  });

  it('cuts a long title at most 80 characters long, where a word ended', () => {
    const slug = slugify('word '.repeat(30), ID);
    expect(slug).toBe(Array(16).fill('word').join('-'));
    expect(slug.length).toBeLessThanOrEqual(80);
  });

  it('cuts a single word longer than 80 characters at 80', () => {
    expect(slugify('a'.repeat(100), ID)).toBe('a'.repeat(80));
  });

  it.each(['Best coffee nearby?', 'مرحبا', 'Hack night ليل البرمجة', '🎉', '—', 'Ⅻ ½ cup', 'x'.repeat(200), 'ab '.repeat(50)])(
    'always makes a slug of lowercase letters and digits with single hyphens: %s',
    (title) => {
      expect(slugify(title, ID)).toMatch(new RegExp(SLUG_PATTERN));
    },
  );
});

describe('uniqueSlug', () => {
  const takenOf = (slugs: string[]) => async (slug: string) => slugs.includes(slug);

  it('numbers a slug that is taken from 2 on', async () => {
    expect(await uniqueSlug('Same words', ID, takenOf(['same-words', 'same-words-2']))).toBe('same-words-3');
  });

  it('numbers an id-based slug that is taken', async () => {
    expect(await uniqueSlug('🎉', ID, takenOf(['1a2b3c4d']))).toBe('1a2b3c4d-2');
  });

  it('keeps a numbered slug within 80 characters, cut where a word ended', async () => {
    const title = `${'word '.repeat(15)}wordy`;
    expect(slugify(title, ID)).toHaveLength(80);
    const slug = await uniqueSlug(title, ID, takenOf([slugify(title, ID)]));
    expect(slug).toBe(`${Array(15).fill('word').join('-')}-2`);
  });
});
