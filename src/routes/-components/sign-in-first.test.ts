// @vitest-environment happy-dom
import path from 'node:path';
import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { matchesPattern, signInFirstPatterns } from '../../../scripts/sign-in-first';
import { appRouter, isReturnable, screenAt } from '../../test-utils/screen-at';

const patterns = signInFirstPatterns(path.join(import.meta.dirname, '..'));
const signInFirst = (pathname: string) => patterns.some((pattern) => matchesPattern(pattern, pathname));

const routes = Object.values(appRouter().routesById) as AnyRoute[];
const hasChildren = (route: AnyRoute) => (Array.isArray(route.children) ? route.children.length > 0 : !!route.children && Object.keys(route.children).length > 0);
/** A path of each screen: its params filled in, a splat with two segments. */
const samples = routes
  .filter((route) => !route.isRoot && !hasChildren(route))
  .map((route) => (route.fullPath as string).replace(/\/\$$/, '/a/b').replace(/\$[A-Za-z_][A-Za-z0-9_]*/g, 'x-1'));

describe('the paths the page loader sends a guest to sign-in from, before the app loads', () => {
  it('are read from the protected routes’ files', () => {
    expect(patterns).toContain('/home');
    expect(patterns).toContain('/messages');
    expect(patterns).toContain('/events/*/moderation');
    expect(patterns).toContain('/user/**');
    expect(patterns.some((pattern) => pattern.includes('-components'))).toBe(false);
  });

  it.each(samples)('%s is sent to sign-in first exactly when its screen is protected, and may be returned to', (sample) => {
    const screen = screenAt(sample);
    expect(signInFirst(sample)).toBe(screen.access === 'protected');
    if (signInFirst(sample)) expect(isReturnable(sample)).toBe(true);
  });

  it.each(['/', '/hi', '/events', '/events/x-1', '/events/x-1/big-screen', '/events/x-1/unknown', '/home/unknown', '/nowhere', '/signup', '/callback', '/chat', '/chat//x'])(
    '%s is left to the app, as its screen is not protected',
    (sample) => {
      expect(screenAt(sample).access).not.toBe('protected');
      expect(signInFirst(sample)).toBe(false);
    },
  );

  it.each(['/home/', '/user', '/user/a', '/messages/x-1/'])('%s, a protected screen by another spelling, is sent to sign-in first', (sample) => {
    expect(screenAt(sample).access).toBe('protected');
    expect(signInFirst(sample)).toBe(true);
  });
});
