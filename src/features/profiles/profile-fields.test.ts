import { describe, expect, it } from 'vitest';
import { LINKEDIN_PROBLEM, PROFILE_LIMITS, linkedInHref, profileInput, profilePatch, profileProblems, sameInput, splitFullName } from './profile-fields';

const input = (fields: Partial<ReturnType<typeof profileInput>> = {}) => ({ ...profileInput({ full_name: 'Grace Hopper' }), ...fields });

describe('splitting the full name', () => {
  it.each([
    ['Grace Hopper', 'Grace', 'Hopper'],
    ['Grace Brewster Murray Hopper', 'Grace', 'Brewster Murray Hopper'],
    ['  Cher  ', 'Cher', ''],
    ['Jean   Luc  Picard', 'Jean', 'Luc Picard'],
  ])('splits %j at the first space into %j and %j', (name, first, last) => {
    expect(splitFullName(name)).toEqual({ first_name: first, last_name: last });
  });
});

describe('which LinkedIn addresses are linked', () => {
  it.each([
    ['https://www.linkedin.com/in/grace', 'https://www.linkedin.com/in/grace'],
    ['https://linkedin.com/in/grace', 'https://linkedin.com/in/grace'],
    ['https://de.linkedin.com/in/grace', 'https://de.linkedin.com/in/grace'],
    ['  https://WWW.LinkedIn.com/in/grace  ', 'https://www.linkedin.com/in/grace'],
  ])('links %j', (value, href) => {
    expect(linkedInHref(value)).toBe(href);
  });

  it.each([
    'http://www.linkedin.com/in/grace',
    'https://linkedin.com.evil.example/in/grace',
    'https://evil-linkedin.com/in/grace',
    'https://www.linkedin.com@evil.example/in/grace',
    'https://user:pass@www.linkedin.com/in/grace',
    'javascript:alert(1)//linkedin.com',
    'www.linkedin.com/in/grace',
    'linkedin: grace',
    '',
    undefined,
  ])('does not link %j', (value) => {
    expect(linkedInHref(value)).toBeNull();
  });
});

describe('what must change before a profile is saved', () => {
  it('takes a full profile within the limits', () => {
    expect(profileProblems(input({ bio: 'Hi', linkedin_url: 'https://www.linkedin.com/in/grace', skills: ['COBOL'], profile_picture: 'https://example.com/me.png' }))).toBeNull();
  });

  it('asks for a name', () => {
    expect(profileProblems(input({ full_name: '   ' }))).toEqual({ full_name: 'Please enter your full name' });
  });

  it('says by how much a text is over its limit', () => {
    expect(profileProblems(input({ bio: 'x'.repeat(PROFILE_LIMITS.bio + 2) }))).toEqual({ bio: `2 characters too long: at most ${PROFILE_LIMITS.bio}` });
  });

  it.each(['http://www.linkedin.com/in/grace', 'https://example.com/grace', 'https://www.linkedin.com/'])('refuses the LinkedIn address %j', (url) => {
    expect(profileProblems(input({ linkedin_url: url }))?.linkedin_url).toBe(LINKEDIN_PROBLEM);
  });

  it('allows more tags than the limit nowhere, and no tag over its length', () => {
    const many = Array.from({ length: PROFILE_LIMITS.tags + 1 }, (_, index) => `tag ${index}`);
    expect(profileProblems(input({ interests: many }))?.interests).toBe(`At most ${PROFILE_LIMITS.tags} entries: remove 1`);
    expect(profileProblems(input({ skills: ['y'.repeat(PROFILE_LIMITS.tag + 1)] }))?.skills).toMatch(/^Each entry can be at most 100 characters/);
  });

  it('takes only an https picture address', () => {
    expect(profileProblems(input({ profile_picture: 'http://example.com/me.png' }))?.profile_picture).toBe('Enter the https:// address of a picture');
  });
});

describe('what a save writes', () => {
  it('trims the fields and splits the name', () => {
    expect(profilePatch(input({ full_name: ' Grace  Brewster Hopper ', bio: ' Hi \n', interests: [' Navy ', ''] }))).toMatchObject({
      full_name: 'Grace Brewster Hopper',
      first_name: 'Grace',
      last_name: 'Brewster Hopper',
      bio: 'Hi',
      interests: ['Navy'],
    });
  });

  it('counts an edit that only adds spaces as no change', () => {
    expect(sameInput(input(), input({ full_name: ' Grace Hopper ' }))).toBe(true);
    expect(sameInput(input(), input({ bio: 'New' }))).toBe(false);
  });
});
