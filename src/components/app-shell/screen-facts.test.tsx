// @vitest-environment happy-dom
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test-utils/render';
import { renderWithRouter } from '../../test-utils/render-with-router';
import { useCurrentScreen } from './screen-facts';

describe('useCurrentScreen', () => {
  it('does not render its reader again when the router reloads the same screen, and does when the screen changes', async () => {
    let renders = 0;
    let last: ReturnType<typeof useCurrentScreen> | undefined;
    function Reader() {
      renders += 1;
      last = useCurrentScreen();
      return null;
    }
    const { router } = await renderWithRouter(<Reader />, { path: '/home' });
    const before = renders;
    const shown = last;
    await act(() => router.load());
    await act(() => router.load());
    expect(renders).toBe(before);
    expect(last).toBe(shown);

    await act(() => router.navigate({ to: '/events' }));
    expect(renders).toBeGreaterThan(before);
    expect(last?.pathname).toBe('/events');
  });
});

describe('useCurrentScreen while a navigation loads', () => {
  it('keeps the screen on show, and its reader undrawn, until the next screen is ready', async () => {
    let renders = 0;
    let last: ReturnType<typeof useCurrentScreen> | undefined;
    function Reader() {
      renders += 1;
      last = useCurrentScreen();
      return <Outlet />;
    }
    let ready: () => void = () => {};
    const loaded = new Promise<void>((resolve) => {
      ready = resolve;
    });
    const root = createRootRoute({ component: Reader });
    const home = createRoute({ getParentRoute: () => root, path: '/home', staticData: { screen: { access: 'public', header: { kind: 'default' }, nav: 'home', savable: true } } });
    const events = createRoute({
      getParentRoute: () => root,
      path: '/events',
      staticData: { screen: { access: 'public', header: { kind: 'none' }, nav: 'events', savable: true } },
      loader: () => loaded,
    });
    const router = createRouter({ routeTree: root.addChildren([home, events]), history: createMemoryHistory({ initialEntries: ['/home'] }) });
    render(<RouterProvider router={router} />);
    await act(() => router.load());
    expect(last).toMatchObject({ pathname: '/home', nav: 'home' });
    const before = renders;

    let navigation: Promise<void> = Promise.resolve();
    await act(async () => {
      navigation = router.navigate({ to: '/events' });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(router.state.location.pathname).toBe('/events');
    expect(renders).toBe(before);
    expect(last).toMatchObject({ pathname: '/home', nav: 'home' });

    await act(async () => {
      ready();
      await navigation;
    });
    expect(last).toMatchObject({ pathname: '/events', nav: 'events' });
  });
});
