import { describe, expect, it } from 'vitest';
import { localeProfile } from '../../../lib/locale';
import { checkInOpensLabel } from './check-in-opens';

const de = localeProfile('DE');
const us = localeProfile('US');
const now = new Date(2030, 4, 1, 9, 0).getTime();

describe('when check-in opens, in words', () => {
  it('says the time when it opens later today, in the member\'s time format', () => {
    expect(checkInOpensLabel(new Date(2030, 4, 1, 17, 0).getTime(), now, de)).toBe('Check-in opens at 17:00');
    expect(checkInOpensLabel(new Date(2030, 4, 1, 17, 0).getTime(), now, us)).toBe('Check-in opens at 5:00 PM');
  });

  it('says tomorrow and the time when it opens the next day', () => {
    expect(checkInOpensLabel(new Date(2030, 4, 2, 8, 30).getTime(), now, de)).toBe('Check-in opens tomorrow at 08:30');
  });

  it('says how far off it is when it opens later than tomorrow', () => {
    expect(checkInOpensLabel(new Date(2030, 4, 3, 9, 0).getTime(), now, de)).toBe('Check-in opens in 2 days');
    expect(checkInOpensLabel(new Date(2030, 4, 15, 8, 0).getTime(), now, de)).toBe('Check-in opens in 14 days');
  });
});
