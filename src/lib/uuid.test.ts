import { describe, expect, it } from 'vitest';
import { isUuidV4, newId } from './uuid';

describe('isUuidV4', () => {
  it.each([
    { case: 'a lowercase v4 id', value: '3f2b8c1e-9d4a-4f6b-8a2c-1e5d7f9b0c3a', expected: true },
    { case: 'an uppercase v4 id', value: '3F2B8C1E-9D4A-4F6B-BA2C-1E5D7F9B0C3A', expected: true },
    { case: 'a v1 id', value: '3f2b8c1e-9d4a-1f6b-8a2c-1e5d7f9b0c3a', expected: false },
    { case: 'a v4 id with the wrong variant', value: '3f2b8c1e-9d4a-4f6b-ca2c-1e5d7f9b0c3a', expected: false },
    { case: 'an id without hyphens', value: '3f2b8c1e9d4a4f6b8a2c1e5d7f9b0c3a', expected: false },
    { case: 'an id with a trailing character', value: '3f2b8c1e-9d4a-4f6b-8a2c-1e5d7f9b0c3ax', expected: false },
    { case: 'an id with a non-hex character', value: '3f2b8c1e-9d4a-4f6b-8a2c-1e5d7f9b0c3g', expected: false },
    { case: 'a slug', value: 'tech-meetup-2026', expected: false },
    { case: 'an empty string', value: '', expected: false },
    { case: 'a number', value: 42, expected: false },
    { case: 'undefined', value: undefined, expected: false },
  ])('returns $expected for $case', ({ value, expected }) => {
    expect(isUuidV4(value)).toBe(expected);
  });
});

describe('newId', () => {
  it('returns a v4 UUID that differs on each call', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(isUuidV4(id)).toBe(true);
  });
});
