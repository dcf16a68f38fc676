import { describe, expect, it } from 'vitest';
import { logoutCancelTarget } from './logout-return';

const origin = 'https://meetverse.example';

describe('where Cancel on the logout dialog goes back to', () => {
  it('the page named in its from query', () => {
    expect(logoutCancelTarget({ from: '/events/summit?tab=questions', referrer: `${origin}/profile`, origin })).toBe('/events/summit?tab=questions');
  });

  it('else the page of this app the member came from', () => {
    expect(logoutCancelTarget({ referrer: `${origin}/questions/where-is-room-b`, origin })).toBe('/questions/where-is-room-b');
    expect(logoutCancelTarget({ from: undefined, referrer: `${origin}/settings`, origin })).toBe('/settings');
  });

  it('never another site, nor /logout itself: then the history or home decides', () => {
    expect(logoutCancelTarget({ from: '//evil.example/x', referrer: 'https://evil.example/profile', origin })).toBeUndefined();
    expect(logoutCancelTarget({ from: 'https://evil.example/x', referrer: '', origin })).toBeUndefined();
    expect(logoutCancelTarget({ referrer: `${origin}/logout`, origin })).toBeUndefined();
    expect(logoutCancelTarget({ referrer: '', origin })).toBeUndefined();
  });
});
