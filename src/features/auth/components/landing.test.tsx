// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test-utils/render-with-router';

const trackAppLaunched = vi.fn();
const auth = vi.hoisted(() => ({ ready: false, isAuthenticated: false }));
const startSignIn = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../../lib/analytics', () => ({ trackAppLaunched: (source?: string) => trackAppLaunched(source) }));
vi.mock('../hooks/use-auth', () => ({ useAuth: () => auth }));
vi.mock('../token-source', () => ({ startSignIn }));

const { Landing } = await import('./landing');

beforeEach(() => {
  auth.ready = true;
  auth.isAuthenticated = false;
  startSignIn.mockClear();
});

describe('the landing screen, the front door', () => {
  it("tracks 'App Launched' with the source of the visit", async () => {
    await renderWithRouter(<Landing source="poster" />, { path: '/hi' });
    expect(trackAppLaunched).toHaveBeenCalledWith('poster');
  });

  it('says what the app is for, with Sign in and Browse events, and starts no sign-in by itself', async () => {
    const view = await renderWithRouter(<Landing source={undefined} />, { path: '/hi' });
    expect(await view.findByRole('heading', { name: 'Meetverse' })).toBeTruthy();
    for (const line of ['Ask the crowd', 'React', 'Check in', 'meet the people', 'Chat', 'Works offline at the venue']) {
      expect(view.container.textContent).toContain(line);
    }
    expect(view.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'Browse events' }).getAttribute('href')).toBe('/events');
    expect(startSignIn).not.toHaveBeenCalled();
  });

  it('shows the front door while the sign-in state is still read', async () => {
    auth.ready = false;
    const view = await renderWithRouter(<Landing source={undefined} />, { path: '/hi' });
    expect(await view.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(startSignIn).not.toHaveBeenCalled();
  });

  it('starts sign-in from its Sign in button', async () => {
    const view = await renderWithRouter(<Landing source={undefined} />, { path: '/hi' });
    fireEvent.click(await view.findByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(startSignIn).toHaveBeenCalledTimes(1));
  });
});
