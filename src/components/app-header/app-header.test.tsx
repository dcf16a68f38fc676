// @vitest-environment happy-dom
import { DirectionProvider } from '@mantine/core';
import { act, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test-utils/render-with-router';
import { screenAt } from '../../test-utils/screen-at';
import { AppHeader, type AppHeaderProps } from './app-header';

const ada = { id: '3f0c9a52-0a55-4c47-9b8e-1f1d2b9e0c11', slug: 'ada-lovelace', full_name: 'Ada Lovelace' };

/** The header as the app's route for `pathname` declares it, in a left-to-right language unless `dir` says otherwise. */
function renderHeader({ pathname, dir = 'ltr', ...props }: Partial<AppHeaderProps> & { pathname: string; dir?: 'ltr' | 'rtl' }) {
  return renderWithRouter(
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <AppHeader rule={screenAt(pathname).header} user={ada} unreadNotifications={0} {...props} />
    </DirectionProvider>,
    { path: pathname },
  );
}

const backArrow = () => within(header() as HTMLElement).getByRole('link', { name: 'Back' }).querySelector('svg') as SVGElement;

const header = () => screen.queryByRole('banner');

describe('AppHeader', () => {
  it('is the header of the main screens on /events: profile, logo and bell', async () => {
    await renderHeader({ pathname: '/events' });
    expect(header()).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Your profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
  });

  it.each(['/hi', '/signup', '/events/summit/big-screen'])('is not drawn on the full-screen page %s', async (pathname) => {
    await renderHeader({ pathname });
    expect(header()).toBeNull();
  });

  it.each([
    { pathname: '/profile', title: 'Profile', back: '/home' },
    { pathname: '/profile/ada-lovelace', title: 'Profile', back: '/home' },
    { pathname: '/profile/ada-lovelace/edit', title: 'Profile', back: '/home' },
    { pathname: '/events/summit', title: 'Events', back: '/events' },
    { pathname: '/messages/thread-1', title: 'Chat', back: '/messages' },
    { pathname: '/chat/grace', title: 'Chat', back: '/messages' },
    { pathname: '/questions/q-1', title: 'Question', back: '/home' },
    { pathname: '/questions/q-1/edit', title: 'Edit question', back: '/questions/q-1' },
    { pathname: '/create-question', title: 'Ask a question', back: '/home' },
    { pathname: '/create-event', title: 'Create event', back: '/events' },
    { pathname: '/settings', title: 'Settings', back: '/home' },
  ])('shows a back button to $back and the title $title on $pathname', async ({ pathname, title, back }) => {
    await renderHeader({ pathname });
    const bar = within(header() as HTMLElement);
    expect(bar.getByTestId('header-title').textContent).toBe(title);
    expect(bar.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(back);
    expect(bar.queryByRole('link', { name: /Notifications/ })).toBeNull();
    expect(bar.queryByRole('link', { name: 'Your profile' })).toBeNull();
  });

  it("shows the event's name on its edit page, with a back button to the event", async () => {
    await renderHeader({ pathname: '/events/summit/edit', eventName: 'Offline-First Summit' });
    const bar = within(header() as HTMLElement);
    expect(bar.getByTestId('header-title').textContent).toBe('Offline-First Summit');
    expect(bar.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/events/summit');
  });

  it('points its back arrow left in a left-to-right language', async () => {
    await renderHeader({ pathname: '/settings' });
    expect(backArrow().style.transform).toBe('');
  });

  it('mirrors its back arrow to point right in a right-to-left language such as Arabic', async () => {
    await renderHeader({ pathname: '/settings', dir: 'rtl' });
    expect(backArrow().style.transform).toBe('scaleX(-1)');
  });

  it('has no controls on routes containing /user/', async () => {
    await renderHeader({ pathname: '/user/anything', unreadNotifications: 3 });
    const bar = header() as HTMLElement;
    expect(within(bar).queryAllByRole('link')).toEqual([]);
    expect(within(bar).queryAllByRole('button')).toEqual([]);
  });

  it.each(['/home', '/messages', '/notifications', '/communities'])(
    'otherwise shows the avatar to the own profile, the logo and the bell on %s',
    async (pathname) => {
      await renderHeader({ pathname });
      const bar = within(header() as HTMLElement);
      expect(bar.getByRole('link', { name: 'Your profile' }).getAttribute('href')).toBe('/profile/ada-lovelace');
      expect(bar.getByRole('img', { name: 'Ada Lovelace', hidden: true }).textContent).toBe('AL');
      const logo = bar.getByRole('link', { name: 'Meetverse home' });
      expect(logo.getAttribute('href')).toBe('/home');
      // The link names itself; its image is decorative and adds nothing to the name.
      expect(logo.getAttribute('aria-label')).toBe('Meetverse home');
      expect(logo.querySelector('img')?.getAttribute('alt')).toBe('');
      expect(bar.getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe('/notifications');
      expect(bar.queryByRole('link', { name: 'Back' })).toBeNull();
    },
  );

  it('links the avatar by id, URL-encoded, when the member has no slug', async () => {
    await renderHeader({ pathname: '/home', user: { id: 'a b', full_name: 'Ada' } });
    expect(screen.getByRole('link', { name: 'Your profile' }).getAttribute('href')).toBe('/profile/a%20b');
  });

  it.each([
    { count: 0, shown: null, name: 'Notifications' },
    { count: 7, shown: '7', name: 'Notifications 7 unread' },
    { count: 99, shown: '99', name: 'Notifications 99 unread' },
    { count: 100, shown: '99+', name: 'Notifications More than 99 unread' },
  ])('badges the bell with $shown for $count unread', async ({ count, shown, name }) => {
    await renderHeader({ pathname: '/home', unreadNotifications: count });
    const bell = screen.getByRole('link', { name });
    expect(bell.querySelector('[data-count]')?.getAttribute('data-count') ?? null).toBe(shown);
  });

  it('is 90 px high, and 120 px with the filter bar in its slot', async () => {
    await renderHeader({ pathname: '/home' });
    expect((header() as HTMLElement).style.height).toBe('90px');
  });

  it('grows to 120 px and shows the filter bar when one is given', async () => {
    await renderHeader({ pathname: '/home', filterBar: <div>chips</div> });
    expect((header() as HTMLElement).style.height).toBe('120px');
    expect(within(header() as HTMLElement).getByText('chips')).toBeTruthy();
  });

  it('marks itself scrolled, which switches its gradient', async () => {
    await renderHeader({ pathname: '/home', scrolled: true });
    expect((header() as HTMLElement).hasAttribute('data-scrolled')).toBe(true);
  });

  it('shows the status slot, e.g. the sync indicator', async () => {
    await renderHeader({ pathname: '/home', status: <span>Online</span> });
    expect(within(header() as HTMLElement).getByText('Online')).toBeTruthy();
  });

  it('keeps its status mounted from screen to screen, whatever the kind of header', async () => {
    let mounts = 0;
    function Status() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <span>Online</span>;
    }
    let go: (pathname: string) => void = () => undefined;
    const status = <Status />;
    function Screens() {
      const [pathname, setPathname] = useState('/home');
      go = setPathname;
      return <AppHeader rule={screenAt(pathname).header} user={ada} unreadNotifications={0} status={status} />;
    }
    await renderWithRouter(<Screens />, { path: '/home' });
    for (const pathname of ['/suggest-feature', '/events/summit/edit', '/home', '/user/anything', '/settings']) {
      act(() => go(pathname));
      expect(within(header() as HTMLElement).getByText('Online')).toBeTruthy();
    }
    expect(mounts).toBe(1);
  });

  it('shows an anonymous avatar linking to /profile while the member is unknown', async () => {
    await renderHeader({ pathname: '/home', user: null });
    expect(screen.getByRole('link', { name: 'Your profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('img', { name: 'Anonymous', hidden: true }).textContent).toBe('?');
  });
});
