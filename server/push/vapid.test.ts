import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { scratchDir } from '../scratch-dirs.testing';
import { loadOrCreateVapidKeys } from './vapid';

const NONE = { publicKey: undefined, privateKey: undefined };

describe('the VAPID key pair', () => {
  it('is made on first start, kept in the data dir readable by its owner alone, and the same on the next start', () => {
    const dir = scratchDir();
    const first = loadOrCreateVapidKeys(dir, NONE, 'mailto:ops@example.com');
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(fs.statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateVapidKeys(dir, NONE, 'mailto:ops@example.com')).toEqual(first);
  });

  it('comes from the environment when both halves are given, and refuses only one', () => {
    const given = webpush.generateVAPIDKeys();
    const dir = scratchDir();
    expect(loadOrCreateVapidKeys(dir, given, 'https://meetverse.example')).toEqual({ ...given, subject: 'https://meetverse.example' });
    expect(fs.existsSync(path.join(dir, 'vapid-keys.json'))).toBe(false);
    expect(() => loadOrCreateVapidKeys(dir, { publicKey: given.publicKey, privateKey: undefined }, 'mailto:a@b.c')).toThrow(/both/);
  });
});
