// @vitest-environment happy-dom
import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { appIntl } from '../../i18n/i18n-provider';
import type { HeaderRule } from '../../components/app-shell/screen-facts';
import { appRouter, isReturnable, screenAt } from '../../test-utils/screen-at';

// Every route of the app, as the router builds them (their full paths are known once it has).
const routes = Object.values(appRouter().routesById) as AnyRoute[];
const hasChildren = (route: AnyRoute) => (Array.isArray(route.children) ? route.children.length > 0 : !!route.children && Object.keys(route.children).length > 0);
const screens = routes.filter((route) => !hasChildren(route));
const paramsOf = (path: string) => [...path.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]);
const fullPaths = new Set(routes.map((route) => (route.fullPath as string).replace(/(.)\/$/, '$1')));

describe('every screen declares its facts on its route', () => {
  it.each(screens.map((route) => [route.fullPath as string, route] as const))('%s declares its screen', (_, route) => {
    expect(route.options.staticData?.screen).toBeDefined();
  });

  it.each(screens.filter((route) => route.options.staticData?.screen?.back).map((route) => [route.fullPath as string, route] as const))(
    "%s's back target is a screen of the app, with params the screen has",
    (path, route) => {
      const back = route.options.staticData?.screen?.back ?? '';
      expect(fullPaths.has(back)).toBe(true);
      for (const param of paramsOf(back)) expect(paramsOf(path)).toContain(param);
    },
  );
});

/** A header as the member reads it: its title in English. */
const readable = (header: HeaderRule) => (header.kind === 'title' ? { ...header, title: appIntl().formatMessage(header.title) } : header);

describe('the header each screen gets', () => {
  it.each([
    { rule: 'events: avatar, logo and bell, as the other main screens', path: '/events', expected: { kind: 'default', scrollSentinel: false, filterBar: false } },
    { rule: 'events, trailing slash', path: '/events/', expected: { kind: 'default', scrollSentinel: false, filterBar: false } },
    { rule: 'profile pages: back and Profile', path: '/profile', expected: { kind: 'title', title: 'Profile', back: '/home' } },
    { rule: 'profile pages: someone', path: '/profile/ada-lovelace', expected: { kind: 'title', title: 'Profile', back: '/home' } },
    { rule: 'profile pages: edit', path: '/profile/ada-lovelace/edit', expected: { kind: 'title', title: 'Profile', back: '/home' } },
    { rule: 'event edit: the event name, back to the event', path: '/events/summit/edit', expected: { kind: 'event-name', back: '/events/summit' } },
    { rule: "an event's questions: the event name, back to the event", path: '/events/summit/questions', expected: { kind: 'event-name', back: '/events/summit' } },
    { rule: "an event's overview: the event name, back to the event", path: '/events/summit/overview', expected: { kind: 'event-name', back: '/events/summit' } },
    { rule: "an event's moderation queue: the event name, back to the event", path: '/events/summit/moderation', expected: { kind: 'event-name', back: '/events/summit' } },
    { rule: "an event's door: the event name, back to the event", path: '/events/summit/door', expected: { kind: 'event-name', back: '/events/summit' } },
    { rule: "an event's agenda: Agenda, back to the event", path: '/events/summit/agenda', expected: { kind: 'title', title: 'Agenda', back: '/events/summit' } },
    { rule: 'my schedule: the same screen, back to the event', path: '/events/summit/agenda?mine=1', expected: { kind: 'title', title: 'Agenda', back: '/events/summit' } },
    { rule: "a session of an agenda: the event name, back to the agenda", path: '/events/summit/sessions/s-1', expected: { kind: 'event-name', back: '/events/summit/agenda' } },
    { rule: 'a new session: the event name, back to the agenda', path: '/events/summit/sessions/new', expected: { kind: 'event-name', back: '/events/summit/agenda' } },
    { rule: 'session edit: the event name, back to the session', path: '/events/summit/sessions/s-1/edit', expected: { kind: 'event-name', back: '/events/summit/sessions/s-1' } },
    { rule: 'event edit, trailing slash', path: '/events/summit/edit/', expected: { kind: 'event-name', back: '/events/summit' } },
    { rule: 'event edit, an id with encoded characters', path: '/events/a%20b/edit', expected: { kind: 'event-name', back: '/events/a%20b' } },
    { rule: 'events pages: Events, back to the list', path: '/events/summit', expected: { kind: 'title', title: 'Events', back: '/events' } },
    { rule: 'events pages, trailing slash', path: '/events/summit/', expected: { kind: 'title', title: 'Events', back: '/events' } },
    { rule: 'message thread pages: Chat', path: '/messages/thread-1', expected: { kind: 'title', title: 'Chat', back: '/messages' } },
    { rule: 'chat thread pages: Chat', path: '/chat/ada-lovelace', expected: { kind: 'title', title: 'Chat', back: '/messages' } },
    { rule: 'routes under /user/: no controls', path: '/user/anything', expected: { kind: 'bare' } },
    { rule: 'routes under /user/, deeper', path: '/user/a/b', expected: { kind: 'bare' } },
    { rule: 'home: avatar, logo and bell, with the scroll sentinel and room for the filter bar', path: '/home', expected: { kind: 'default', scrollSentinel: true, filterBar: true } },
    { rule: 'messages: avatar, logo and bell', path: '/messages', expected: { kind: 'default', scrollSentinel: false, filterBar: false } },
    { rule: 'notifications: avatar, logo and bell', path: '/notifications', expected: { kind: 'default', scrollSentinel: false, filterBar: false } },
    { rule: 'communities: avatar, logo and bell', path: '/communities', expected: { kind: 'default', scrollSentinel: false, filterBar: false } },
    { rule: 'a question: back home and Question', path: '/questions/q-1', expected: { kind: 'title', title: 'Question', back: '/home' } },
    { rule: 'question edit: back to the question', path: '/questions/q-1/edit', expected: { kind: 'title', title: 'Edit question', back: '/questions/q-1' } },
    { rule: 'create-question', path: '/create-question', expected: { kind: 'title', title: 'Ask a question', back: '/home' } },
    { rule: 'create-event: back to the events', path: '/create-event', expected: { kind: 'title', title: 'Create event', back: '/events' } },
    { rule: 'create-community', path: '/create-community', expected: { kind: 'title', title: 'Create community', back: '/home' } },
    { rule: 'suggest-feature', path: '/suggest-feature', expected: { kind: 'title', title: 'Suggest a feature', back: '/home' } },
    { rule: 'contacts: back to the profile', path: '/contacts', expected: { kind: 'title', title: 'Contacts', back: '/profile' } },
    { rule: 'settings', path: '/settings', expected: { kind: 'title', title: 'Settings', back: '/home' } },
    { rule: "an event's reports: the event name, back to the event", path: '/events/summit/reports', expected: { kind: 'event-name', back: '/events/summit' } },
    { rule: "an event's polls: the event name, back to the event", path: '/events/summit/polls', expected: { kind: 'event-name', back: '/events/summit' } },
    { rule: "an event's people: the event name, back to the event", path: '/events/summit/people', expected: { kind: 'event-name', back: '/events/summit' } },
    { rule: "the admins' reports: back to Settings", path: '/reports', expected: { kind: 'title', title: 'Reports', back: '/settings' } },
    { rule: 'full screen: the landing', path: '/hi', expected: { kind: 'none' } },
    { rule: 'full screen: the root', path: '/', expected: { kind: 'none' } },
    { rule: 'full screen: signup', path: '/signup', expected: { kind: 'none' } },
    { rule: 'full screen: the sign-in callback', path: '/callback', expected: { kind: 'none' } },
    { rule: 'full screen: logout', path: '/logout', expected: { kind: 'none' } },
    { rule: 'full screen: the big screen', path: '/events/summit/big-screen', expected: { kind: 'none' } },
    { rule: 'an unknown path, on its way to the landing', path: '/settings/more', expected: { kind: 'none' } },
    { rule: 'a path named like an object key', path: '/constructor', expected: { kind: 'none' } },
  ])('$rule ($path)', ({ path, expected }) => {
    expect(readable(screenAt(path).header)).toEqual(expected);
  });
});

describe('the bottom navigation: the four main screens, and a question read like a feed card', () => {
  it.each([
    ['/home', 'home'],
    ['/events', 'events'],
    ['/events/', 'events'],
    ['/messages', 'messages'],
    ['/notifications', null],
    ['/questions/where-is-room-b', 'home'],
    ['/questions/where-is-room-b/', 'home'],
  ] as const)('%s shows it, highlighting %s', (path, item) => {
    expect(screenAt(path).nav).toBe(item);
  });

  it.each(['/events/summit', '/messages/thread-1', '/chat/ada', '/profile', '/profile/ada?show_qr=1', '/communities', '/create-question', '/questions/where-is-room-b/edit', '/hi', '/'])(
    '%s has none: the forms and details need the room',
    (path) => {
      expect(screenAt(path).nav).toBeUndefined();
    },
  );
});

describe("the item a desktop's side navigation highlights where a phone shows no navigation", () => {
  it.each([
    ['/messages/thread-1', 'messages'],
    ['/chat/ada-lovelace', 'messages'],
    ['/events/summit', 'events'],
    ['/communities', 'events'],
    ['/create-event', 'events'],
    ['/events/summit/questions', 'events'],
    ['/events/summit/door', 'events'],
    ['/events/summit/agenda', 'events'],
    ['/events/summit/moderation', 'events'],
    ['/events/summit/overview', 'events'],
    ['/events/summit/sessions/s-1', 'events'],
    ['/events/summit/sessions/new', 'events'],
    ['/events/summit/sessions/s-1/edit', 'events'],
    ['/profile', 'connect'],
    ['/profile/grace-hopper', 'connect'],
    ['/profile/ada-lovelace/edit', 'connect'],
  ] as const)('%s highlights %s', (path, item) => {
    expect(screenAt(path).nav).toBeUndefined();
    expect(screenAt(path).section).toBe(item);
  });

  it.each(['/home', '/settings', '/create-question', '/hi'])('%s highlights no section of its own', (path) => {
    expect(screenAt(path).section).toBeNull();
  });
});

describe('who sees the shell', () => {
  it.each([
    ['/events', 'public'],
    ['/events/summit', 'public'],
    ['/events/summit/agenda', 'public'],
    ['/events/summit/edit', 'protected'],
    ['/events/summit/moderation', 'protected'],
    ['/events/summit/overview', 'protected'],
    ['/events/summit/door', 'protected'],
    ['/events/summit/sessions/s-1', 'public'],
    ['/events/summit/sessions/new', 'protected'],
    ['/events/summit/sessions/s-1/edit', 'protected'],
    ['/events/summit/big-screen', 'full-screen'],
    ['/home', 'protected'],
    ['/create-event', 'protected'],
    ['/hi', 'full-screen'],
  ] as const)('%s is %s', (path, access) => {
    expect(screenAt(path).access).toBe(access);
  });

  it.each([
    ['/events/rustconf/big-screen', true],
    ['/events/rustconf/big-screen/', true],
    ['/events/rustconf', false],
    ['/events/big-screen', false],
    ['/home', false],
  ] as const)('%s is for a projector: %s', (path, projector) => {
    expect(screenAt(path).projector).toBe(projector);
  });

  it('names the edited event from the path, decoded', () => {
    expect(screenAt('/events/a%20b/edit').eventSlugOrId).toBe('a b');
    expect(screenAt('/events/a%20b').eventSlugOrId).toBeNull();
  });
});

describe('the return path after sign-in', () => {
  it.each([
    ['/home', true],
    ['/questions/why-is-the-wifi-down?tab=helpers', true],
    ['/events/local-first-meetup', true],
    ['/events/local-first-meetup/edit', true],
    ['/events/local-first-meetup/questions', true],
    ['/events/local-first-meetup/moderation', true],
    ['/events/local-first-meetup/door', true],
    ['/events/local-first-meetup/agenda?mine=1', true],
    ['/events/local-first-meetup/sessions/s-1', true],
    ['/events/local-first-meetup/sessions/new', true],
    ['/events/local-first-meetup/sessions/s-1/edit', true],
    ['/profile/ada-lovelace/edit', true],
    ['/messages', true],
    ['/', false],
    ['/hi', false],
    ['/hi?source=qr', false],
    ['/signup', false],
    ['/callback', false],
    ['/logout', false],
    ['/logout-callback', false],
    ['/events', false],
    ['/events/', false],
    ['/events/local-first-meetup/big-screen', false],
    ['/no-such-screen', false],
    ['//evil.example.com/home', false],
    ['/\\evil.example.com/home', false],
    ['https://evil.example.com/home', false],
  ])('%s may be returned to: %s', (path, returnable) => {
    expect(isReturnable(path)).toBe(returnable);
  });
});
