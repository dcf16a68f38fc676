import { describe, expect, it } from 'vitest';
import { MEETVERSE, chipLabel, normaliseFilters, selectChip, withSpace, withoutSpace } from './filter-rules';

describe('filter chip labels', () => {
  it.each([
    ['Meetverse', 'Meetverse'],
    ['Exactly15Chars!', 'Exactly15Chars!'],
    ['Offline-First Summit', 'Offline-First S…'],
    ['Berlin Product Builders', 'Berlin Product …'],
    ['Café Über Straße 2026', 'Café Über Straß…'],
    ['', ''],
  ])('%j shows as %j', (name, label) => {
    expect(chipLabel(name)).toBe(label);
  });
});

describe('normalising filters', () => {
  it.each([
    [[], [MEETVERSE]],
    [['  '], [MEETVERSE]],
    [['MeetVerse'], [MEETVERSE]],
    [[' MEETVERSE ', 'meetverse'], [MEETVERSE]],
    [['e1', ' e1 ', 'e2'], ['e1', 'e2']],
    [['e1', 'Meetverse', 'e1'], ['e1', MEETVERSE]],
    [[5, null, 'e1'], ['e1']],
  ])('%j becomes %j', (input, output) => {
    expect(normaliseFilters(input)).toEqual(output);
  });
});

describe('selecting chips', () => {
  it.each([
    ['the meetverse resets to it alone', ['e1', 'e2'], MEETVERSE, [MEETVERSE]],
    ['the meetverse in any case resets too', ['e1'], 'MEETVERSE', [MEETVERSE]],
    ['an event chip is added', [MEETVERSE], 'e1', [MEETVERSE, 'e1']],
    ['an active event chip is removed', [MEETVERSE, 'e1'], 'e1', [MEETVERSE]],
    ['the last active chip stays active', ['e1'], 'e1', ['e1']],
    ['the meetverse alone stays when selected again', [MEETVERSE], MEETVERSE, [MEETVERSE]],
    ['two events toggle independently', ['e1', 'e2'], 'e2', ['e1']],
  ])('%s', (_label, before, chip, after) => {
    expect(selectChip(before, chip)).toEqual(after);
  });
});

describe('joining and leaving spaces', () => {
  it('turns a joined event chip on beside the chips already on', () => {
    expect(withSpace([MEETVERSE], 'e-1')).toEqual([MEETVERSE, 'e-1']);
    expect(withSpace([MEETVERSE, 'e-1'], 'e-1')).toEqual([MEETVERSE, 'e-1']);
  });

  it('turns a left event chip off, and the meetverse on when nothing else was', () => {
    expect(withoutSpace([MEETVERSE, 'e-1'], 'e-1')).toEqual([MEETVERSE]);
    expect(withoutSpace(['e-1'], 'e-1')).toEqual([MEETVERSE]);
    expect(withoutSpace(['e-2'], 'e-1')).toEqual(['e-2']);
  });
});
