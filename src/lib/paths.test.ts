import { describe, expect, it } from 'vitest';
import { isBigScreenPath, profilePath, slugOrId } from './paths';

describe('paths', () => {
  it('uses the slug when there is one, else the id, URL-encoded', () => {
    expect(slugOrId({ id: 'a b', slug: 'ada' })).toBe('ada');
    expect(slugOrId({ id: 'a b' })).toBe('a%20b');
    expect(profilePath({ id: 'x/y' })).toBe('/profile/x%2Fy');
  });

  it.each([
    ['/events/rustconf/big-screen', true],
    ['/events/rustconf/big-screen/', true],
    ['/events/rustconf', false],
    ['/events/big-screen', false],
    ['/events/rustconf/big-screen/more', false],
  ])('tells the big screen %s: %s', (path, expected) => {
    expect(isBigScreenPath(path)).toBe(expected);
  });
});
