import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationDoc } from '../../../schemas/notification.schema';
import type { AppDatabase } from '../../../local-store/open-database';
import { closeTestDatabases, openTestDatabase } from '../../test-utils/test-database';
import { appPath, markAllRead, markRead, notificationsQuery, pageOf, PAGE_SIZE } from './notifications';

afterEach(closeTestDatabases);

const MEMBER = 'member-1';
const OTHER = 'member-2';
const BASE = Date.parse('2026-11-24T10:00:00Z');

function notification(n: number, fields: Partial<NotificationDoc> = {}): NotificationDoc {
  return {
    id: `n-${String(n).padStart(3, '0')}`,
    user_id: MEMBER,
    kind: 'can_help',
    title: `Notification ${n}`,
    body: 'Where is room B?',
    link: '/questions/where-is-room-b',
    status: 'unread',
    // One a minute: a higher n is newer.
    created_at: new Date(BASE + n * 60_000).toISOString(),
    sync_state: 'sent',
    updatedAt: 1000 + n,
    ...fields,
  };
}

async function page(db: AppDatabase, limit: number) {
  const found = await db.notifications.find(notificationsQuery(MEMBER, limit)).exec();
  return pageOf(found.map((doc) => doc.id), limit);
}

describe('the list of notifications', () => {
  it("shows the member's own, newest first, twenty to a page, and says while more are left", async () => {
    const db = await openTestDatabase('notifications');
    await db.notifications.bulkInsert([
      ...Array.from({ length: 45 }, (_, index) => notification(index + 1)),
      ...Array.from({ length: 3 }, (_, index) => notification(100 + index, { id: `other-${index}`, user_id: OTHER })),
    ]);
    const first = await page(db, PAGE_SIZE);
    expect(PAGE_SIZE).toBe(20);
    expect(first.shown).toHaveLength(20);
    expect(first.shown[0]).toBe('n-045');
    expect(first.shown.at(-1)).toBe('n-026');
    expect(first.hasMore).toBe(true);

    const second = await page(db, 2 * PAGE_SIZE);
    expect(second.shown).toHaveLength(40);
    expect(second.shown.slice(0, 20)).toEqual(first.shown);
    expect(second.hasMore).toBe(true);

    const last = await page(db, 3 * PAGE_SIZE);
    expect(last.shown).toHaveLength(45);
    expect(last.shown.at(-1)).toBe('n-001');
    expect(last.hasMore).toBe(false);
    expect(last.shown.some((id) => id.startsWith('other'))).toBe(false);
  });

  it('orders those made at the same moment as the server lists them: the later id first', async () => {
    const db = await openTestDatabase('notifications');
    const at = new Date(BASE).toISOString();
    await db.notifications.bulkInsert([notification(1, { id: 'b', created_at: at }), notification(2, { id: 'c', created_at: at }), notification(3, { id: 'a', created_at: at })]);
    expect((await page(db, PAGE_SIZE)).shown).toEqual(['c', 'b', 'a']);
  });

  it('shows everything and no more button when exactly a page is there', () => {
    expect(pageOf([1, 2, 3], 3)).toEqual({ shown: [1, 2, 3], hasMore: false });
    expect(pageOf([1, 2, 3, 4], 3)).toEqual({ shown: [1, 2, 3], hasMore: true });
  });
});

describe('reading notifications', () => {
  it("marks every unread one of the member read in one bulk write, leaving read ones and other members' alone", async () => {
    const db = await openTestDatabase('notifications');
    await db.notifications.bulkInsert([
      ...Array.from({ length: 5 }, (_, index) => notification(index + 1)),
      notification(6, { status: 'read' }),
      notification(7, { status: 'read' }),
      notification(8, { id: 'theirs', user_id: OTHER }),
    ]);
    const writes = vi.spyOn(db.notifications.storageInstance, 'bulkWrite');
    expect(await markAllRead(db, MEMBER)).toBe(5);
    expect(writes).toHaveBeenCalledTimes(1);

    const byId = new Map((await db.notifications.find().exec()).map((doc) => [doc.id, doc.toJSON()]));
    for (const n of [1, 2, 3, 4, 5]) expect(byId.get(notification(n).id)).toMatchObject({ status: 'read', sync_state: 'pending' });
    // Read already: not written again, so nothing is sent for them.
    for (const n of [6, 7]) expect(byId.get(notification(n).id)).toMatchObject({ status: 'read', sync_state: 'sent', updatedAt: 1000 + n });
    expect(byId.get('theirs')).toMatchObject({ status: 'unread', sync_state: 'sent' });
    // What screens read follows at once.
    expect((await db.notifications.find({ selector: { user_id: MEMBER, status: 'unread' } }).exec()).length).toBe(0);

    writes.mockClear();
    expect(await markAllRead(db, MEMBER)).toBe(0);
    expect(writes).not.toHaveBeenCalled();
  });

  it('marks one read once: tapping a read one again writes nothing', async () => {
    const db = await openTestDatabase('notifications');
    await db.notifications.insert(notification(1));
    expect(await markRead(db, 'n-001')).toBe(true);
    expect((await db.notifications.findOne('n-001').exec())?.toJSON()).toMatchObject({ status: 'read', sync_state: 'pending' });
    expect(await markRead(db, 'n-001')).toBe(false);
    expect(await markRead(db, 'missing')).toBe(false);
  });
});

describe('where a notification leads', () => {
  it.each([
    ['/questions/where-is-room-b', '/questions/where-is-room-b'],
    ['/profile/grace-hopper', '/profile/grace-hopper'],
    ['/messages/room-1', '/messages/room-1'],
    ['/events/offline-first-summit', '/events/offline-first-summit'],
  ])('follows a path of this app: %s', (link, path) => {
    expect(appPath(link)).toBe(path);
  });

  it.each([['https://evil.example/x'], ['//evil.example/x'], ['/\\evil.example'], ['javascript:alert(1)'], ['questions/x'], [''], [undefined], ['/a b'], ['/a\nb']])(
    'never follows %j',
    (link) => {
      expect(appPath(link)).toBeNull();
    },
  );
});
