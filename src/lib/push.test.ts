import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationFromPush, pushSupport, withoutPushParam } from './push';

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
