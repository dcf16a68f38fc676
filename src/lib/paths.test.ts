import { describe, expect, it } from 'vitest';
import { pathKey, questionLink } from './paths';

describe('paths', () => {
  it('name an entity by its slug when there is one, else by its id', () => {
    expect(pathKey({ id: 'a b', slug: 'ada' })).toBe('ada');
    expect(pathKey({ id: 'a b' })).toBe('a b');
    expect(pathKey({ id: 'a b', slug: '' })).toBe('a b');
  });

  it('give links as a route path with its params, left for the router to encode', () => {
    expect(questionLink({ id: 'x/y' })).toEqual({ to: '/questions/$slugOrId', params: { slugOrId: 'x/y' } });
  });
});
