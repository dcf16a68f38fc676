import { CLIENT_CONFIG_ELEMENT_ID } from '../../schemas/first-visit';
import type { ApiAnswer } from './api-client';
import { readDataBlock } from './data-block';

/** GET /client-config's answer, which the server also writes into the page. */
export type ClientConfig = ApiAnswer<'/client-config', 'get'>;

const KEY = 'meetverse.clientConfig';

/** The embedded issuer's defaults: right for `npm start` even before the server has answered once. */
export function defaultClientConfig(origin = location.origin): ClientConfig {
  return {
    auth: { endpoint: origin, appId: 'meetverse-web', apiResource: `${origin}/api` },
    analytics: { key: null, host: 'https://eu.i.posthog.com' },
  };
}

function isClientConfig(value: unknown): value is ClientConfig {
  const config = value as ClientConfig | null;
  return (
    typeof config?.auth?.endpoint === 'string' &&
    typeof config.auth.appId === 'string' &&
    typeof config.auth.apiResource === 'string' &&
    typeof config.analytics?.host === 'string'
  );
}

export function cachedClientConfig(storage: Storage = localStorage): ClientConfig | null {
  try {
    const cached: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    return isClientConfig(cached) ? cached : null;
  } catch {
    return null;
  }
}

/** The configuration the server wrote into the page, when it sent the page itself (not the service worker). */
export function pageClientConfig(page: Pick<Document, 'getElementById'> = document): ClientConfig | null {
  const config = readDataBlock(CLIENT_CONFIG_ELEMENT_ID, page);
  return isClientConfig(config) ? config : null;
}

/**
 * The run-time configuration: the one the server wrote into the page when it sent it, else the last
 * one the server gave (so the app starts offline), refreshed from the server in the background; on a
 * first visit with neither it waits for the server.
 */
export async function loadClientConfig(fetchImpl: typeof fetch = fetch, storage: Storage = localStorage, page: Pick<Document, 'getElementById'> = document): Promise<ClientConfig> {
  const inPage = pageClientConfig(page);
  if (inPage) {
    storage.setItem(KEY, JSON.stringify(inPage));
    return inPage;
  }
  const fresh = fetchImpl('/api/v1/client-config', { signal: AbortSignal.timeout(5_000) })
    .then((response) => (response.ok ? response.json() : null))
    .then((config: unknown) => {
      if (!isClientConfig(config)) return null;
      storage.setItem(KEY, JSON.stringify(config));
      return config;
    })
    .catch(() => null);
  const cached = cachedClientConfig(storage);
  if (cached) return cached;
  return (await fresh) ?? defaultClientConfig();
}

/** The key door phones check passes with, from the configuration kept on the device (offline too). */
export function passKey(storage: Storage = localStorage): NonNullable<ClientConfig['door']>['pass_key'] | undefined {
  return (pageClientConfig() ?? cachedClientConfig(storage))?.door?.pass_key;
}

const DEVICE_KEY = 'meetverse.deviceId';

/** This device's own id, made once and kept (sign-out keeps it too): door scans name the phone that made them. */
export function deviceId(storage: Storage = localStorage): string {
  const kept = storage.getItem(DEVICE_KEY);
  if (kept && kept.length <= 36) return kept;
  const made = crypto.randomUUID();
  storage.setItem(DEVICE_KEY, made);
  return made;
}
