// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, APP_ROUTE_IDS, appLink, parseAppLink, type AppRouteId, type RouteFacts } from '../../../schemas/app-links';
import type { FileRoutesByTo } from '../../route-tree.gen';
import { appRouter } from '../../test-utils/screen-at';

// A route of schemas/app-links.ts that the route tree lacks does not compile.
const inRouteTree: readonly (keyof FileRoutesByTo)[] = APP_ROUTE_IDS;

const router = appRouter();
const routes = Object.values(router.routesById) as AnyRoute[];
const trimmed = (fullPath: string) => fullPath.replace(/(.)\/$/, '$1');
const paramsOf = (route: string) => [...route.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);

/** The paths a link of the generated route tree may name (its FileRoutesByTo). */
function routeTreePaths(): string[] {
  const source = fs.readFileSync(path.join(import.meta.dirname, '../../route-tree.gen.ts'), 'utf8');
  const block = /export interface FileRoutesByTo \{([^}]*)\}/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!);
}

describe('the routes that links are built and read by outside the router', () => {
  it('are each a route of the generated route tree', () => {
    const paths = routeTreePaths();
    expect(paths.length).toBeGreaterThan(10);
    for (const route of inRouteTree) expect(paths).toContain(route);
  });

  it.each(APP_ROUTE_IDS)("%s: a link built for it is the router's same route, with the same params", (route) => {
    const params = Object.fromEntries(paramsOf(route).map((name) => [name, `a b/${name}?é%`]));
    const link = appLink(route as '/questions/$slugOrId', params as { slugOrId: string });
    const leaf = router.matchRoutes(link).at(-1);
    expect(trimmed(leaf?.fullPath ?? '')).toBe(route);
    expect(leaf?.params).toEqual(params);
    expect(parseAppLink(link)).toEqual({ route, params });
  });
});

describe('the pages the server renders', () => {
  const renderedOf = (route: string) => (APP_ROUTES as Record<string, RouteFacts>)[route]?.rendered;

  it.each(routes.filter((route) => !route.isRoot).map((route) => [trimmed(route.fullPath as string), route] as const))(
    '%s says on its route what schemas/app-links.ts says of it',
    (path, route) => {
      expect(route.options.staticData?.rendered).toEqual(route.options.staticData?.screen ? renderedOf(path) : undefined);
    },
  );

  it('are each a public or full-screen page, which a guest opens', () => {
    for (const route of routes.filter((candidate) => candidate.options.staticData?.rendered)) {
      expect(['public', 'full-screen']).toContain(route.options.staticData?.screen?.access);
      expect(renderedOf(trimmed(route.fullPath as string))).toBeDefined();
    }
    expect(APP_ROUTE_IDS.filter((route: AppRouteId) => renderedOf(route))).toHaveLength(5);
  });
});
