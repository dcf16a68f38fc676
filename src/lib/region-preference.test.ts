// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { browserLocaleProfile, formatDate, formatTime, resetBrowserLocaleProfile } from './locale';
import { setRegion, storedRegion } from './region-preference';

afterEach(() => {
  setRegion(null);
  resetBrowserLocaleProfile();
});

describe('the region chosen in Settings', () => {
  it("drives every date and time format in place of the browser's languages, and automatic brings those back", () => {
    const at = new Date(2026, 11, 24, 18, 30);
    resetBrowserLocaleProfile();
    const detected = browserLocaleProfile();
    setRegion('DE');
    expect(storedRegion()).toBe('DE');
    expect(formatDate(at, browserLocaleProfile())).toBe('24.12.2026');
    expect(formatTime(at, browserLocaleProfile())).toBe('18:30');
    setRegion(null);
    expect(storedRegion()).toBeNull();
    expect(browserLocaleProfile()).toEqual(detected);
  });

  it('ignores a stored value that is not a known region', () => {
    localStorage.setItem('meetverse.region', 'XX');
    expect(storedRegion()).toBeNull();
    setRegion('Narnia');
    expect(storedRegion()).toBeNull();
  });
});
