import { describe, expect, it } from 'vitest';
import { meetingConfirmed, normalTag, tagProblem, tagsProblem, withTag } from './contact-rules';

describe('contact tags', () => {
  it('keeps a tag trimmed, in lower case, with single spaces', () => {
    expect(normalTag('  Follow   Up ')).toBe('follow up');
  });

  it.each([
    ['hiring', null],
    ['c++', null],
    ['über-café', null],
    ['', 'A tag needs at least one letter or digit'],
    ['#rust', "A tag holds letters, digits, spaces and - _ . & + # only, starting with a letter or digit: '#rust' does not"],
    ['x'.repeat(31), "Keep each tag to 30 characters: 'xxxxxxxxxxxx…' has 31"],
  ])('%j: %s', (tag, problem) => {
    expect(tagProblem(tag)).toBe(problem);
  });

  it('adds a tag once, and refuses the eleventh', () => {
    expect(withTag(['hiring'], ' Hiring ')).toEqual({ tags: ['hiring'] });
    expect(withTag(['hiring'], 'Follow up')).toEqual({ tags: ['hiring', 'follow up'] });
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(withTag(ten, 'one more')).toEqual({ problem: 'A contact keeps up to 10 tags: this one has 11' });
    expect(tagsProblem(ten)).toBeNull();
  });
});

describe('a meeting is confirmed', () => {
  const recorded = { user_id: 'ada', target_id: 'grace' };
  it('when the other member records it too, and stays so', () => {
    expect(meetingConfirmed(undefined, 'ada', true)).toBe(false);
    expect(meetingConfirmed(recorded, 'ada', true)).toBe(false);
    expect(meetingConfirmed(recorded, 'grace', false)).toBe(false);
    expect(meetingConfirmed(recorded, 'grace', true)).toBe(true);
    expect(meetingConfirmed({ ...recorded, confirmed: true }, 'ada', false)).toBe(true);
  });
});
