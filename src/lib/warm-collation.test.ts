import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmCollation } from './warm-collation';

class FakeWorker {
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  terminate() {
    this.terminated = true;
  }
}

describe('warmCollation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets its worker go once it has built the collator, or failed to', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const built = new FakeWorker();
    warmCollation(() => built);
    expect(built.terminated).toBe(false);
    built.onmessage?.();
    expect(built.terminated).toBe(true);

    const failed = new FakeWorker();
    warmCollation(() => failed);
    failed.onerror?.();
    expect(failed.terminated).toBe(true);
  });

  it('does nothing where workers cannot be started', () => {
    vi.stubGlobal('Worker', FakeWorker);
    expect(() => warmCollation(() => { throw new Error('refused'); })).not.toThrow();
    vi.stubGlobal('Worker', undefined);
    const spawn = vi.fn();
    warmCollation(spawn);
    expect(spawn).not.toHaveBeenCalled();
  });
});
