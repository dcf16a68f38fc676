import { describe, expect, it, vi } from 'vitest';
import { CLIENT_CONFIG_ELEMENT_ID } from '../../schemas/first-visit';
import { loadClientConfig, pageClientConfig, type ClientConfig } from './client-config';

const CONFIG: ClientConfig = {
  auth: { endpoint: 'https://id.example.org', appId: 'web', apiResource: 'https://app.example.org/api' },
  analytics: { key: null, host: 'https://eu.i.posthog.com' },
};

/** A page whose data block with the configuration holds this text (none when null). */
const pageWith = (text: string | null) => ({
  getElementById: (id: string) => (id === CLIENT_CONFIG_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null),
});

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

describe('the configuration a page brings', () => {
  it('is read from its data block', () => {
    expect(pageClientConfig(pageWith(JSON.stringify(CONFIG)))).toEqual(CONFIG);
  });

  it('is none when the block is missing, not JSON, or not a configuration', () => {
    expect(pageClientConfig(pageWith(null))).toBeNull();
    expect(pageClientConfig(pageWith('{not json'))).toBeNull();
    expect(pageClientConfig(pageWith(JSON.stringify({ auth: { endpoint: 1 } })))).toBeNull();
  });

  it('starts the app without asking the server, and is kept for an offline start', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const storage = memoryStorage();
    expect(await loadClientConfig(fetchImpl, storage, pageWith(JSON.stringify(CONFIG)))).toEqual(CONFIG);
    expect(fetchImpl).not.toHaveBeenCalled();
    // The service worker's copy of the page brings none: the kept one starts the app.
    const later = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'));
    expect(await loadClientConfig(later, storage, pageWith(null))).toEqual(CONFIG);
  });

  it('without one in the page or kept, is asked of the server', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(CONFIG)));
    expect(await loadClientConfig(fetchImpl, memoryStorage(), pageWith(null))).toEqual(CONFIG);
    expect(fetchImpl).toHaveBeenCalledOnce();
  });
});
