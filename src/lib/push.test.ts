import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationFromPush, pushSupport, resendPushSubscription, withoutPushParam, type KeptRenewal, type PushDevice } from './push';

describe('a push tapped on this device', () => {
  it('names the notification to mark read, and the address loses it', () => {
    expect(notificationFromPush('?from_push=5b0c7e9e-2f7a-4c43-9a53-0d7b3f1e6a21')).toBe('5b0c7e9e-2f7a-4c43-9a53-0d7b3f1e6a21');
    expect(notificationFromPush('?tab=all')).toBeNull();
    expect(notificationFromPush(`?from_push=${'x'.repeat(37)}`)).toBeNull();
    expect(withoutPushParam('https://meetverse.example/messages/r1?from_push=abc&tab=all#end')).toBe('/messages/r1?tab=all#end');
  });
});

describe('whether this browser gets push', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says an iPhone outside the installed app must add it to the Home Screen', () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)', platform: 'iPhone', maxTouchPoints: 5, serviceWorker: {} });
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(pushSupport()).toBe('ios-not-installed');
  });

  it('says a browser without a push manager cannot', () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', platform: 'Linux', maxTouchPoints: 0 });
    vi.stubGlobal('PushManager', undefined);
    expect(pushSupport()).toBe('unsupported');
  });
});

describe('the push subscription at start', () => {
  const subscription = (endpoint: string) => ({ endpoint, unsubscribe: vi.fn(async () => true) }) as unknown as PushSubscription;

  /** A browser and a server as the check finds them; `calls` names what it asked for, in order. */
  function device(state: {
    permission?: NotificationPermission;
    kept?: KeptRenewal | null;
    local?: PushSubscription | null;
    server?: { subscribed: boolean; endpoint: string | null; language?: string | null };
    staleKey?: boolean;
    language?: string;
  }) {
    const calls: string[] = [];
    const made = subscription('https://push.example/made-at-start');
    const fake: PushDevice = {
      permission: () => state.permission ?? 'granted',
      kept: async () => state.kept ?? null,
      subscription: async () => state.local ?? null,
      subscribe: async () => (calls.push('subscribe'), made),
      staleKey: () => state.staleKey ?? false,
      serverCopy: async () => (calls.push('read the server'), { language: null, ...(state.server ?? { subscribed: false, endpoint: null }) }),
      language: () => state.language ?? 'en-US',
      send: async (sent) => void calls.push(`send ${sent.endpoint}`),
      remove: async () => void calls.push('remove from the server'),
      forget: async () => void calls.push('forget the proof'),
      revoked: () => void calls.push('say it was revoked'),
    };
    return { fake, calls, made };
  }
  const kept = { endpoint: 'https://push.example/a', secret: 's' };

  it('asks nothing of the network when push was never turned on in this browser', async () => {
    const { fake, calls } = device({});
    expect(await resendPushSubscription(fake)).toBe('off here');
    expect(calls).toEqual([]);
  });

  it('only reads the server when nothing changed, so starting again sends nothing', async () => {
    const { fake, calls } = device({ kept, local: subscription(kept.endpoint), server: { subscribed: true, endpoint: kept.endpoint } });
    expect(await resendPushSubscription(fake)).toBe('unchanged');
    expect(calls).toEqual(['read the server']);
  });

  it('sends the subscription again when the app shows another language than its pushes are written in', async () => {
    const { fake, calls } = device({ kept, local: subscription(kept.endpoint), server: { subscribed: true, endpoint: kept.endpoint, language: 'en-US' }, language: 'de' });
    expect(await resendPushSubscription(fake)).toBe('sent');
    expect(calls).toEqual(['read the server', `send ${kept.endpoint}`]);
  });

  it('takes a subscription stored without a language as English, so an English device sends nothing', async () => {
    const { fake, calls } = device({ kept, local: subscription(kept.endpoint), server: { subscribed: true, endpoint: kept.endpoint, language: null } });
    expect(await resendPushSubscription(fake)).toBe('unchanged');
    expect(calls).toEqual(['read the server']);
  });

  it('sends the subscription the browser renewed when the service worker could not', async () => {
    const { fake, calls } = device({ kept, local: subscription('https://push.example/b'), server: { subscribed: true, endpoint: kept.endpoint } });
    expect(await resendPushSubscription(fake)).toBe('sent');
    expect(calls).toEqual(['read the server', 'send https://push.example/b']);
  });

  it('subscribes again without asking when the subscription vanished and the permission stands, and sends it', async () => {
    const { fake, calls } = device({ kept, local: null, server: { subscribed: true, endpoint: kept.endpoint } });
    expect(await resendPushSubscription(fake)).toBe('sent');
    expect(calls).toEqual(['read the server', 'subscribe', 'send https://push.example/made-at-start']);
  });

  it('sends it again when the server dropped the device (its push service said gone)', async () => {
    const { fake, calls } = device({ kept, local: subscription(kept.endpoint), server: { subscribed: false, endpoint: null } });
    expect(await resendPushSubscription(fake)).toBe('sent');
    expect(calls).toEqual(['read the server', `send ${kept.endpoint}`]);
  });

  it('replaces a subscription made with a key the server no longer signs with', async () => {
    const old = subscription(kept.endpoint);
    const { fake, calls } = device({ kept, local: old, server: { subscribed: true, endpoint: kept.endpoint }, staleKey: true });
    expect(await resendPushSubscription(fake)).toBe('sent');
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(calls).toEqual(['read the server', 'subscribe', 'send https://push.example/made-at-start']);
  });

  it('gives a subscription the server holds from before there were proofs a proof of its own', async () => {
    const { fake, calls } = device({ local: subscription(kept.endpoint), server: { subscribed: true, endpoint: kept.endpoint } });
    expect(await resendPushSubscription(fake)).toBe('sent');
    expect(calls).toEqual(['read the server', `send ${kept.endpoint}`]);
  });

  it('leaves alone a subscription nobody turned on here for this member', async () => {
    const { fake, calls } = device({ local: subscription(kept.endpoint), server: { subscribed: false, endpoint: null } });
    expect(await resendPushSubscription(fake)).toBe('off here');
    expect(calls).toEqual(['read the server']);
  });

  it('stops push here when the browser no longer allows it: the server forgets the device, and Settings is told', async () => {
    for (const permission of ['denied', 'default'] as const) {
      const local = subscription(kept.endpoint);
      const { fake, calls } = device({ permission, kept, local });
      expect(await resendPushSubscription(fake)).toBe('removed');
      expect(local.unsubscribe).toHaveBeenCalled();
      expect(calls).toEqual(['say it was revoked', 'remove from the server', 'forget the proof']);
    }
  });
});
