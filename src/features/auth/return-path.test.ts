// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { RETURN_PATH_TTL_MS, peekReturnPath, saveReturnPath, takeReturnPath } from './return-path';

beforeEach(() => localStorage.clear());

// What the routes say may be returned to (the route table's own test covers every screen).
const returnable = (path: string) => !['/hi', '/events'].includes(path);

describe('the return path after sign-in', () => {
  it('gives back a saved path once', () => {
    saveReturnPath('/messages', { now: 1_000 });
    expect(takeReturnPath({ now: 2_000 })).toBe('/messages');
    expect(takeReturnPath({ now: 2_000 })).toBeNull();
  });

  it('can be looked at, while signing in, without being used up', () => {
    saveReturnPath('/messages', { now: 1_000 });
    expect(peekReturnPath({ now: 2_000 })).toBe('/messages');
    expect(takeReturnPath({ now: 2_000 })).toBe('/messages');
    expect(peekReturnPath({ now: 2_000 })).toBeNull();
    saveReturnPath('/messages', { now: 0 });
    expect(peekReturnPath({ now: RETURN_PATH_TTL_MS + 1 })).toBeNull();
  });

  it('forgets a path after 10 minutes', () => {
    saveReturnPath('/messages', { now: 0 });
    expect(takeReturnPath({ now: RETURN_PATH_TTL_MS + 1 })).toBeNull();
    saveReturnPath('/messages', { now: 0 });
    expect(takeReturnPath({ now: RETURN_PATH_TTL_MS })).toBe('/messages');
  });

  it('does not overwrite a saved path with one that may not be returned to', () => {
    saveReturnPath('/settings', { returnable, now: 0 });
    saveReturnPath('/hi', { returnable, now: 10 });
    expect(takeReturnPath({ returnable, now: 20 })).toBe('/settings');
  });

  it('drops, when read, a saved path the routes say may not be returned to', () => {
    saveReturnPath('/events', { now: 0 });
    expect(takeReturnPath({ returnable, now: 10 })).toBeNull();
  });

  it.each(['//evil.example.com/home', '/\\evil.example.com/home', 'https://evil.example.com/home'])('never saves a path off this origin: %s', (path) => {
    saveReturnPath(path, { now: 0 });
    expect(takeReturnPath({ now: 10 })).toBeNull();
  });

  it('never gives back a path off this origin written into storage', () => {
    localStorage.setItem('meetverse.returnPath', JSON.stringify({ path: '//evil.example.com', savedAt: 0 }));
    expect(takeReturnPath({ now: 10 })).toBeNull();
  });

  it('survives garbage in storage', () => {
    localStorage.setItem('meetverse.returnPath', '{not json');
    expect(takeReturnPath()).toBeNull();
    localStorage.setItem('meetverse.returnPath', JSON.stringify({ path: 5, savedAt: 'x' }));
    expect(takeReturnPath()).toBeNull();
  });
});
