// @vitest-environment happy-dom
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test-utils/render';
import { toastStore } from '../toasts/toast-store';
import { NOT_FOUND_TOAST_MS, NotFoundRedirect, notFoundMessage } from './not-found-redirect';

afterEach(() => {
  cleanup();
  toastStore.clear();
});

/** A router as the app's: a root with a not-found redirect to /hi, and /hi itself. */
async function openAt(path: string) {
  const root = createRootRoute({ notFoundComponent: () => <NotFoundRedirect to="/hi" /> });
  const hi = createRoute({ getParentRoute: () => root, path: '/hi', component: () => <p>Landing</p> });
  const router = createRouter({ routeTree: root.addChildren([hi]), history: createMemoryHistory({ initialEntries: [path] }), notFoundMode: 'root' });
  render(<RouterProvider router={router} />);
  await act(() => router.load());
  return router;
}

describe('an unknown path', () => {
  it("keeps the redirect, and says 'There is no page at /xyz' on arrival", async () => {
    const router = await openAt('/xyz');
    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/hi');
    const shown = toastStore.getSnapshot();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ title: 'There is no page at /xyz', variant: 'warning', duration: NOT_FOUND_TOAST_MS });
  });

  it('says nothing on a page that exists', async () => {
    await openAt('/hi');
    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('cuts a very long path in the message', () => {
    const message = notFoundMessage(`/${'a'.repeat(200)}`);
    expect(message.startsWith('There is no page at /aaa')).toBe(true);
    expect(message.length).toBeLessThan(90);
    expect(message.endsWith('…')).toBe(true);
  });
});
