import { PUSH_VISIBLE_HEARTBEAT_MS, FROM_PUSH_PARAM, type PushPreferences } from '../../schemas/push';
import { apiRequest, type ApiAnswer } from './api-client';
import { cachedClientConfig, deviceId, pageClientConfig } from './client-config';

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
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('The app is not installed on this device yet: reload and try again')), 10_000));
  return Promise.race([ready, timeout]);
}

/**
 * Turns push on for this device: asks the browser (its permission prompt, the first time), subscribes
 * with the server's key, and gives the server the subscription, replacing the one the device had.
 * Resolves with the permission the browser ended with.
 */
export async function turnOnPushHere(): Promise<NotificationPermission> {
  const key = vapidPublicKey();
  if (!key) throw new Error('This server does not send notifications yet');
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const worker = await registration();
  const existing = await worker.pushManager.getSubscription();
  const subscription = existing ?? (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
  const json = subscription.toJSON();
  await apiRequest<undefined>('PUT', `/users/me/push/devices/${deviceId()}`, {
    body: { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } },
  });
  return permission;
}

/**
 * Stops push to this device: the browser's subscription ends (so the push service answers the server
 * 410 even when the server could not be told) and the server forgets the device.
 */
export async function turnOffPushHere(): Promise<void> {
  if (pushSupport() === 'supported') {
    const worker = await navigator.serviceWorker.getRegistration();
    const subscription = await worker?.pushManager.getSubscription();
    await subscription?.unsubscribe().catch(() => false);
  }
  await apiRequest<undefined>('DELETE', `/users/me/push/devices/${deviceId()}`);
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
