import { describe, expect, it } from 'vitest';
import { headerFor, headerHeight, isFullScreen } from './header-rules';

describe('headerFor', () => {
  it.each([
    { rule: 'hidden on /events', path: '/events', expected: { kind: 'none' } },
    { rule: 'hidden on /events/', path: '/events/', expected: { kind: 'none' } },
    { rule: 'profile pages: back and Profile', path: '/profile', expected: { kind: 'title', title: 'Profile', back: '/home' } },
    { rule: 'profile pages: someone', path: '/profile/ada-lovelace', expected: { kind: 'title', title: 'Profile', back: '/home' } },
    { rule: 'profile pages: edit', path: '/profile/ada-lovelace/edit', expected: { kind: 'title', title: 'Profile', back: '/home' } },
    { rule: 'event edit: the event name, back to the event', path: '/events/summit/edit', expected: { kind: 'event-name', back: '/events/summit' } },
    { rule: 'events pages: Events', path: '/events/summit', expected: { kind: 'title', title: 'Events', back: '/events' } },
    { rule: 'message thread pages: Chat', path: '/messages/thread-1', expected: { kind: 'title', title: 'Chat', back: '/messages' } },
    { rule: 'chat thread pages: Chat', path: '/chat/ada-lovelace', expected: { kind: 'title', title: 'Chat', back: '/messages' } },
    { rule: 'routes containing /user/: no controls', path: '/user/anything', expected: { kind: 'bare' } },
    { rule: 'routes containing /user/, deeper', path: '/user/a/b', expected: { kind: 'bare' } },
    { rule: 'otherwise, with the scroll sentinel on /home', path: '/home', expected: { kind: 'default', scrollSentinel: true } },
    { rule: 'otherwise: messages', path: '/messages', expected: { kind: 'default', scrollSentinel: false } },
    { rule: 'otherwise: notifications', path: '/notifications', expected: { kind: 'default', scrollSentinel: false } },
    { rule: 'otherwise: communities', path: '/communities', expected: { kind: 'default', scrollSentinel: false } },
    { rule: 'a question: back home and Question', path: '/questions/q-1', expected: { kind: 'title', title: 'Question', back: '/home' } },
    { rule: 'question edit: back to the question', path: '/questions/q-1/edit', expected: { kind: 'title', title: 'Edit question', back: '/questions/q-1' } },
    { rule: 'create-question', path: '/create-question', expected: { kind: 'title', title: 'Ask a question', back: '/home' } },
    { rule: 'create-event: back to the events', path: '/create-event', expected: { kind: 'title', title: 'Create event', back: '/events' } },
    { rule: 'create-community', path: '/create-community', expected: { kind: 'title', title: 'Create community', back: '/home' } },
    { rule: 'suggest-feature', path: '/suggest-feature', expected: { kind: 'title', title: 'Suggest a feature', back: '/home' } },
    { rule: 'settings', path: '/settings', expected: { kind: 'title', title: 'Settings', back: '/home' } },
    { rule: 'otherwise: a deeper path under a titled screen', path: '/settings/more', expected: { kind: 'default', scrollSentinel: false } },
    { rule: 'otherwise: a path named like an object key', path: '/constructor', expected: { kind: 'default', scrollSentinel: false } },
    { rule: 'full screen: the landing', path: '/hi', expected: { kind: 'none' } },
    { rule: 'full screen: signup', path: '/signup', expected: { kind: 'none' } },
    { rule: 'full screen: the big screen', path: '/events/summit/big-screen', expected: { kind: 'none' } },
  ])('$rule ($path)', ({ path, expected }) => {
    expect(headerFor(path)).toEqual(expected);
  });
});

describe('isFullScreen', () => {
  it.each([
    ['/', true], ['/hi', true], ['/signup', true], ['/callback', true], ['/logout', true], ['/logout-callback', true],
    ['/events/summit/big-screen', true], ['/events', false], ['/events/summit', false], ['/home', false], ['/hi/there', false],
  ] as const)('%s: %s', (path, expected) => {
    expect(isFullScreen(path)).toBe(expected);
  });
});

describe('headerHeight', () => {
  it('is 90 px, or 120 px with the filter bar', () => {
    expect(headerHeight(false)).toBe(90);
    expect(headerHeight(true)).toBe(120);
  });
});
