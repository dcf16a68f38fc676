// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test-utils/render-with-router';
import { screenAt } from '../../test-utils/screen-at';
import { BottomNav, type BottomNavProps } from './bottom-nav';

const ada = { id: '3f0c9a52-0a55-4c47-9b8e-1f1d2b9e0c11', slug: 'ada-lovelace' };

/** The navigation with the item the app's route for `pathname` highlights. */
function renderNav(props: Partial<BottomNavProps> & { pathname: string }) {
  return renderWithRouter(<BottomNav current={screenAt(props.pathname).nav ?? null} user={ada} unreadMessages={0} {...props} />, { path: props.pathname });
}

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const items = () => Array.from(screen.getByRole('navigation', { name: 'Main' }).querySelectorAll('[data-item]'));
const item = (name: string) => items().find((element) => element.getAttribute('data-item') === name) as HTMLElement;

describe('BottomNav', () => {
  it('has Events, Home in the centre, Connect and Messages, in that order', async () => {
    await renderNav({ pathname: '/home' });
    const labels = nav().getAllByRole('listitem').map((entry) => entry.textContent);
    expect(labels).toEqual(['Events', 'Home', 'Connect', 'Messages']);
    expect(item('events').getAttribute('href')).toBe('/events');
    expect(item('home').getAttribute('href')).toBe('/home');
    expect(item('messages').getAttribute('href')).toBe('/messages');
  });

  it.each([
    { pathname: '/events', active: 'events', current: 'page' },
    { pathname: '/home', active: 'home', current: 'page' },
    { pathname: '/messages', active: 'messages', current: 'page' },
    { pathname: '/notifications', active: null, current: null },
  ])('marks $active alone as current ($current) on $pathname', async ({ pathname, active, current }) => {
    await renderNav({ pathname });
    const marked = items().filter((element) => element.hasAttribute('aria-current'));
    expect(marked.map((element) => element.getAttribute('data-item'))).toEqual(active ? [active] : []);
    expect(marked[0]?.getAttribute('aria-current') ?? null).toBe(current);
  });

  it('marks Home as the current section, not the current page, on a question', async () => {
    await renderNav({ pathname: '/questions/where-is-room-b' });
    expect(item('home').getAttribute('aria-current')).toBe('true');
    expect(items().filter((element) => element.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('draws the active tab with its filled icon and the others with outlines', async () => {
    await renderNav({ pathname: '/messages' });
    expect(item('messages').querySelector('svg')?.getAttribute('fill')).toBe('currentColor');
    for (const other of ['events', 'home', 'connect']) expect(item(other).querySelector('svg')?.getAttribute('fill')).toBe('none');
  });

  it("is the phone's bar unless the screen has it on a desktop only, and its product name is not read twice", async () => {
    const { unmount } = await renderNav({ pathname: '/home' });
    expect(screen.getByRole('navigation', { name: 'Main' }).hasAttribute('data-desktop-only')).toBe(false);
    unmount();
    await renderNav({ pathname: '/messages/thread-1', current: 'messages', desktopOnly: true });
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    expect(navigation.hasAttribute('data-desktop-only')).toBe(true);
    expect(item('messages').getAttribute('aria-current')).toBe('true');
    expect(navigation.querySelector('[aria-hidden="true"] img')?.getAttribute('alt')).toBe('');
  });

  it('keeps every icon out of the spoken names', async () => {
    await renderNav({ pathname: '/home' });
    for (const icon of screen.getByRole('navigation', { name: 'Main' }).querySelectorAll('svg')) expect(icon.getAttribute('aria-hidden')).toBe('true');
  });

  it("links Connect to the member's own profile by slug with show_qr=1", async () => {
    await renderNav({ pathname: '/home' });
    expect(nav().getByRole('link', { name: 'Connect' }).getAttribute('href')).toBe('/profile/ada-lovelace?show_qr=1');
  });

  it('links Connect by the URL-encoded id when there is no slug', async () => {
    await renderNav({ pathname: '/home', user: { id: 'id with space' } });
    expect(nav().getByRole('link', { name: 'Connect' }).getAttribute('href')).toBe('/profile/id%20with%20space?show_qr=1');
  });

  it('disables Connect until the member is known', async () => {
    await renderNav({ pathname: '/events', user: null });
    const connect = nav().getByRole('button', { name: 'Connect' });
    expect((connect as HTMLButtonElement).disabled).toBe(true);
    expect(nav().queryByRole('link', { name: 'Connect' })).toBeNull();
  });

  it.each([
    { count: 0, name: 'Messages', shown: null },
    { count: 1, name: 'Messages, 1 unread', shown: '1' },
    { count: 99, name: 'Messages, 99 unread', shown: '99' },
    { count: 250, name: 'Messages, more than 99 unread', shown: '99+' },
  ])('badges Messages with $shown for $count unread chats', async ({ count, name, shown }) => {
    await renderNav({ pathname: '/home', unreadMessages: count });
    const messages = nav().getByRole('link', { name });
    expect(messages.querySelector('[data-count]')?.getAttribute('data-count') ?? null).toBe(shown);
  });
});
