import { describe, expect, it } from 'vitest';
import { characters, firstCharacters } from './text';

describe('characters', () => {
  it('counts an emoji as one character, as JSON Schema maxLength does', () => {
    expect(characters('see you 👋')).toBe(9);
    expect(characters('plain text')).toBe(10);
    expect(characters('')).toBe(0);
  });
});

describe('firstCharacters', () => {
  it('keeps a text that fits whole', () => {
    expect(firstCharacters('see you at the coffee stand', 200)).toBe('see you at the coffee stand');
    expect(firstCharacters('👋👋', 2)).toBe('👋👋');
  });

  it('cuts a longer text after max characters, never splitting an emoji', () => {
    expect(firstCharacters('abcdef', 3)).toBe('abc');
    expect(firstCharacters('a👋👋b', 2)).toBe('a👋');
    expect(firstCharacters('👋👋👋', 2)).toBe('👋👋');
  });
});
