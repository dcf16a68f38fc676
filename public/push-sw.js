// @ts-check
/// <reference lib="webworker" />
/**
 * Web push in the service worker (imported by the generated /sw.js): shows each push with the app's
 * icon, and a tap opens the screen it is about in a window of the app (one open already, or a new
 * one). The link carries `from_push=<notification id>`, which the app reads to mark that
 * notification read with the member's token: the worker itself holds no token.
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

  sw.addEventListener('push', (event) => event.waitUntil(show(event)));
  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(open(event.notification.data));
  });

  // What a tap does, callable as is (the browser tests reach it through the worker's global).
  Object.assign(sw, { meetversePush: { open, targetOf } });
})();
