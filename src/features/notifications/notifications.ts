import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import type { MangoQuery, RxDocument } from 'rxdb';
import type { NotificationDoc } from '../../../schemas/notification.schema';
import { noticeWordsOf, type NoticeText, type NoticeWords } from '../../../schemas/notification-words';
import type { AppDatabase } from '../../../local-store/open-database';
import { writeStoredRows } from '../../../local-store/collection-storage';
import { markPending } from '../../../local-store/mark-pending';
import { defineMessages } from '../../i18n/define-messages';
import { messageById } from '../../i18n/by-id';
import { appIntl } from '../../i18n/i18n-provider';
import { ownDirection } from '../../i18n/own-direction';

const messages = defineMessages({
  canHelpGroup: {
    id: 'notifications.group.canHelp',
    defaultMessage: '{name} and {others, plural, one {# other} other {# others}} can help with your question',
  },
  otherGroup: { id: 'notifications.group.other', defaultMessage: '{title} (and {others, plural, one {# other} other {# others}})' },
  someone: { id: 'notifications.group.someone', defaultMessage: 'Someone' },
  notMarked: { id: 'notifications.writes.notMarked', defaultMessage: 'A notification could not be marked read ({status})' },
});

/** A notification's words: as the server kept them, or read back from its English for one an older server made. */
const wordsOfNotice = (notification: NotificationDoc): NoticeWords | undefined => (notification.words as NoticeWords | undefined) ?? noticeWordsOf(notification);

/** One of a notification's texts in the language on screen: its message with its values, or as stored when the catalog has none. */
function noticeText(intl: IntlShape, text: NoticeText | undefined, stored: string | undefined): string | undefined {
  return (text && messageById(intl, text.id, text.values)) ?? stored;
}

/**
 * A notification as the member reads it: its title and body written in the language on screen from
 * the messages the server wrote them from (stored English when it kept none, or in English).
 */
export function inLanguage(notification: NotificationDoc, intl: IntlShape): NotificationDoc {
  const words = wordsOfNotice(notification);
  if (!words) return notification;
  const title = noticeText(intl, words.title, notification.title) ?? notification.title;
  const body = noticeText(intl, words.body, notification.body);
  return title === notification.title && body === notification.body ? notification : { ...notification, title, ...(body === undefined ? {} : { body }) };
}

/** How many notifications a page shows, and how many more 'Show more' adds. */
export const PAGE_SIZE = 20;

/**
 * The member's notifications, newest first (the same time: the later id first, as the server's list
 * orders them), one more than `limit` so the screen knows whether more are left.
 */
export function notificationsQuery(memberId: string, limit: number): MangoQuery<NotificationDoc> {
  return { selector: { user_id: memberId }, sort: [{ created_at: 'desc' }, { id: 'desc' }], limit: limit + 1 };
}

/** What a page shows of what the query found: at most `limit`, and whether more are left. */
export function pageOf<T>(found: readonly T[], limit: number): { shown: T[]; hasMore: boolean } {
  return { shown: found.slice(0, limit), hasMore: found.length > limit };
}

/**
 * Notifications of one kind about one thing (the same link: 21 'can help' on one question) shown as one
 * row. `lead` is the newest of them, `members` all of them, newest first.
 */
export type NotificationGroup = { key: string; lead: NotificationDoc; members: NotificationDoc[] };

/**
 * The end of a 'can help' notification's title as the server writes it ('Grace Hopper can help with your
 * question'): what comes before it is who, named in the group's title.
 */

/**
 * Groups the notifications by kind and what they lead to (a question), in the order of each group's
 * newest, which is the list's order. One without a link is a group of its own; so is a chat's, whose
 * one notification per room the server keeps up to date.
 */
export function groupNotifications(notifications: readonly NotificationDoc[]): NotificationGroup[] {
  const groups = new Map<string, NotificationGroup>();
  for (const notification of notifications) {
    const key = notification.link && notification.kind !== 'chat_message' ? `${notification.kind} ${notification.link}` : `id ${notification.id}`;
    const group = groups.get(key);
    if (group) group.members.push(notification);
    else groups.set(key, { key, lead: notification, members: [notification] });
  }
  return [...groups.values()];
}

/**
 * Whether the screen reads more notifications by itself: a page is `limit` rows, and a row may be a
 * group, so while fewer groups than that are shown and more are on the device, it reads on (a group
 * then counts all of its members: 'Grace and 20 others', not 'and 18 others' cut at a page's end).
 */
export function readsMore(shown: readonly NotificationDoc[] | undefined, hasMore: boolean, limit: number): boolean {
  return Boolean(shown && hasMore && groupNotifications(shown).length < limit);
}

/**
 * What a group's row says: the lead's own title when it is alone; else who did it first named, and how
 * many others ('Grace Hopper and 20 others can help with your question'), named as the lead's title
 * names them; `leadName` (the lead's actor's name, when their profile is on the device) when it does not.
 * In the words of `intl` (the language on screen unless given).
 */
export function groupTitle(group: NotificationGroup, leadName?: string, intl: IntlShape = appIntl()): string {
  // Plain words in, plain text out.
  return titleOf(group, leadName, intl, (words) => words) as string;
}

/**
 * A group's title and its lead's body as its row shows them: the words of `groupTitle` and `inLanguage`,
 * each name and title a member wrote in them isolated, so it keeps its own direction inside the sentence.
 */
export function shownWords(group: NotificationGroup, leadName: string | undefined, intl: IntlShape): { title: ReactNode; body: ReactNode } {
  const body = textOf(intl, wordsOfNotice(group.lead)?.body, ownDirection) ?? (group.lead.body?.trim() || undefined);
  return { title: titleOf(group, leadName, intl, ownDirection), body };
}

/** The values of a notification's words that a member wrote (a name, a title); the others choose a form of the sentence. */
const OWN_WORDS = new Set(['name', 'event', 'question', 'room', 'session', 'answer', 'reason']);

/** One of a notification's texts in the language on screen, each member's words in it as `own` gives them; undefined when the catalog has none. */
function textOf(intl: IntlShape, text: NoticeText | undefined, own: (words: string) => ReactNode): ReactNode {
  if (!text || !(text.id in intl.messages)) return undefined;
  const values = Object.fromEntries(Object.entries(text.values ?? {}).map(([key, value]) => [key, typeof value === 'string' && OWN_WORDS.has(key) ? own(value) : value]));
  // Called by another name: the id is not the source's to extract here.
  const format = intl.formatMessage;
  return format({ id: text.id }, values);
}

function titleOf(group: NotificationGroup, leadName: string | undefined, intl: IntlShape, own: (words: string) => ReactNode): ReactNode {
  const { lead, members } = group;
  const others = members.length - 1;
  const words = wordsOfNotice(lead);
  const title = textOf(intl, words?.title, own) ?? lead.title;
  if (others === 0) return title;
  if (lead.kind !== 'can_help') return intl.formatMessage(messages.otherGroup, { title, others });
  const named = words?.title.values?.name;
  const name = (typeof named === 'string' ? named : '') || leadName || intl.formatMessage(messages.someone);
  return intl.formatMessage(messages.canHelpGroup, { name: own(name), others });
}

/**
 * The path a notification leads to, when it is a path of this app: it starts with one '/', never
 * '//' or '/\' (which a browser reads as another host), so a stored value never leads off the app.
 */
export function appPath(link: string | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  // Control characters and spaces have no place in a path the server made.
  if (/[\s\u0000-\u001f\u007f]/.test(link)) return null;
  return link;
}

/** Marks one notification read on this device, for the sync to send; false when it was read already. */
export async function markRead(db: AppDatabase, id: string): Promise<boolean> {
  const doc = await db.notifications.findOne(id).exec();
  if (!doc || doc.status === 'read') return false;
  await markPending(doc, { status: 'read' });
  return true;
}

/** Marks these notifications read on this device (a group of them opened at once), in one bulk write; resolves with how many it marked. */
export async function markManyRead(db: AppDatabase, ids: readonly string[]): Promise<number> {
  const found = await db.notifications.findByIds([...ids]).exec();
  return markDocsRead(db, [...found.values()].filter((doc) => doc.status === 'unread'), 'notifications-mark-group-read');
}

/**
 * Marks every unread notification of the member read on this device in one bulk write (one storage
 * transaction, one change for the screens), for the sync to send; resolves with how many it marked.
 */
export async function markAllRead(db: AppDatabase, memberId: string): Promise<number> {
  const unread = await db.notifications.find({ selector: { user_id: memberId, status: 'unread' } }).exec();
  return markDocsRead(db, unread, 'notifications-mark-all-read');
}

/** One bulk write of these unread notifications as read; one that changed meanwhile (a pull landing at the same moment) is marked on its own after. */
async function markDocsRead(db: AppDatabase, unread: readonly RxDocument<NotificationDoc>[], context: string): Promise<number> {
  if (unread.length === 0) return 0;
  const rows = unread.map((doc) => {
    const previous = doc.toMutableJSON(true);
    const { sync_error: _dropped, ...rest } = previous;
    return { previous, document: { ...rest, status: 'read' as const, sync_state: 'pending' as const } };
  });
  const result = await writeStoredRows(db.notifications, rows, context);
  let marked = unread.length - result.error.length;
  for (const error of result.error) {
    if (error.status !== 409) throw new Error(appIntl().formatMessage(messages.notMarked, { status: String(error.status) }));
    if (await markRead(db, error.documentId)) marked += 1;
  }
  return marked;
}
