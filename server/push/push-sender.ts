import webpush from 'web-push';
import type { NoticeWords } from '../../schemas/notification-words';
import { defaultPushPreferences, PUSH_GROUP_WINDOW_MS, pushWanted, pushWords, type PushPayload, type PushPreferences } from '../../schemas/push';
import type { Database } from '../db/database';
import { speakIn } from '../i18n';
import type { Change } from '../replication/change-bus';
import type { Doc } from '../replication/collection-def';
import { COLLECTIONS } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import type { Viewer } from '../auth/viewer';
import type { VapidKeys } from './vapid';

/** How long a push service keeps a push for a device that is off (seconds). */
const PUSH_TTL_S = 24 * 60 * 60;
/** A push service that does not answer in this long is given up on for this push. */
const SEND_TIMEOUT_MS = 10_000;

type Log = { error: (error: unknown, message?: string) => void; warn: (message: string) => void };
type Subscription = { user_id: string; device_id: string; endpoint: string; p256dh: string; auth: string; language: string | null };

export type PushSenderOptions = {
  database: Database;
  store: DocumentStore;
  keys: VapidKeys;
  log: Log;
  sweepMs: number;
  now?: () => number;
};

/** A member's push choices as stored, or the quiet defaults. */
export async function preferencesOf(database: Database, userId: string): Promise<PushPreferences> {
  const row = await database.db.selectFrom('push_preferences').select('preferences').where('user_id', '=', userId).executeTakeFirst();
  return storedPreferences(row?.preferences);
}

/** Push choices as stored (JSON), or the quiet defaults when there are none or they do not read. */
function storedPreferences(stored: string | null | undefined): PushPreferences {
  if (!stored) return defaultPushPreferences();
  try {
    return { ...defaultPushPreferences(), ...(JSON.parse(stored) as PushPreferences) };
  } catch {
    return defaultPushPreferences();
  }
}

/**
 * Sends web push for the notifications this process commits, after the commit: a write another
 * process took is that process's to push, so each goes once. A notification is pushed when it is
 * written unread by someone other than its recipient (new, or made unread again, or a conversation's
 * newer message), its kind's category is on, it is not the member's quiet hours, and no device of the
 * member shows the app. A conversation gets at most one push per window; what comes meanwhile is
 * counted and sent as one grouped push when the window ends.
 */
export class PushSender {
  private readonly inFlight = new Set<Promise<void>>();
  private stopCommitted: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly now: () => number;

  constructor(private readonly options: PushSenderOptions) {
    this.now = options.now ?? Date.now;
  }

  start(): void {
    this.stopCommitted = this.options.store.onCommitted((changes, writer) => this.committed(changes, writer));
    this.timer = setInterval(() => this.track(this.sweep()), this.options.sweepMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopCommitted?.();
    clearInterval(this.timer);
    await this.settled();
  }

  /** Resolves when every push begun so far has been sent or given up on. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private track(work: Promise<void>): void {
    const tracked = work.catch((error: unknown) => this.options.log.error(error, 'push failed')).finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  private committed(changes: Change[], writer: Viewer): void {
    for (const change of changes) {
      if (change.collection !== 'notifications') continue;
      for (const doc of change.documents as Doc<'notifications'>[]) {
        // The recipient's own change (marking read, or unread again) is nothing new to them.
        if (doc._deleted || doc.status !== 'unread' || (writer?.userId && writer.userId === doc.user_id)) continue;
        this.track(this.deliver(doc));
      }
    }
  }

  private async deliver(doc: Doc<'notifications'>): Promise<void> {
    const { database } = this.options;
    const now = this.now();
    // The member's choices and whether a device of theirs shows the app, in one query.
    const found = await database.db
      .selectNoFrom((eb) => [
        eb.selectFrom('push_preferences').select('preferences').where('user_id', '=', doc.user_id).as('preferences'),
        eb.exists(eb.selectFrom('push_presence').select('device_id').where('user_id', '=', doc.user_id).where('visible_until', '>', now)).as('showing'),
      ])
      .executeTakeFirstOrThrow();
    const preferences = storedPreferences(found.preferences);
    if (!pushWanted(preferences, doc.kind, now) || Boolean(found.showing)) return;
    if (doc.kind === 'chat_message' && !(await this.openWindow(doc, now))) return;
    await this.send(doc, preferences, 1);
  }

  /**
   * Opens the conversation's window for a push now, or counts the message in the window open already:
   * true when this push may go. One conditional upsert makes one winner among processes: a window
   * missing or ended opens (held 0), one still open counts the message (held 1 or more).
   */
  private async openWindow(doc: Doc<'notifications'>, now: number): Promise<boolean> {
    const { db } = this.options.database;
    const tag = conversationTag(doc);
    const window = await db
      .insertInto('push_windows')
      .values({ user_id: doc.user_id, tag, notification_id: doc.id, window_until: now + PUSH_GROUP_WINDOW_MS, held: 0 })
      .onConflict((oc) =>
        oc.columns(['user_id', 'tag']).doUpdateSet((eb) => ({
          held: eb.case().when('push_windows.window_until', '<=', now).then(0).else(eb('push_windows.held', '+', 1)).end(),
          window_until: eb.case().when('push_windows.window_until', '<=', now).then(eb.ref('excluded.window_until')).else(eb.ref('push_windows.window_until')).end(),
          notification_id: eb.ref('excluded.notification_id'),
        })),
      )
      .returning('held')
      .executeTakeFirstOrThrow();
    return Number(window.held) === 0;
  }

  /**
   * Sends what conversations held back once their window ended, as one push each ('3 new messages
   * from Grace'), and opens a new window from then. Each process sweeps; a window is claimed by a
   * conditional write, so one process sends it.
   */
  async sweep(): Promise<void> {
    const { db } = this.options.database;
    const now = this.now();
    const due = await db.selectFrom('push_windows').selectAll().where('held', '>', 0).where('window_until', '<=', now).execute();
    for (const row of due) {
      const claimed = await db
        .updateTable('push_windows')
        .set({ held: 0, window_until: now + PUSH_GROUP_WINDOW_MS })
        .where('user_id', '=', row.user_id)
        .where('tag', '=', row.tag)
        .where('held', '=', row.held)
        .where('window_until', '=', row.window_until)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      const doc = await this.options.store.get(COLLECTIONS.notifications, row.notification_id);
      // Read meanwhile (in the app or on another device): nothing is left to tell.
      if (!doc || doc._deleted || doc.status !== 'unread') continue;
      const preferences = await preferencesOf(this.options.database, doc.user_id);
      if (!pushWanted(preferences, doc.kind, now) || (await this.showing(doc.user_id, now))) continue;
      await this.send(doc, preferences, row.held);
    }
  }

  /** Whether a device of the member shows the app now. */
  private async showing(userId: string, now: number): Promise<boolean> {
    const row = await this.options.database.db
      .selectFrom('push_presence')
      .select('device_id')
      .where('user_id', '=', userId)
      .where('visible_until', '>', now)
      .executeTakeFirst();
    return Boolean(row);
  }

  private async send(doc: Doc<'notifications'>, preferences: PushPreferences, count: number): Promise<void> {
    const { database, keys, log } = this.options;
    const subscriptions: Subscription[] = await database.db.selectFrom('push_subscriptions').select(['user_id', 'device_id', 'endpoint', 'p256dh', 'auth', 'language']).where('user_id', '=', doc.user_id).execute();
    if (subscriptions.length === 0) return;
    const actor = preferences.previews && doc.actor_id ? await this.options.store.get(COLLECTIONS.users, doc.actor_id) : undefined;
    const notification = { kind: doc.kind, title: doc.title, body: doc.body, words: doc.words as NoticeWords | undefined };
    // Each device reads its push in the language its app shows (English when it never said).
    const payloads = new Map<string | null, string>();
    const payloadIn = (language: string | null) => {
      let text = payloads.get(language);
      if (text === undefined) {
        const words = pushWords(notification, {
          previews: preferences.previews,
          count,
          actorName: actor?.full_name || undefined,
          speak: (message, values) => speakIn(language, message, values),
        });
        const payload: PushPayload = { ...words, link: doc.link ?? '/notifications', notification_id: doc.id, tag: conversationTag(doc), kind: preferences.previews ? doc.kind : '' };
        text = JSON.stringify(payload);
        payloads.set(language, text);
      }
      return text;
    };
    await Promise.all(
      subscriptions.map(async (subscription) => {
        const text = payloadIn(subscription.language);
        const request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, text, {
          vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: PUSH_TTL_S,
          urgency: doc.kind === 'chat_message' ? 'high' : 'normal',
        });
        let status: number;
        try {
          const response = await fetch(request.endpoint, {
            method: request.method,
            headers: request.headers as Record<string, string>,
            body: request.body ? new Uint8Array(request.body) : null,
            signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
            redirect: 'error',
          });
          status = response.status;
          await response.body?.cancel();
        } catch (error) {
          log.warn(`push service unreachable: ${error instanceof Error ? error.message : String(error)}`);
          return;
        }
        // Gone for good (RFC 8030 §7.3): the device unsubscribed or the subscription expired.
        if (status === 404 || status === 410) {
          await database.db
            .deleteFrom('push_subscriptions')
            .where('user_id', '=', subscription.user_id)
            .where('device_id', '=', subscription.device_id)
            .where('endpoint', '=', subscription.endpoint)
            .execute();
        } else if (status >= 400) log.warn(`push service answered ${status}`);
      }),
    );
  }
}

/** The conversation a notification belongs to: its link (one room), else itself. */
const conversationTag = (doc: Doc<'notifications'>): string => (doc.kind === 'chat_message' && doc.link ? doc.link : doc.id).slice(0, 300);
