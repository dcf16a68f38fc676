// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { searchable, useNameSearch } from './use-event-search';

const events = [{ name: 'Local-First Meetup' }, { name: 'Café Görlitzer Park' }, { name: 'ZÜRICH JS' }];

describe('searching events by name', () => {
  it.each([
    ['goerlitzer', []],
    ['gorlitzer', ['Café Görlitzer Park']],
    ['CAFE', ['Café Görlitzer Park']],
    ['zürich', ['ZÜRICH JS']],
    ['  local-first  ', ['Local-First Meetup']],
    ['LOCAL first', ['Local-First Meetup']],
    ['', ['Local-First Meetup', 'Café Görlitzer Park', 'ZÜRICH JS']],
    ['nothing like it', []],
  ])('for %j finds %j, whatever the case and accents', (search, expected) => {
    const { result } = renderHook(() => useNameSearch(events, search));
    expect(result.current?.map((event) => event.name)).toEqual(expected);
  });

  it('compares text without accents, in lower case, with punctuation as spaces and spaces squeezed', () => {
    expect(searchable('  Crème   Brûlée! ')).toBe('creme brulee');
    expect(searchable('Local-First: Berlin')).toBe('local first berlin');
  });
});
