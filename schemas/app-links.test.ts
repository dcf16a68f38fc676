import { describe, expect, it } from 'vitest';
import { APP_ROUTES, SERVER_RENDERED_ROUTES, type RouteFacts, appLink, fillRoutePath, linksTo, parseAppLink, pathKey, serverRendering } from './app-links';

describe('a link of the app', () => {
  it('names an entity by its slug when there is one, else by its id', () => {
    expect(pathKey({ id: 'a b', slug: 'ada' })).toBe('ada');
    expect(pathKey({ id: 'a b' })).toBe('a b');
    expect(pathKey({ id: 'a b', slug: '' })).toBe('a b');
    expect(pathKey({ id: 'a b', slug: null })).toBe('a b');
  });

  it('is its route path with each param filled in, URL-encoded', () => {
    expect(appLink('/questions/$slugOrId', { slugOrId: 'why-offline' })).toBe('/questions/why-offline');
    expect(appLink('/profile/$slugOrId', { slugOrId: 'x/y z' })).toBe('/profile/x%2Fy%20z');
    expect(appLink('/events/$slugOrId/big-screen', { slugOrId: 'summit?day=1#a' })).toBe('/events/summit%3Fday%3D1%23a/big-screen');
    expect(appLink('/events')).toBe('/events');
  });

  it('cannot be built without a param its route names, or with an empty one', () => {
    // @ts-expect-error: a param of another name is refused by the compiler.
    expect(() => appLink('/messages/$threadId', { slugOrId: 'room-1' })).toThrow('/messages/$threadId');
    expect(() => appLink('/messages/$threadId', { threadId: '' })).toThrow();
    // @ts-expect-error: a route without params takes none.
    appLink('/home', { slugOrId: 'x' });
  });

  it('reads back as the route and params it was built from', () => {
    for (const key of ['why-offline', 'x/y z', '100%', 'é', 'a?b#c']) {
      expect(parseAppLink(appLink('/questions/$slugOrId', { slugOrId: key }))).toEqual({ route: '/questions/$slugOrId', params: { slugOrId: key } });
      expect(parseAppLink(appLink('/events/$slugOrId/big-screen', { slugOrId: key }))).toEqual({ route: '/events/$slugOrId/big-screen', params: { slugOrId: key } });
    }
    expect(parseAppLink('/profile')).toEqual({ route: '/profile', params: {} });
    expect(parseAppLink('/messages/dm-1')).toEqual({ route: '/messages/$threadId', params: { threadId: 'dm-1' } });
  });

  it('is read by its path alone: the query and the fragment are left out', () => {
    expect(parseAppLink('/profile/ada?show_qr=1#top')).toEqual({ route: '/profile/$slugOrId', params: { slugOrId: 'ada' } });
    expect(parseAppLink('/events?x=/y')).toEqual({ route: '/events', params: {} });
  });

  it('names a route only with every segment of it: no more, no fewer, none empty', () => {
    expect(parseAppLink('/events/summit/edit')).toBeNull();
    expect(parseAppLink('/questions')).toBeNull();
    expect(parseAppLink('/questions/')).toBeNull();
    expect(parseAppLink('/profile//x')).toBeNull();
    expect(parseAppLink('/nowhere')).toBeNull();
  });

  it('names no route with a param that does not decode', () => {
    expect(parseAppLink('/questions/100%')).toBeNull();
  });

  it('names no route when it is not a path of this origin', () => {
    expect(parseAppLink('//evil.example/profile/ada')).toBeNull();
    expect(parseAppLink('https://evil.example/profile/ada')).toBeNull();
    expect(parseAppLink('profile/ada')).toBeNull();
    expect(parseAppLink('')).toBeNull();
  });

  it('with trailing slashes names its route only when they are allowed', () => {
    expect(parseAppLink('/profile/ada/')).toBeNull();
    expect(parseAppLink('/profile/ada/', { trailingSlash: true })).toEqual({ route: '/profile/$slugOrId', params: { slugOrId: 'ada' } });
    expect(parseAppLink('/profile//', { trailingSlash: true })).toEqual({ route: '/profile', params: {} });
    expect(linksTo('/events/summit/big-screen/?x', '/events/$slugOrId/big-screen', { trailingSlash: true })).toBe(true);
    expect(linksTo('/events/summit', '/events/$slugOrId/big-screen')).toBe(false);
  });

  it('of a route path held as text is filled the same way, or is undefined without its params', () => {
    expect(fillRoutePath('/events/$slugOrId', { slugOrId: 'a b' })).toBe('/events/a%20b');
    expect(fillRoutePath('/events/$slugOrId', {})).toBeUndefined();
    expect(fillRoutePath('/home', {})).toBe('/home');
  });
});

describe('the pages the server renders', () => {
  it('are the landing page, the events list, and an event page, its big screen and its agenda', () => {
    expect(SERVER_RENDERED_ROUTES).toEqual(['/hi', '/events', '/events/$slugOrId', '/events/$slugOrId/big-screen', '/events/$slugOrId/agenda']);
  });

  it('are found by their path, with the params their data is read with', () => {
    expect(serverRendering('/hi')).toEqual({ route: '/hi', params: {}, rendering: { landing: true } });
    expect(serverRendering('/events')).toEqual({ route: '/events', params: {}, rendering: { data: 'event-list' } });
    expect(serverRendering('/events/summit')).toEqual({ route: '/events/$slugOrId', params: { slugOrId: 'summit' }, rendering: { data: 'event', onlyWithData: true } });
    expect(serverRendering('/events/summit/big-screen?x=1')?.route).toBe('/events/$slugOrId/big-screen');
    expect(serverRendering('/events/summit/agenda?mine=1')).toEqual({ route: '/events/$slugOrId/agenda', params: { slugOrId: 'summit' }, rendering: { data: 'agenda', onlyWithData: true } });
  });

  it('are no other page, nor one of them with a trailing slash', () => {
    for (const path of ['/', '/home', '/events/', '/hi/', '/events/summit/', '/events/summit/edit', '/events/summit/questions', '/events/summit/agenda/', '/events/summit/sessions/s-1', '/questions/q-1', '/profile']) {
      expect(serverRendering(path)).toBeUndefined();
    }
  });

  it('each bring the data they are rendered with, the event pages only when it is found', () => {
    for (const route of SERVER_RENDERED_ROUTES) {
      const rendered = (APP_ROUTES[route] as RouteFacts).rendered;
      if (rendered?.onlyWithData) expect(rendered.data).toBeDefined();
    }
  });
});
