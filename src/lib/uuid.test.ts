import { describe, expect, it } from 'vitest';
import { newId } from './uuid';

// A version-4 UUID: version nibble 4, RFC 4122 variant 8, 9, a or b.
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

describe('newId', () => {
  it('returns a v4 UUID that differs on each call', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
