import { describe, expect, it } from 'vitest';
import { midSentence } from './mid-sentence';

describe('a label inside a sentence', () => {
  it('starts in lower case, as English and French write it', () => {
    expect(midSentence('Door staff', 'en-US')).toBe('door staff');
    expect(midSentence('Moderates its questions and what is reported', 'en-GB')).toBe('moderates its questions and what is reported');
    expect(midSentence('Équipe d’accueil', 'fr')).toBe('équipe d’accueil');
  });

  it('keeps the capitals of German nouns, and an empty text', () => {
    expect(midSentence('Einlass-Team', 'de')).toBe('Einlass-Team');
    expect(midSentence('', 'en-US')).toBe('');
  });
});
