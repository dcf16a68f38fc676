// @vitest-environment happy-dom
import { useLocation } from '@tanstack/react-router';
import { act } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test-utils/render-with-router';
import { Redirect } from './redirect';

/** A guard as the app has them: it re-renders on every change of the location, and more. */
function Guard() {
  const [renders, setRenders] = useState(0);
  useEffect(() => {
    if (renders < 20) setRenders((n) => n + 1);
  }, [renders]);
  return <Redirect to="/signup" />;
}

function Screens() {
  const pathname = useLocation({ select: (location) => location.pathname });
  if (pathname === '/home') return <Guard />;
  return <p>{pathname}</p>;
}

describe('Redirect', () => {
  it('navigates exactly once however often the component around it re-renders', async () => {
    const { router, findByText } = await renderWithRouter(<Screens />, { path: '/start' });
    const navigate = vi.spyOn(router, 'navigate');
    await act(() => router.navigate({ to: '/home' }));
    expect(await findByText('/signup')).toBeTruthy();
    // The test's own navigation to /home, then the redirect's one.
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenLastCalledWith({ to: '/signup', replace: true });
  });

  it('replaces the history entry, so Back does not land on the page that redirected', async () => {
    const { router, findByText } = await renderWithRouter(<Screens />, { path: '/home' });
    await findByText('/signup');
    expect(router.history.length).toBe(1);
  });
});
