// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationDoc } from '../../../../schemas/notification.schema';
import type { UserDoc } from '../../../../schemas/user.schema';
import { renderWithRouter } from '../../../test-utils/render-with-router';
import { NotificationList } from './notification-list';

afterEach(cleanup);

const TIM = 'tim-id';
const tim = { id: TIM, full_name: 'Tim Berners-Lee', slug: 'tim-berners-lee', sync_state: 'sent', updatedAt: 1 } as UserDoc;

function notification(fields: Partial<NotificationDoc>): NotificationDoc {
  return {
    id: 'n-1',
    user_id: 'grace-id',
    kind: 'can_help',
    title: 'Tim Berners-Lee can help with your question',
    body: 'Where is room B?',
    link: '/questions/where-is-room-b',
    actor_id: TIM,
    status: 'unread',
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    sync_state: 'sent',
    updatedAt: 1,
    ...fields,
  };
}

describe('the notification list', () => {
  it('names an unread one as unread, describes it with its body and time, and links to what it is about', async () => {
    const onOpen = vi.fn();
    const unread = notification({});
    const { router } = await renderWithRouter(<NotificationList notifications={[unread]} actors={new Map([[TIM, tim]])} onOpen={onOpen} />, { path: '/notifications' });
    const link = screen.getByRole('link', { name: 'Unread: Tim Berners-Lee can help with your question' });
    expect(link.getAttribute('href')).toBe('/questions/where-is-room-b');
    expect(link.getAttribute('aria-describedby')).toBeTruthy();
    const description = (link.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(description).toEqual(['Where is room B?', '5 minutes ago']);
    expect(screen.getByTestId('notification').hasAttribute('data-unread')).toBe(true);

    await act(async () => {
      fireEvent.click(link);
    });
    expect(onOpen).toHaveBeenCalledWith(unread);
    await vi.waitFor(() => expect(router.history.location.pathname).toBe('/questions/where-is-room-b'));
  });

  it('shows a reminder of a starred session with a clock instead of a picture, leading to the session', async () => {
    const reminder = notification({ kind: 'session_reminder', actor_id: undefined, title: 'Keynote starts in 10 minutes', body: 'Main hall · Offline First Summit', link: '/events/offline-first-summit/sessions/s-1' });
    await renderWithRouter(<NotificationList notifications={[reminder]} actors={new Map()} onOpen={() => {}} />);
    const row = screen.getByTestId('notification');
    const link = within(row).getByRole('link', { name: 'Unread: Keynote starts in 10 minutes' });
    expect(link.getAttribute('href')).toBe('/events/offline-first-summit/sessions/s-1');
    expect(row.querySelector('.tabler-icon-clock-play')).not.toBeNull();
    expect(row.textContent).toContain('Main hall · Offline First Summit');
    expect(row.textContent).not.toContain('?');
  });

  it("shows a read one plainly, and '?' for someone whose profile is not on the device", async () => {
    await renderWithRouter(<NotificationList notifications={[notification({ status: 'read', actor_id: 'unknown' })]} actors={new Map()} onOpen={() => {}} />);
    const row = screen.getByTestId('notification');
    expect(row.hasAttribute('data-unread')).toBe(false);
    expect(within(row).getByRole('link', { name: 'Tim Berners-Lee can help with your question' })).toBeTruthy();
    expect(row.textContent).toContain('?');
  });

  it('never follows a link that is not a path of this app: the row only marks it read', async () => {
    const onOpen = vi.fn();
    await renderWithRouter(<NotificationList notifications={[notification({ link: '//evil.example/phish' })]} actors={new Map()} onOpen={onOpen} />);
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Unread: / }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("shows 21 'can help' on one question as one row, 'Tim Berners-Lee and 20 others', linking to the question, and opening it marks all of them read", async () => {
    const onOpen = vi.fn();
    const helpers = Array.from({ length: 21 }, (_, i) =>
      notification({
        id: `n-${i}`,
        actor_id: i === 0 ? TIM : `helper-${i}`,
        title: i === 0 ? 'Tim Berners-Lee can help with your question' : `Helper ${i} can help with your question`,
        created_at: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
        status: i === 5 ? 'read' : 'unread',
      }),
    );
    const other = notification({ id: 'other', title: 'Ada Lovelace can help with your question', link: '/questions/another', actor_id: 'ada' });
    await renderWithRouter(<NotificationList notifications={[...helpers, other]} actors={new Map([[TIM, { ...tim, first_name: 'Tim' }]])} onOpen={onOpen} />, { path: '/notifications' });
    const rows = screen.getAllByTestId('notification');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.getAttribute('data-group-size')).toBe('21');
    const link = within(rows[0] as HTMLElement).getByRole('link', { name: 'Unread: Tim Berners-Lee and 20 others can help with your question' });
    expect(link.getAttribute('href')).toBe('/questions/where-is-room-b');
    expect(rows[0]?.textContent).toContain('1 minute ago');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(onOpen).toHaveBeenCalledTimes(1);
    const [opened, alsoRead] = onOpen.mock.calls[0] as [NotificationDoc, NotificationDoc[]];
    expect(opened.id).toBe('n-0');
    expect(alsoRead.map((n) => n.id)).toEqual(helpers.slice(1).filter((n) => n.status === 'unread').map((n) => n.id));
    expect(alsoRead).toHaveLength(19);
  });

  it('shows a group read when every one of it is read', async () => {
    const read = [notification({ id: 'a', status: 'read' }), notification({ id: 'b', status: 'read', actor_id: 'x', title: 'X can help with your question' })];
    await renderWithRouter(<NotificationList notifications={read} actors={new Map([[TIM, tim]])} onOpen={() => {}} />);
    const row = screen.getByTestId('notification');
    expect(row.hasAttribute('data-unread')).toBe(false);
    expect(within(row).getByRole('link', { name: 'Tim Berners-Lee and 1 other can help with your question' })).toBeTruthy();
  });
});
