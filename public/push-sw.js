// @ts-check
/// <reference lib="webworker" />
/**
 * Web push in the service worker (imported by the generated /sw.js): shows each push with the app's
 * icon, and a tap opens the screen it is about in a window of the app (one open already, or a new
 * one). The link carries `from_push=<notification id>`, which the app reads to mark that
 * notification read with the member's token: the worker itself holds no token.
 *
 * When the browser renews or drops the subscription (`pushsubscriptionchange`, with no page open
 * perhaps), the worker subscribes again with the same server key and sends the new subscription to
 * the server, proved by the one it replaces: its address and the secret the server gave the device
 * when the app subscribed, which the app keeps in the Cache Storage for the worker
 * (src/lib/push.ts). Without them (push off here, or signed out) there is nothing to renew; a renewal
 * that fails is sent by the app, signed in, when it next starts.
 */
(() => {
  const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
  const ICON = '/icons/icon-192.png';
  const FROM_PUSH_PARAM = 'from_push'; // schemas/push.ts

  /** @param {unknown} value */
  const text = (value, max = 1000) => (typeof value === 'string' ? value.slice(0, max) : '');

  /** The app path a push leads to: one of this app's paths only, with the notification to mark read. */
  function targetOf(/** @type {{ link?: unknown; notification_id?: unknown } | undefined} */ data) {
    const link = text(data?.link, 300);
    const path = link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : '/notifications';
    const url = new URL(path, sw.location.origin);
    const id = text(data?.notification_id, 36);
    if (id) url.searchParams.set(FROM_PUSH_PARAM, id);
    return url;
  }

  /** @param {PushEvent} event */
  function show(event) {
    /** @type {Record<string, unknown>} */
    let data = {};
    try {
      data = event.data ? event.data.json() : {};
    } catch {
      data = {};
    }
    const title = text(data.title, 200) || 'Meetverse';
    return sw.registration.showNotification(title, {
      body: text(data.body),
      icon: ICON,
      badge: ICON,
      // A conversation's pushes replace each other on the phone rather than pile up.
      tag: text(data.tag, 300) || undefined,
      data: { link: text(data.link, 300), notification_id: text(data.notification_id, 36) },
    });
  }

  /** Opens the push's screen: in a window of the app already open (brought forward), else a new one. */
  async function open(/** @type {{ link?: unknown; notification_id?: unknown } | undefined} */ data) {
    const url = targetOf(data);
    const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const same = windows.find((client) => new URL(client.url).origin === url.origin);
    if (same) {
      // Brought forward when the browser allows it (a tap does), and moved to the screen either way.
      await same.focus().catch(() => same);
      const moved = await same.navigate(url.href).catch(() => null);
      if (moved) return moved;
    }
    return sw.clients.openWindow(url.href);
  }

  // src/lib/push.ts: RENEWAL_CACHE, RENEWAL_KEY.
  const RENEWAL_CACHE = 'meetverse-push';
  const RENEWAL_KEY = '/push-renewal';

  /** @typedef {{ endpoint: string; secret: string }} Renewal */

  /** The proof of the subscription the server holds for this device, as the app kept it (null without one). */
  async function keptRenewal() {
    const answer = await (await caches.open(RENEWAL_CACHE)).match(RENEWAL_KEY);
    /** @type {Partial<Renewal> | null} */
    const kept = answer ? await answer.json().catch(() => null) : null;
    return kept && typeof kept.endpoint === 'string' && typeof kept.secret === 'string' ? /** @type {Renewal} */ (kept) : null;
  }

  async function keepRenewal(/** @type {Renewal} */ renewal) {
    const body = JSON.stringify({ endpoint: renewal.endpoint, secret: renewal.secret });
    await (await caches.open(RENEWAL_CACHE)).put(RENEWAL_KEY, new Response(body, { headers: { 'content-type': 'application/json' } }));
  }

  /** The server's VAPID public key (base64url), from the configuration it gives the app. */
  async function serverKey() {
    const answer = await fetch('/api/v1/client-config', { headers: { accept: 'application/json' } });
    if (!answer.ok) throw new Error(`the server's push key could not be read: ${answer.status}`);
    /** @type {{ push?: { vapid_public_key?: unknown } }} */
    const config = await answer.json();
    const key = config.push?.vapid_public_key;
    if (typeof key !== 'string' || !key) throw new Error('this server sends no push');
    return key;
  }

  /**
   * Subscribes again after the browser renewed or dropped the subscription, with the key the old one
   * had (else the server's), and has the server replace the device's subscription with the new one.
   * @param {{ oldSubscription?: PushSubscription | null; newSubscription?: PushSubscription | null }} event
   */
  async function renew(event) {
    const kept = await keptRenewal();
    if (!kept) return 'nothing to renew';
    const { pushManager } = sw.registration;
    const subscription =
      event.newSubscription ??
      (await pushManager.getSubscription()) ??
      (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: event.oldSubscription?.options.applicationServerKey ?? (await serverKey()) }));
    const json = subscription.toJSON();
    const answer = await fetch('/api/v1/push/renewals', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        old_endpoint: kept.endpoint,
        renewal_secret: kept.secret,
        subscription: { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } },
      }),
    });
    // Refused (the server forgot the device, or a newer subscription took its place): the app sees
    // the difference when it next starts and, signed in, subscribes again.
    if (!answer.ok) throw new Error(`the push subscription was not renewed: ${answer.status}`);
    await keepRenewal({ endpoint: subscription.endpoint, secret: kept.secret });
    return 'renewed';
  }

  sw.addEventListener('push', (event) => event.waitUntil(show(event)));
  sw.addEventListener('pushsubscriptionchange', (event) => {
    const change = /** @type {ExtendableEvent & { oldSubscription?: PushSubscription | null; newSubscription?: PushSubscription | null }} */ (event);
    change.waitUntil(renew(change));
  });
  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(open(event.notification.data));
  });

  // What a tap and a renewal do, callable as is (the browser tests reach them through the worker's global).
  Object.assign(sw, { meetversePush: { open, targetOf, renew } });
})();
