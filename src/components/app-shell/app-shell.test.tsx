// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test-utils/render-with-router';
import { screenAt } from '../../test-utils/screen-at';
import { Screen } from '../screen';
import { AppShell, BOTTOM_INSET_VAR, type AppShellProps } from './app-shell';
import { HeaderFilterBar } from './header-filter-bar';
import { useShell } from './shell-context';

vi.mock('../sync-indicator', () => ({ SyncIndicator: () => <span data-testid="sync-indicator">Online</span> }));

const ada = { id: '3f0c9a52-0a55-4c47-9b8e-1f1d2b9e0c11', slug: 'ada-lovelace', full_name: 'Ada Lovelace' };

/** The shell around a page, as the app's route for `pathname` declares its screen. */
function renderShell(props: Partial<AppShellProps> & { pathname: string; children?: AppShellProps['children'] }) {
  const { children = <p>page</p>, pathname, ...rest } = props;
  return renderWithRouter(
    <AppShell screen={screenAt(pathname)} user={ada} unreadNotifications={0} unreadMessages={0} status={<span data-testid="status">Online</span>} {...rest}>
      {children}
    </AppShell>,
    { path: pathname },
  );
}

/** A page that records, render by render, whether the shell says it is framed. */
function framedReader() {
  const seen: boolean[] = [];
  function Page() {
    seen.push(useShell()?.framed ?? false);
    return <p>page</p>;
  }
  return { Page, seen };
}

afterEach(() => vi.unstubAllGlobals());

describe('AppShell', () => {
  // `side`: the navigation a desktop shows at the side (CSS hides it on a phone where `nav` is false).
  it.each([
    { pathname: '/home', header: true, nav: true, side: true, current: 'home' },
    { pathname: '/events', header: true, nav: true, side: true, current: 'events' },
    { pathname: '/messages', header: true, nav: true, side: true, current: 'messages' },
    { pathname: '/notifications', header: true, nav: true, side: true, current: null },
    { pathname: '/events/summit', header: true, nav: false, side: true, current: 'events' },
    { pathname: '/messages/thread-1', header: true, nav: false, side: true, current: 'messages' },
    { pathname: '/profile/ada-lovelace', header: true, nav: false, side: true, current: 'connect' },
    { pathname: '/create-question', header: true, nav: false, side: true, current: null },
    { pathname: '/questions/where-is-room-b', header: true, nav: true, side: true, current: 'home' },
    { pathname: '/questions/where-is-room-b/edit', header: true, nav: false, side: true, current: null },
    { pathname: '/user/anything', header: true, nav: false, side: false, current: null },
    { pathname: '/hi', header: false, nav: false, side: false, current: null },
    { pathname: '/events/summit/big-screen', header: false, nav: false, side: false, current: null },
  ])('on $pathname: header $header, bottom navigation $nav, side navigation $side', async ({ pathname, header, nav, side, current }) => {
    await renderShell({ pathname });
    expect(screen.queryByRole('banner') !== null).toBe(header);
    const navigation = screen.queryByRole('navigation', { name: 'Main' });
    expect(navigation !== null).toBe(side);
    expect(navigation !== null && !navigation.hasAttribute('data-desktop-only')).toBe(nav);
    expect(navigation?.querySelector('[aria-current]')?.getAttribute('data-item') ?? null).toBe(current);
    expect(screen.getByRole('main').hasAttribute('data-bottom-nav')).toBe(nav);
    expect(screen.getByRole('main').textContent).toBe('page');
  });

  it('leaves room at the side for the navigation, where there is one', async () => {
    const { unmount } = await renderShell({ pathname: '/messages/thread-1' });
    expect(screen.getByRole('main').parentElement?.hasAttribute('data-side-nav')).toBe(true);
    unmount();
    await renderShell({ pathname: '/hi' });
    expect(screen.getByRole('main').parentElement?.hasAttribute('data-side-nav')).toBe(false);
  });

  it('draws neither header nor navigation without chrome, e.g. a protected page before sign-in', async () => {
    await renderShell({ pathname: '/home', chrome: false });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('keeps room for the navigation under the page and the bottom toasts', async () => {
    const { unmount } = await renderShell({ pathname: '/home' });
    expect(document.documentElement.style.getPropertyValue(BOTTOM_INSET_VAR)).toBe('64px');
    unmount();
    expect(document.documentElement.style.getPropertyValue(BOTTOM_INSET_VAR)).toBe('');
  });

  it('offers a skip link to the page', async () => {
    await renderShell({ pathname: '/home' });
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
  });

  it('puts the scroll sentinel above the header on /home only', async () => {
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    await renderShell({ pathname: '/home' });
    expect(screen.getByTestId('scroll-sentinel')).toBeTruthy();
  });

  it('has no scroll sentinel elsewhere', async () => {
    await renderShell({ pathname: '/messages' });
    expect(screen.queryByTestId('scroll-sentinel')).toBeNull();
  });

  it("renders a filter bar a screen adds inside the header, which grows to 120 px, and takes it out again", async () => {
    function Feed() {
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown && (
            <HeaderFilterBar>
              <button type="button">meetverse</button>
            </HeaderFilterBar>
          )}
          <button type="button" onClick={() => setShown(false)}>
            Hide filters
          </button>
        </>
      );
    }
    await renderShell({ pathname: '/messages', children: <Feed /> });
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('button', { name: 'meetverse' })).toBeTruthy();
    expect(header.style.height).toBe('120px');
    expect(within(screen.getByRole('main')).queryByRole('button', { name: 'meetverse' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hide filters' }));
    expect(within(header).queryByRole('button', { name: 'meetverse' })).toBeNull();
    expect(header.style.height).toBe('90px');
  });

  it('renders the filter bar in place outside a shell', async () => {
    await renderWithRouter(
      <HeaderFilterBar>
        <button type="button">meetverse</button>
      </HeaderFilterBar>,
    );
    expect(screen.getByRole('button', { name: 'meetverse' })).toBeTruthy();
  });

  it('is 90 px high without a filter bar', async () => {
    await renderShell({ pathname: '/messages' });
    expect(screen.getByRole('banner').style.height).toBe('90px');
  });

  it('keeps the room of the filter bar /home declares before its bar has come', async () => {
    await renderShell({ pathname: '/home' });
    expect(screen.getByRole('banner').style.height).toBe('120px');
    expect(screen.getByTestId('header-filter-bar')).toBeTruthy();
  });

  it("holds the header's room until the header mounts: the page is drawn first where it stays", async () => {
    // What the first commit put above the page, before the header's own transition.
    const above: string[] = [];
    function Page() {
      useLayoutEffect(() => {
        const main = document.getElementById('main-content');
        above.push(`${main?.previousElementSibling?.getAttribute('data-testid')} ${(main?.previousElementSibling as HTMLElement | null)?.style.height}`);
      }, []);
      return <p>page</p>;
    }
    await renderShell({ pathname: '/home', children: <Page /> });
    expect(above).toEqual(['app-header-space 120px']);
    expect(screen.queryByTestId('app-header-space')).toBeNull();
    expect(screen.getByRole('banner').style.height).toBe('120px');
  });
});

describe('Screen inside the shell', () => {
  it('does not repeat the header: one banner, the sync status in it, the title as the page heading', async () => {
    await renderShell({ pathname: '/messages', children: <Screen title="Messages">body</Screen> });
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getAllByTestId('status')).toHaveLength(1);
    expect(screen.queryByTestId('sync-indicator')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
  });

  it("keeps a title the header already shows for screen readers only, and no second back link", async () => {
    await renderShell({ pathname: '/messages/thread-1', children: <Screen title="Chat">body</Screen> });
    expect(screen.getByRole('heading', { level: 1, name: 'Chat' }).closest('.mantine-VisuallyHidden-root')).not.toBeNull();
    expect(screen.getAllByRole('link', { name: 'Back' })).toHaveLength(1);
  });

  it('mounts the header and navigation after the screen, and tells the screen when they are there', async () => {
    const { Page, seen } = framedReader();
    await renderShell({ pathname: '/home', children: <Page /> });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('is framed at once on a path with neither header nor navigation', async () => {
    const { Page, seen } = framedReader();
    await renderShell({ pathname: '/hi', children: <Page /> });
    expect(seen).not.toContain(false);
  });

  it('shows its title as the heading under the header of the main screens, the sync status in the header (/events)', async () => {
    await renderShell({ pathname: '/events', children: <Screen title="Events">body</Screen> });
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(within(screen.getByRole('banner')).getByTestId('status')).toBeTruthy();
    expect(screen.queryByTestId('sync-indicator')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

describe('Screen alone', () => {
  it('keeps its own header and main', async () => {
    await renderWithRouter(<Screen title="Alone">body</Screen>);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Alone' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('body');
    expect(screen.getByTestId('sync-indicator')).toBeTruthy();
  });
});
