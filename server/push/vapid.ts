import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

const FILE = 'vapid-keys.json';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * The key pair this server signs its pushes with (VAPID, RFC 8292): VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY (base64url, as `npx web-push generate-vapid-keys` prints them, for several servers
 * that share one), else the pair made on first start and kept in the data dir. Browsers tie each
 * subscription to the public key, so a new key would silence every device until the app subscribes again.
 */
export function loadOrCreateVapidKeys(dataDir: string, fromEnv: { publicKey: string | undefined; privateKey: string | undefined }, subject: string): VapidKeys {
  if (fromEnv.publicKey && fromEnv.privateKey) {
    webpush.setVapidDetails(subject, fromEnv.publicKey, fromEnv.privateKey);
    return { publicKey: fromEnv.publicKey, privateKey: fromEnv.privateKey, subject };
  }
  if (fromEnv.publicKey || fromEnv.privateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  const file = path.join(dataDir, FILE);
  if (fs.existsSync(file)) {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof kept.publicKey !== 'string' || typeof kept.privateKey !== 'string') throw new Error(`${file} holds no VAPID key pair`);
    return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
  }
  const made = webpush.generateVAPIDKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(made), { mode: 0o600 });
  return { ...made, subject };
}
