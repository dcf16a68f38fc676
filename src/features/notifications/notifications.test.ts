import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { NotificationDoc } from '../../../schemas/notification.schema';
import type { AppDatabase } from '../../../local-store/open-database';
import { closeTestDatabases, openTestDatabase } from '../../test-utils/test-database';
import { createIntl } from 'react-intl';
import deCatalog from '../../../lang/de.json';
import { appPath, groupNotifications, groupTitle, inLanguage, markAllRead, markManyRead, markRead, notificationsQuery, pageOf, PAGE_SIZE, readsMore } from './notifications';

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
    // One change for the screens and the sync, with every document the write changed.
    const writes: number[] = [];
    const subscription = db.notifications.eventBulks$.subscribe((bulk) => writes.push(bulk.events.length));
    onTestFinished(() => subscription.unsubscribe());
    expect(await markAllRead(db, MEMBER)).toBe(5);
    expect(writes).toEqual([5]);

    const byId = new Map((await db.notifications.find().exec()).map((doc) => [doc.id, doc.toJSON()]));
    for (const n of [1, 2, 3, 4, 5]) expect(byId.get(notification(n).id)).toMatchObject({ status: 'read', sync_state: 'pending' });
    // Read already: not written again, so nothing is sent for them.
    for (const n of [6, 7]) expect(byId.get(notification(n).id)).toMatchObject({ status: 'read', sync_state: 'sent', updatedAt: 1000 + n });
    expect(byId.get('theirs')).toMatchObject({ status: 'unread', sync_state: 'sent' });
    // What screens read follows at once.
    expect((await db.notifications.find({ selector: { user_id: MEMBER, status: 'unread' } }).exec()).length).toBe(0);

    writes.length = 0;
    expect(await markAllRead(db, MEMBER)).toBe(0);
    expect(writes).toEqual([]);
  });

  it('marks a whole group read when its row is opened, and counts only those that were unread', async () => {
    const db = await openTestDatabase();
    await db.notifications.bulkInsert([notification(1), notification(2), notification(3, { status: 'read' }), notification(4)]);
    expect(await markManyRead(db, ['n-001', 'n-002', 'n-003'])).toBe(2);
    const docs = await db.notifications.find().exec();
    expect(Object.fromEntries(docs.map((doc) => [doc.id, doc.status]))).toEqual({ 'n-001': 'read', 'n-002': 'read', 'n-003': 'read', 'n-004': 'unread' });
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

describe('grouping notifications', () => {
  const helper = (n: number, name: string, link = '/questions/where-is-room-b') =>
    notification(n, { id: `help-${n}`, title: `${name} can help with your question`, actor_id: `actor-${n}`, link });

  it("makes one row of 21 'can help' on one question: 'Grace Hopper and 20 others can help with your question'", () => {
    const newestFirst = Array.from({ length: 21 }, (_, i) => helper(21 - i, i === 0 ? 'Grace Hopper' : `Helper ${21 - i}`));
    const groups = groupNotifications(newestFirst);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.lead.id).toBe('help-21');
    expect(groups[0]?.members.map((member) => member.id)).toEqual(newestFirst.map((member) => member.id));
    expect(groupTitle(groups[0]!)).toBe('Grace Hopper and 20 others can help with your question');
    expect(groupTitle(groups[0]!, 'Grace')).toBe('Grace Hopper and 20 others can help with your question');
    expect(groupTitle({ ...groups[0]!, lead: { ...groups[0]!.lead, title: 'Someone can help' } }, 'Grace Hopper')).toBe('Grace Hopper and 20 others can help with your question');
  });

  it('groups by question and kind, in the order of each group\'s newest, and says one other in the singular', () => {
    const list = [
      helper(9, 'Ada', '/questions/a'),
      notification(8, { id: 'question-8', kind: 'event_question', title: 'New question in Summit', link: '/questions/a' }),
      helper(7, 'Tim', '/questions/b'),
      helper(6, 'Grace', '/questions/a'),
      notification(5, { id: 'met-5', kind: 'we_met', title: 'You met Tim', link: '/profile/tim' }),
    ];
    const groups = groupNotifications(list);
    expect(groups.map((group) => group.members.map((member) => member.id))).toEqual([['help-9', 'help-6'], ['question-8'], ['help-7'], ['met-5']]);
    expect(groups.map((group) => groupTitle(group))).toEqual([
      'Ada and 1 other can help with your question',
      'New question in Summit',
      'Tim can help with your question',
      'You met Tim',
    ]);
  });

  it('reads on past a page while its rows are fewer than a page, so a group of 22 is not cut at 20', () => {
    const page = Array.from({ length: 20 }, (_, i) => helper(30 - i, `Helper ${i}`));
    expect(readsMore(page, true, 20)).toBe(true);
    expect(readsMore(page, false, 20)).toBe(false);
    expect(readsMore(undefined, true, 20)).toBe(false);
    const distinct = Array.from({ length: 20 }, (_, i) => helper(30 - i, `Helper ${i}`, `/questions/q-${i}`));
    expect(readsMore(distinct, true, 20)).toBe(false);
  });

  it('never groups notifications without a link, nor the one notification of each chat', () => {
    const list = [
      notification(3, { id: 'a', link: undefined }),
      notification(2, { id: 'b', link: undefined }),
      notification(1, { id: 'c', kind: 'chat_message', link: '/messages/r1' }),
      notification(0, { id: 'd', kind: 'chat_message', link: '/messages/r1' }),
    ];
    expect(groupNotifications(list).map((group) => group.members.length)).toEqual([1, 1, 1, 1]);
  });

  it('counts the others of a kind without its own words after the title', () => {
    const list = [notification(2, { id: 'x', kind: 'checkin_reminder', title: 'Check in to Summit', link: '/events/summit' }), notification(1, { id: 'y', kind: 'checkin_reminder', title: 'Check in to Summit', link: '/events/summit' })];
    expect(groupTitle(groupNotifications(list)[0]!)).toBe('Check in to Summit (and 1 other)');
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

describe('a notification in the language on screen', () => {
  const de = createIntl({ locale: 'de', messages: deCatalog as Record<string, string> });
  const base = { id: 'n', user_id: 'u', kind: 'questions_waiting', status: 'unread', created_at: '2026-11-30T09:00:00.000Z', sync_state: 'sent', updatedAt: 1 } as const;

  it('is written from the messages the server kept, with their values', () => {
    const waiting = {
      ...base,
      title: '3 questions wait for approval in Rust Summit',
      body: 'Latest: Lunch?',
      words: { title: { id: 'notices.questionsWaiting.title', values: { count: 3, event: 'Rust Summit' } }, body: { id: 'notices.questionsWaiting.body', values: { question: 'Lunch?' } } },
    };
    expect(inLanguage(waiting, de)).toMatchObject({ title: '3 Fragen warten auf Freigabe in Rust Summit', body: 'Neueste: Lunch?' });
  });

  it('is read back from its English when an older server kept no words, and shows as stored when that is no message', () => {
    const older = { ...base, title: 'A question waits for approval in Rust Summit', body: 'Latest: Lunch?' };
    expect(inLanguage(older, de)).toMatchObject({ title: 'Eine Frage wartet auf Freigabe in Rust Summit', body: 'Neueste: Lunch?' });
    const odd = { ...base, title: 'Welcome', body: 'Doors open at nine' };
    expect(inLanguage(odd, de)).toBe(odd);
  });
});
