// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCachedSnapshot, writeCachedSnapshot } from './snapshot-cache';
import { testSnapshot } from './live-snapshot.testing';

beforeEach(() => localStorage.clear());

describe('the kept big-screen snapshot', () => {
  it('is found again under the path it was opened by, the slug and the id', () => {
    const entry = { snapshot: testSnapshot(), confirmedAt: 1_700_000_000_000 };
    writeCachedSnapshot('summit-alias', entry);
    for (const key of ['summit-alias', 'offline-first-summit', '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0002']) expect(readCachedSnapshot(key)).toEqual(entry);
    expect(readCachedSnapshot('another-event')).toBeNull();
  });

  it('drops a damaged entry instead of failing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('meetverse.bigScreen.summit', '{not json');
    expect(readCachedSnapshot('summit')).toBeNull();
    expect(localStorage.getItem('meetverse.bigScreen.summit')).toBeNull();
    localStorage.setItem('meetverse.bigScreen.summit', JSON.stringify({ snapshot: { event: {} }, confirmedAt: 1 }));
    expect(readCachedSnapshot('summit')).toBeNull();
  });

  it('loses only the copy when storage is full', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, removeItem: () => {} } as unknown as Storage;
    expect(() => writeCachedSnapshot('summit', { snapshot: testSnapshot(), confirmedAt: 1 }, full)).not.toThrow();
  });
});
