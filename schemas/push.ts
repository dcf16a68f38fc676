import { Type, type Static } from '@sinclair/typebox';
import { LANGUAGES, languageOf, type Language } from './languages';
import type { NoticeText, NoticeWords } from './notification-words';
import type { NotificationKind } from './notification.schema';
import { isTimeZone, wallTimeInZone } from './time-zone';
import { defineMessages, say, spoken, type WordValues, type Words } from './words';

const words = defineMessages({
  messages: { id: 'rules.push.messages', defaultMessage: 'Messages' },
  messagesHint: { id: 'rules.push.messagesHint', defaultMessage: 'Someone writes to you or in a group you are in' },
  answers: { id: 'rules.push.answers', defaultMessage: 'Answers and accepted answers' },
  answersHint: { id: 'rules.push.answersHint', defaultMessage: 'Someone can help with or answers your question, or an answer is accepted' },
  reminders: { id: 'rules.push.reminders', defaultMessage: 'Session and check-in reminders' },
  remindersHint: { id: 'rules.push.remindersHint', defaultMessage: 'A session you starred starts soon, or check-in opens' },
  moderation: { id: 'rules.push.moderation', defaultMessage: 'Moderation' },
  moderationHint: { id: 'rules.push.moderationHint', defaultMessage: 'What moderators decided about your questions and reports, and what waits for you as a moderator' },
  weMet: { id: 'rules.push.weMet', defaultMessage: "'We met'" },
  weMetHint: { id: 'rules.push.weMetHint', defaultMessage: 'Someone records that you met, or confirms a meeting you recorded' },
  eventChanges: { id: 'rules.push.eventChanges', defaultMessage: 'My events' },
  eventChangesHint: { id: 'rules.push.eventChangesHint', defaultMessage: 'New questions in the events you organise' },
  quietZone: { id: 'rules.push.quietZone', defaultMessage: "Quiet hours need a time zone this server knows: ''{zone}'' is not one" },
  quietEmpty: { id: 'rules.push.quietEmpty', defaultMessage: 'Quiet hours must end at another time than they start' },
  notAUrl: { id: 'rules.push.notAUrl', defaultMessage: 'The push address is not a URL' },
  notHttps: { id: 'rules.push.notHttps', defaultMessage: 'The push address must be an https address of a push service' },
  badKey: { id: 'rules.push.badKey', defaultMessage: "The subscription's p256dh key must be an uncompressed P-256 public key (65 bytes, base64url)" },
  badSecret: { id: 'rules.push.badSecret', defaultMessage: "The subscription's auth secret must be 16 bytes (base64url)" },
  unknownLanguage: { id: 'rules.push.unknownLanguage', defaultMessage: "Pushes are written in a language of the app: ''{language}'' is not one" },
  newMessages: { id: 'rules.push.newMessages', defaultMessage: '{count, plural, one {New message} other {# new messages}}' },
  newMessagesFrom: { id: 'rules.push.newMessagesFrom', defaultMessage: '{count, plural, one {New message from {name}} other {# new messages from {name}}}' },
  newNotification: { id: 'rules.push.newNotification', defaultMessage: 'New notification' },
  newNotificationOf: {
    id: 'rules.push.newNotificationOf',
    defaultMessage:
      "New notification: {category, select, messages {Messages} answers {Answers and accepted answers} reminders {Session and check-in reminders} moderation {Moderation} we_met {''We met''} other {My events}}",
  },
});

/**
 * What reaches a phone while the app is closed: each notification kind belongs to one category a
 * member turns on or off in Settings. Quiet by default: messages, reminders and moderation on, the
 * rest off.
 */
export const PUSH_CATEGORIES = ['messages', 'answers', 'reminders', 'moderation', 'we_met', 'event_changes'] as const;
export type PushCategory = (typeof PUSH_CATEGORIES)[number];

type CategoryFacts = { label: string; description: string; onByDefault: boolean };

export const PUSH_CATEGORY_FACTS: Readonly<Record<PushCategory, CategoryFacts>> = spoken<PushCategory, CategoryFacts>({
  messages: () => ({ label: say(words.messages), description: say(words.messagesHint), onByDefault: true }),
  answers: () => ({ label: say(words.answers), description: say(words.answersHint), onByDefault: false }),
  reminders: () => ({ label: say(words.reminders), description: say(words.remindersHint), onByDefault: true }),
  moderation: () => ({ label: say(words.moderation), description: say(words.moderationHint), onByDefault: true }),
  we_met: () => ({ label: say(words.weMet), description: say(words.weMetHint), onByDefault: false }),
  event_changes: () => ({ label: say(words.eventChanges), description: say(words.eventChangesHint), onByDefault: false }),
});

/**
 * The one table from a notification kind to the category that decides whether it is pushed. A new
 * kind is one line here (the compiler asks for it).
 */
export const PUSH_CATEGORY_OF: Record<NotificationKind, PushCategory> = {
  chat_message: 'messages',
  can_help: 'answers',
  answers_posted: 'answers',
  answer_accepted: 'answers',
  question_solved: 'answers',
  checkin_reminder: 'reminders',
  session_reminder: 'reminders',
  questions_waiting: 'moderation',
  question_approved: 'moderation',
  question_hidden: 'moderation',
  question_answering: 'moderation',
  reports_waiting: 'moderation',
  report_outcome: 'moderation',
  message_hidden: 'moderation',
  answer_hidden: 'moderation',
  we_met: 'we_met',
  meeting_confirmed: 'we_met',
  event_question: 'event_changes',
};

/** The category of a stored kind; a kind this build does not know is never pushed. */
export const pushCategoryOf = (kind: string): PushCategory | undefined => (Object.hasOwn(PUSH_CATEGORY_OF, kind) ? PUSH_CATEGORY_OF[kind as NotificationKind] : undefined);

/** At most one push per conversation in this long; what comes meanwhile goes in one grouped push after it. */
export const PUSH_GROUP_WINDOW_MS = 5 * 60_000;
/** A device that said it shows the app counts as showing it for this long unless it says so again. */
export const PUSH_VISIBLE_FOR_MS = 90_000;
/** How often an app on screen says so. */
export const PUSH_VISIBLE_HEARTBEAT_MS = 60_000;

const wallClock = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: "A time of day, 'HH:MM' (24 hours)" });

export const pushPreferencesSchema = Type.Object(
  {
    categories: Type.Object(
      Object.fromEntries(PUSH_CATEGORIES.map((category) => [category, Type.Boolean({ description: PUSH_CATEGORY_FACTS[category].description })])) as Record<
        PushCategory,
        ReturnType<typeof Type.Boolean>
      >,
      { additionalProperties: false, description: 'Which kinds of notification are pushed' },
    ),
    quiet_hours: Type.Union([Type.Object({ from: wallClock, to: wallClock }, { additionalProperties: false }), Type.Null()], {
      description: 'No push between these times of day in time_zone (held pushes are not sent later); null for none',
    }),
    time_zone: Type.String({ maxLength: 64, description: 'The IANA time zone quiet hours are read in' }),
    previews: Type.Boolean({ description: 'Whether a push shows who wrote and what; off, it only says what kind of thing happened' }),
  },
  { additionalProperties: false },
);
export type PushPreferences = Static<typeof pushPreferencesSchema>;

export function defaultPushPreferences(timeZone = 'UTC'): PushPreferences {
  return {
    categories: Object.fromEntries(PUSH_CATEGORIES.map((category) => [category, PUSH_CATEGORY_FACTS[category].onByDefault])) as Record<PushCategory, boolean>,
    quiet_hours: null,
    time_zone: timeZone,
    previews: true,
  };
}

/** Why these preferences cannot be stored, in the form's words (null when they can). */
export function pushPreferencesProblem(preferences: PushPreferences): string | null {
  const zone: string = preferences.time_zone;
  if (!isTimeZone(zone)) return say(words.quietZone, { zone: String(zone).slice(0, 64) });
  const quiet = preferences.quiet_hours;
  if (quiet && quiet.from === quiet.to) return say(words.quietEmpty);
  return null;
}

/** Whether an instant falls in the member's quiet hours (which may span midnight: 22:00 to 07:00). */
export function inQuietHours(preferences: Pick<PushPreferences, 'quiet_hours' | 'time_zone'>, at: Date | number): boolean {
  const quiet = preferences.quiet_hours;
  if (!quiet) return false;
  const zone = isTimeZone(preferences.time_zone) ? preferences.time_zone : 'UTC';
  const now = wallTimeInZone(at, zone).slice(11, 16);
  return quiet.from < quiet.to ? now >= quiet.from && now < quiet.to : now >= quiet.from || now < quiet.to;
}

/** Whether a member with these preferences gets a push of this kind now. */
export function pushWanted(preferences: PushPreferences, kind: string, at: Date | number): boolean {
  const category = pushCategoryOf(kind);
  return Boolean(category && preferences.categories[category]) && !inQuietHours(preferences, at);
}

/** A device's push subscription, as the browser's PushSubscription.toJSON() gives it. */
export const pushSubscriptionSchema = Type.Object(
  {
    endpoint: Type.String({ minLength: 1, maxLength: 1000, description: "The push service's address for this device" }),
    keys: Type.Object({ p256dh: Type.String({ minLength: 1, maxLength: 200 }), auth: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: true }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  },
  { additionalProperties: false },
);
export type PushSubscriptionBody = Static<typeof pushSubscriptionSchema>;

/** A device's subscription as the app sends it: with the language the app shows, which its pushes are written in. */
export const pushDeviceSchema = Type.Object(
  {
    ...pushSubscriptionSchema.properties,
    language: Type.Optional(
      Type.Union([Type.String({ maxLength: 35 }), Type.Null()], {
        description: "The language tag the app shows on this device (one of the app's languages); its pushes are written in it. Absent or null: English",
      }),
    ),
  },
  { additionalProperties: false },
);
export type PushDeviceBody = Static<typeof pushDeviceSchema>;

/** One of the app's languages by its tag (any case), or undefined. */
export function pushLanguageOf(tag: string): Language | undefined {
  const language = languageOf(tag);
  return language && LANGUAGES.includes(language) ? language : undefined;
}

/** Why a push cannot be written in this language (null when it can, or when none is given: English). */
export function pushLanguageProblem(tag: string | null | undefined): string | null {
  if (tag === null || tag === undefined || pushLanguageOf(tag)) return null;
  return say(words.unknownLanguage, { language: tag.slice(0, 35) });
}

/** Why the server will not send to this address: a push service is reached over https (`allowHttp` for a test's own). */
export function pushEndpointProblem(endpoint: string, allowHttp: boolean): string | null {
  const url = URL.parse(endpoint);
  if (!url) return say(words.notAUrl);
  if (url.protocol === 'https:' || (allowHttp && url.protocol === 'http:')) return null;
  return say(words.notHttps);
}

/** The base64url of `bytes` bytes, unpadded (as PushSubscription.toJSON() writes it) or padded. */
const base64urlOf = (bytes: number) => new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}(={${(3 - (bytes % 3)) % 3}})?$`);
const P256DH = base64urlOf(65);
const AUTH = base64urlOf(16);

/**
 * Why the server cannot encrypt for these keys (null when it can): `p256dh` is the device's P-256
 * public key, uncompressed (65 bytes, the first 0x04, so its base64url starts with 'B'), and `auth`
 * its 16-byte secret (RFC 8291 §3).
 */
export function pushKeysProblem(keys: { p256dh: string; auth: string }): string | null {
  if (!P256DH.test(keys.p256dh) || !keys.p256dh.startsWith('B')) return say(words.badKey);
  if (!AUTH.test(keys.auth)) return say(words.badSecret);
  return null;
}

/** The secret the server gives a device when it subscribes, for its service worker to prove the subscription with (bytes). */
export const PUSH_RENEWAL_SECRET_BYTES = 32;

export const pushSubscribedSchema = Type.Object({
  renewal_secret: Type.String({
    description: "The device's proof of this subscription: its service worker sends it with the subscription's address to renew it (POST /push/renewals); the server keeps only its digest",
  }),
});

/**
 * A renewal from a device's service worker, which holds no sign-in: when the browser renews or drops
 * the subscription (`pushsubscriptionchange`), the worker subscribes again and sends the new one here.
 */
export const pushRenewalSchema = Type.Object(
  {
    old_endpoint: Type.String({ minLength: 1, maxLength: 1000, description: 'The push address the device held, as the server last heard it' }),
    renewal_secret: Type.String({ minLength: 1, maxLength: 200, description: 'The secret the server gave the device when it subscribed' }),
    subscription: pushSubscriptionSchema,
  },
  { additionalProperties: false },
);
export type PushRenewalBody = Static<typeof pushRenewalSchema>;

/** A stored subscription as a renewal is checked against: its address and the digest of its secret. */
export type RenewableSubscription = { endpoint: string; renewal_digest: string | null };

/**
 * The stored subscription a renewal replaces, or null. Nothing in a renewal names the member or the
 * device: the stored subscription it proves does, and the new one takes its place for the same member
 * and device. It proves it with the secret given at subscribe time (as digests: `secretDigest`, of
 * the renewal's secret, against the one stored) and the address it replaces: the one stored, or the
 * new one already (the same renewal sent again when its answer was lost). And it takes no address
 * another device holds (a push service gives a renewal a fresh one). Anything else (another device's
 * address, a wrong or made-up secret, a subscription stored without one, or gone) is refused as a
 * missing subscription, so a renewal tells nobody whether an address is known. `held` are the stored
 * subscriptions of the renewal's two addresses.
 */
export function renewalTarget<S extends RenewableSubscription>(held: readonly S[], renewal: Pick<PushRenewalBody, 'old_endpoint' | 'subscription'>, secretDigest: string): S | null {
  const proven = held.find(
    (stored) => stored.renewal_digest !== null && stored.renewal_digest === secretDigest && (stored.endpoint === renewal.old_endpoint || stored.endpoint === renewal.subscription.endpoint),
  );
  if (!proven) return null;
  const taken = held.some((stored) => stored !== proven && stored.endpoint === renewal.subscription.endpoint);
  return taken ? null : proven;
}

export const pushVisibilitySchema = Type.Object({ visible: Type.Boolean({ description: 'Whether the app is on screen on this device now' }) }, { additionalProperties: false });

/** What the service worker gets in a push: what to show, and the notification to mark read on tap. */
export type PushPayload = { title: string; body: string; link: string; notification_id: string; tag: string; kind: string };

/** The query parameter of a link opened from a push: the notification the app marks read. */
export const FROM_PUSH_PARAM = 'from_push';

/**
 * Writes a message in the language of the device a push goes to (the server's catalogs): undefined
 * when no catalog has it, and then the push shows the words as stored.
 */
export type PushSpeaker = (words: { readonly id: string; readonly defaultMessage?: string }, values?: WordValues) => string | undefined;

/**
 * The words of a push, in the device's language (`speak`; English without it). With previews off it
 * names only the kind of thing ('New message'), never who or what; several messages of one
 * conversation held back become one ('3 new messages from Grace'). A notification's own title and body
 * are written from its words, or shown as stored when it has none (an older server's).
 */
export function pushWords(
  notification: { kind: string; title: string; body?: string; words?: NoticeWords | undefined },
  options: { previews: boolean; count: number; actorName?: string; speak?: PushSpeaker },
): { title: string; body: string } {
  const tell = (message: Words, values?: WordValues) => options.speak?.(message, values) ?? say(message, values);
  const stored = (text: NoticeText | undefined, fallback: string) => (text && options.speak?.(text, text.values)) ?? fallback;
  const category = pushCategoryOf(notification.kind);
  const title = () => stored(notification.words?.title, notification.title);
  const body = () => stored(notification.words?.body, notification.body ?? '');
  if (notification.kind === 'chat_message') {
    if (!options.previews) return { title: tell(words.newMessages, { count: Math.max(1, options.count) }), body: '' };
    if (options.count > 1) {
      const grouped = options.actorName ? tell(words.newMessagesFrom, { count: options.count, name: options.actorName }) : tell(words.newMessages, { count: options.count });
      return { title: grouped, body: body() };
    }
    return { title: title(), body: body() };
  }
  if (!options.previews) return { title: category ? tell(words.newNotificationOf, { category }) : tell(words.newNotification), body: '' };
  return { title: title(), body: body() };
}
