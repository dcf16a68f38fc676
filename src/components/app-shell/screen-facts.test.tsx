// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
