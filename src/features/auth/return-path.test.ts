// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { RETURN_PATH_TTL_MS, isSavablePath, peekReturnPath, saveReturnPath, takeReturnPath } from './return-path';

beforeEach(() => localStorage.clear());

describe('the return path after sign-in', () => {
  it.each([
    ['/home', true],
    ['/questions/why-is-the-wifi-down?tab=helpers', true],
    ['/events/local-first-meetup', true],
    ['/events/local-first-meetup/edit', true],
    ['/profile/ada-lovelace/edit', true],
    ['/', false],
    ['/hi', false],
    ['/hi?source=qr', false],
    ['/signup', false],
    ['/callback', false],
    ['/logout', false],
    ['/events', false],
    ['/events/', false],
    ['/events/local-first-meetup/big-screen', false],
    ['//evil.example.com/home', false],
    ['https://evil.example.com/home', false],
  ])('%s is saved: %s', (path, saved) => {
    expect(isSavablePath(path)).toBe(saved);
  });

  it('gives back a saved path once', () => {
    saveReturnPath('/messages', 1_000);
    expect(takeReturnPath(2_000)).toBe('/messages');
    expect(takeReturnPath(2_000)).toBeNull();
  });

  it('can be looked at, while signing in, without being used up', () => {
    saveReturnPath('/messages', 1_000);
    expect(peekReturnPath(2_000)).toBe('/messages');
    expect(takeReturnPath(2_000)).toBe('/messages');
    expect(peekReturnPath(2_000)).toBeNull();
    saveReturnPath('/messages', 0);
    expect(peekReturnPath(RETURN_PATH_TTL_MS + 1)).toBeNull();
  });

  it('forgets a path after 10 minutes', () => {
    saveReturnPath('/messages', 0);
    expect(takeReturnPath(RETURN_PATH_TTL_MS + 1)).toBeNull();
    saveReturnPath('/messages', 0);
    expect(takeReturnPath(RETURN_PATH_TTL_MS)).toBe('/messages');
  });

  it('does not overwrite a saved path with one that is never saved', () => {
    saveReturnPath('/settings', 0);
    saveReturnPath('/hi', 10);
    expect(takeReturnPath(20)).toBe('/settings');
  });

  it('survives garbage in storage', () => {
    localStorage.setItem('meetverse.returnPath', '{not json');
    expect(takeReturnPath()).toBeNull();
    localStorage.setItem('meetverse.returnPath', JSON.stringify({ path: 5, savedAt: 'x' }));
    expect(takeReturnPath()).toBeNull();
  });
});
