import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from './notification.schema';
import { defaultPushPreferences, inQuietHours, PUSH_CATEGORIES, PUSH_CATEGORY_OF, pushEndpointProblem, pushKeysProblem, pushPreferencesProblem, pushWanted, pushWords, renewalTarget } from './push';

const at = (iso: string) => new Date(iso);

describe('push choices', () => {
  it('put every notification kind in a category, and start quiet: messages, reminders and moderation on, the rest off', () => {
    for (const kind of NOTIFICATION_KINDS) expect(PUSH_CATEGORIES).toContain(PUSH_CATEGORY_OF[kind]);
    const on = Object.entries(defaultPushPreferences().categories).filter(([, value]) => value).map(([category]) => category);
    expect(on).toEqual(['messages', 'reminders', 'moderation']);
  });

  it('read quiet hours in the member’s time zone, across midnight too', () => {
    const night = { quiet_hours: { from: '22:00', to: '07:00' }, time_zone: 'Europe/Berlin' };
    expect(inQuietHours(night, at('2026-06-01T21:30:00Z'))).toBe(true); // 23:30 in Berlin
    expect(inQuietHours(night, at('2026-06-01T04:59:00Z'))).toBe(true); // 06:59
    expect(inQuietHours(night, at('2026-06-01T05:00:00Z'))).toBe(false); // 07:00
    expect(inQuietHours(night, at('2026-06-01T19:59:00Z'))).toBe(false); // 21:59
    const lunch = { quiet_hours: { from: '12:00', to: '13:00' }, time_zone: 'UTC' };
    expect(inQuietHours(lunch, at('2026-06-01T12:30:00Z'))).toBe(true);
    expect(inQuietHours(lunch, at('2026-06-01T13:00:00Z'))).toBe(false);
    expect(inQuietHours({ quiet_hours: null, time_zone: 'UTC' }, at('2026-06-01T12:30:00Z'))).toBe(false);
  });

  it('never push a kind this build does not know', () => {
    expect(pushWanted(defaultPushPreferences(), 'chat_message', 0)).toBe(true);
    expect(pushWanted(defaultPushPreferences(), 'we_met', 0)).toBe(false);
    expect(pushWanted(defaultPushPreferences(), 'toString', 0)).toBe(false);
  });

  it('refuse a time zone nobody knows and quiet hours that end when they start', () => {
    expect(pushPreferencesProblem(defaultPushPreferences('Europe/Paris'))).toBeNull();
    expect(pushPreferencesProblem({ ...defaultPushPreferences(), time_zone: 'Atlantis/Capital' })).toMatch(/time zone/);
    expect(pushPreferencesProblem({ ...defaultPushPreferences(), quiet_hours: { from: '08:00', to: '08:00' } })).toMatch(/another time/);
  });

  it('send only to https push services, unless told a test runs its own over http', () => {
    expect(pushEndpointProblem('https://fcm.googleapis.com/fcm/send/abc', false)).toBeNull();
    expect(pushEndpointProblem('http://127.0.0.1:9/push/1', false)).toMatch(/https/);
    expect(pushEndpointProblem('http://127.0.0.1:9/push/1', true)).toBeNull();
    expect(pushEndpointProblem('not a url', true)).toMatch(/not a URL/);
  });
});

describe('the words of a push', () => {
  const message = { kind: 'chat_message', title: 'Grace Hopper sent you a message', body: 'Lunch?' };

  it('group messages held back by who wrote them', () => {
    expect(pushWords(message, { previews: true, count: 1 })).toEqual({ title: 'Grace Hopper sent you a message', body: 'Lunch?' });
    expect(pushWords(message, { previews: true, count: 3, actorName: 'Grace' })).toEqual({ title: '3 new messages from Grace', body: 'Lunch?' });
  });

  it('name only the kind of thing with previews off', () => {
    expect(pushWords(message, { previews: false, count: 1, actorName: 'Grace' })).toEqual({ title: 'New message', body: '' });
    expect(pushWords(message, { previews: false, count: 3, actorName: 'Grace' })).toEqual({ title: '3 new messages', body: '' });
    expect(pushWords({ kind: 'we_met', title: 'You met Ada', body: 'At lunch' }, { previews: false, count: 1 })).toEqual({ title: "New notification: 'We met'", body: '' });
  });
});

describe("a device's push subscription", () => {
  const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };

  it('takes only keys the server can encrypt for: an uncompressed P-256 key and a 16-byte secret, padded or not', () => {
    expect(pushKeysProblem(keys)).toBeNull();
    expect(pushKeysProblem({ p256dh: `${keys.p256dh}=`, auth: `${keys.auth}==` })).toBeNull();
    expect(pushKeysProblem({ ...keys, p256dh: 'BPublicKey' })).toMatch(/p256dh/);
    expect(pushKeysProblem({ ...keys, p256dh: `A${keys.p256dh.slice(1)}` })).toMatch(/uncompressed/);
    expect(pushKeysProblem({ ...keys, p256dh: `${keys.p256dh.slice(0, -1)}+` })).toMatch(/base64url/);
    expect(pushKeysProblem({ ...keys, auth: 'secret' })).toMatch(/auth secret must be 16 bytes/);
  });

  describe('renewed by its service worker', () => {
    const mine = { endpoint: 'https://push.example/old', renewal_digest: 'd1' };
    const theirs = { endpoint: 'https://push.example/theirs', renewal_digest: 'd2' };
    const renewal = (old_endpoint: string, endpoint: string) => ({ old_endpoint, subscription: { endpoint, keys } });

    it('replaces the subscription whose address and secret it proves, and again when sent twice', () => {
      expect(renewalTarget([mine], renewal(mine.endpoint, 'https://push.example/new'), 'd1')).toBe(mine);
      const renewed = { ...mine, endpoint: 'https://push.example/new' };
      expect(renewalTarget([renewed], renewal(mine.endpoint, 'https://push.example/new'), 'd1')).toBe(renewed);
    });

    it('replaces nothing with a wrong secret, another device’s address, an address another device holds, or no stored secret', () => {
      expect(renewalTarget([mine], renewal(mine.endpoint, 'https://push.example/new'), 'd2')).toBeNull();
      expect(renewalTarget([theirs], renewal(theirs.endpoint, 'https://push.example/new'), 'd1')).toBeNull();
      expect(renewalTarget([mine, theirs], renewal(mine.endpoint, theirs.endpoint), 'd1')).toBeNull();
      expect(renewalTarget([{ ...mine, renewal_digest: null }], renewal(mine.endpoint, 'https://push.example/new'), 'd1')).toBeNull();
      expect(renewalTarget([], renewal(mine.endpoint, 'https://push.example/new'), 'd1')).toBeNull();
    });
  });
});
