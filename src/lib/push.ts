import { PUSH_VISIBLE_HEARTBEAT_MS, FROM_PUSH_PARAM, type PushPreferences } from '../../schemas/push';
import { defineMessages } from '../i18n/define-messages';
import { appIntl, deviceLanguage } from '../i18n/i18n-provider';
import { PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from '../i18n/languages';
import { apiRequest, type ApiAnswer } from './api-client';
import { cachedClientConfig, deviceId, pageClientConfig } from './client-config';

const messages = defineMessages({
  notInstalled: { id: 'lib.push.notInstalled', defaultMessage: 'The app is not installed on this device yet: reload and try again' },
  noPushServer: { id: 'lib.push.noPushServer', defaultMessage: 'This server does not send notifications yet' },
});

export type PushSettings = ApiAnswer<'/users/me/push', 'get'>['data'];

/**
 * Whether this browser can get web push, and if not why: an iPhone or iPad gets it only in the app
 * added to the Home Screen (iOS 16.4 and later); other browsers without a push manager never do.
 */
export type PushSupport = 'supported' | 'ios-not-installed' | 'unsupported';

const isIos = (nav: Navigator) => /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
const installed = () => globalThis.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function pushSupport(): PushSupport {
  if (typeof navigator === 'undefined') return 'unsupported';
  const capable = 'serviceWorker' in navigator && 'PushManager' in globalThis && 'Notification' in globalThis;
  if (isIos(navigator) && !installed()) return 'ios-not-installed';
  return capable ? 'supported' : 'unsupported';
}

/** The server's VAPID public key, from the configuration kept on the device. */
export function vapidPublicKey(storage: Storage = localStorage): string | undefined {
  return (pageClientConfig() ?? cachedClientConfig(storage))?.push?.vapid_public_key;
}

const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
};

export async function getPushSettings(): Promise<PushSettings> {
  const { data } = await apiRequest<ApiAnswer<'/users/me/push', 'get'>>('GET', '/users/me/push', { query: { device_id: deviceId() } });
  return data;
}

export async function savePushPreferences(preferences: PushPreferences): Promise<PushPreferences> {
  const { data } = await apiRequest<ApiAnswer<'/users/me/push/preferences', 'put'>>('PUT', '/users/me/push/preferences', { body: preferences });
  return data;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const ready = navigator.serviceWorker.ready;
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(appIntl().formatMessage(messages.notInstalled))), 10_000));
  return Promise.race([ready, timeout]);
}

/** Where the app keeps, for the service worker, the proof of this device's subscription (public/push-sw.js reads it). */
export const RENEWAL_CACHE = 'meetverse-push';
const RENEWAL_KEY = '/push-renewal';

/**
 * The proof of the subscription the server holds for this device: its address and the secret the
 * server gave for it. The service worker, which holds no sign-in, renews the subscription with it;
 * kept means push is on in this browser.
 */
export type KeptRenewal = { endpoint: string; secret: string };

export async function keptRenewal(): Promise<KeptRenewal | null> {
  const cache = await globalThis.caches?.open(RENEWAL_CACHE);
  const answer = await cache?.match(RENEWAL_KEY);
  const kept = answer ? ((await answer.json().catch(() => null)) as Partial<KeptRenewal> | null) : null;
  return kept && typeof kept.endpoint === 'string' && typeof kept.secret === 'string' ? { endpoint: kept.endpoint, secret: kept.secret } : null;
}

async function keepRenewal(renewal: KeptRenewal): Promise<void> {
  const cache = await globalThis.caches?.open(RENEWAL_CACHE);
  await cache?.put(RENEWAL_KEY, new Response(JSON.stringify(renewal), { headers: { 'content-type': 'application/json' } }));
}

/** Push is off in this browser from now on: nothing is left for the service worker to renew. */
export async function forgetRenewal(): Promise<void> {
  await globalThis.caches?.delete(RENEWAL_CACHE).catch(() => false);
}

const REVOKED_KEY = 'meetverse.pushRevoked';

/** Whether the app stopped push here because the browser no longer allowed it (Settings says so until push is on again). */
export const pushRevokedHere = (storage: Storage = localStorage): boolean => storage.getItem(REVOKED_KEY) === '1';

const changes = new EventTarget();

/** Calls `listener` when the app changed whether this device gets push by itself (at start); returns the way to stop. */
export function onPushChange(listener: () => void): () => void {
  changes.addEventListener('change', listener);
  return () => changes.removeEventListener('change', listener);
}

const subscriptionBody = (subscription: PushSubscription) => {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
};

/** The language this device's pushes are written in: the one the app shows here (English for the pseudo-language). */
export function pushLanguage(): string {
  const { tag } = deviceLanguage();
  return tag === PSEUDO_LANGUAGE.tag ? SOURCE_LANGUAGE : tag;
}

/**
 * Gives the server this device's subscription, in place of the one it had, with the language the app
 * shows here, and keeps its proof for the service worker.
 */
async function sendSubscription(subscription: PushSubscription): Promise<void> {
  const body = subscriptionBody(subscription);
  const { data } = await apiRequest<ApiAnswer<'/users/me/push/devices/{deviceId}', 'put'>>('PUT', `/users/me/push/devices/${deviceId()}`, {
    body: { ...body, language: pushLanguage() },
  });
  await keepRenewal({ endpoint: body.endpoint, secret: data.renewal_secret });
}

/**
 * Turns push on for this device: asks the browser (its permission prompt, the first time), subscribes
 * with the server's key, and gives the server the subscription, replacing the one the device had.
 * Resolves with the permission the browser ended with.
 */
export async function turnOnPushHere(): Promise<NotificationPermission> {
  const key = vapidPublicKey();
  if (!key) throw new Error(appIntl().formatMessage(messages.noPushServer));
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const worker = await registration();
  const existing = await worker.pushManager.getSubscription();
  const subscription = existing ?? (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
  await sendSubscription(subscription);
  localStorage.removeItem(REVOKED_KEY);
  return permission;
}

/**
 * Stops push to this device: the browser's subscription ends (so the push service answers the server
 * 410 even when the server could not be told) and the server forgets the device.
 */
export async function turnOffPushHere(): Promise<void> {
  // First: a failure below must not have the next start turn push on again.
  await forgetRenewal();
  if (pushSupport() === 'supported') {
    const worker = await navigator.serviceWorker.getRegistration();
    const subscription = await worker?.pushManager.getSubscription();
    await subscription?.unsubscribe().catch(() => false);
  }
  await apiRequest<undefined>('DELETE', `/users/me/push/devices/${deviceId()}`);
}

/** What the start-up check reads and does, apart so that it can be tried without a browser. */
export type PushDevice = {
  permission: () => NotificationPermission;
  kept: () => Promise<KeptRenewal | null>;
  /** The browser's subscription of this device, if any. */
  subscription: () => Promise<PushSubscription | null>;
  /** Subscribes with the server's key (no prompt: only called with the permission granted). */
  subscribe: () => Promise<PushSubscription>;
  /** Whether a subscription was made with another key than the server's now (a new key pair). */
  staleKey: (subscription: PushSubscription) => boolean;
  serverCopy: () => Promise<Pick<PushSettings, 'subscribed' | 'endpoint' | 'language'>>;
  /** The language the app shows on this device now, which its pushes should be written in. */
  language: () => string;
  send: (subscription: PushSubscription) => Promise<void>;
  remove: () => Promise<void>;
  forget: () => Promise<void>;
  revoked: () => void;
};

export type StartUpOutcome = 'off here' | 'unchanged' | 'sent' | 'removed';

/**
 * At each start, once, signed in, and again when the member changes the language: when push is on in
 * this browser, the server gets the subscription the browser holds now, if it holds another one (the
 * browser renewed it and the service worker could not say so, or the server dropped it) or the server
 * writes its pushes in another language than the app shows. A subscription the browser lost is made again (the
 * permission stands, so the browser asks nothing); one made with a key the server no longer uses is
 * replaced. If the browser no longer allows notifications, the server forgets the device and Settings
 * says why. With push never turned on here it makes no request; with nothing changed, one read.
 */
export async function resendPushSubscription(device: PushDevice = browserPushDevice()): Promise<StartUpOutcome> {
  const kept = await device.kept();
  const local = await device.subscription();
  if (!kept && !local) return 'off here';
  if (device.permission() !== 'granted') {
    device.revoked();
    await local?.unsubscribe().catch(() => false);
    await device.remove();
    await device.forget();
    return 'removed';
  }
  const server = await device.serverCopy();
  // A subscription nobody turned on for this member here (left behind at a sign-out that failed) stays as it is.
  if (!kept && !server.subscribed) return 'off here';
  let current = local;
  if (current && device.staleKey(current)) {
    await current.unsubscribe().catch(() => false);
    current = null;
  }
  current ??= await device.subscribe();
  const sameLanguage = (server.language ?? SOURCE_LANGUAGE) === device.language();
  if (kept?.endpoint === current.endpoint && server.endpoint === current.endpoint && sameLanguage) return 'unchanged';
  await device.send(current);
  return 'sent';
}

const sameBytes = (a: ArrayBuffer, b: Uint8Array) => a.byteLength === b.byteLength && new Uint8Array(a).every((byte, index) => byte === b[index]);

/** The start-up check's browser: the service worker's push manager, the API, the Cache Storage. */
export function browserPushDevice(): PushDevice {
  const key = vapidPublicKey();
  return {
    permission: () => Notification.permission,
    kept: keptRenewal,
    subscription: async () => (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription() ?? null,
    subscribe: async () => {
      if (!key) throw new Error(appIntl().formatMessage(messages.noPushServer));
      return (await registration()).pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
    },
    staleKey: (subscription) => {
      const used = subscription.options?.applicationServerKey;
      return Boolean(key && used && !sameBytes(used, keyBytes(key)));
    },
    serverCopy: getPushSettings,
    language: pushLanguage,
    send: sendSubscription,
    remove: () => apiRequest<undefined>('DELETE', `/users/me/push/devices/${deviceId()}`),
    forget: forgetRenewal,
    revoked: () => {
      localStorage.setItem(REVOKED_KEY, '1');
      changes.dispatchEvent(new Event('change'));
    },
  };
}

/** The start-up check in this browser, told to whoever shows this device's push (Settings) when it changed something. */
export async function checkPushAtStart(): Promise<StartUpOutcome> {
  if (pushSupport() !== 'supported') return 'off here';
  const outcome = await resendPushSubscription();
  if (outcome === 'sent' || outcome === 'removed') changes.dispatchEvent(new Event('change'));
  return outcome;
}

/** At sign-out: this device stops getting the member's pushes, as far as it can within a few seconds. */
export async function stopPushAtSignOut(): Promise<void> {
  const stop = turnOffPushHere().catch(() => undefined);
  await Promise.race([stop, new Promise((resolve) => setTimeout(resolve, 3_000))]);
}

/**
 * Tells the server while the app is on screen on this device (now, then each minute, and at once when
 * it is hidden): the server sends no push while any device of the member shows the app, and counts a
 * device as showing it for 90 s after it last said so, so a closed tab or a lost network lets pushes
 * through again by itself. Returns the way to stop.
 */
export function reportVisibility(): () => void {
  const say = (visible: boolean) =>
    void apiRequest<undefined>('PUT', `/users/me/push/devices/${deviceId()}/visibility`, { body: { visible } }).catch(() => undefined);
  const now = () => document.visibilityState === 'visible';
  const onChange = () => say(now());
  if (now()) say(true);
  const timer = setInterval(() => {
    if (now() && navigator.onLine) say(true);
  }, PUSH_VISIBLE_HEARTBEAT_MS);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/** The notification a push the member tapped is about, read from the address the service worker opened. */
export function notificationFromPush(search: string = location.search): string | null {
  const id = new URLSearchParams(search).get(FROM_PUSH_PARAM);
  return id && id.length <= 36 ? id : null;
}

/** The address without the push's parameter, as the member should see and share it. */
export function withoutPushParam(href: string = location.href): string {
  const url = new URL(href);
  url.searchParams.delete(FROM_PUSH_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Marks the notification a tapped push was about read, on the server (the device may not hold it yet). */
export async function markPushRead(id: string): Promise<void> {
  await apiRequest('POST', `/notifications/${encodeURIComponent(id)}`, { query: { mark_as: 'read' } });
}
