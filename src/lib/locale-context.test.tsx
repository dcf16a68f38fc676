// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inLanguage, LocaleProvider, useLocaleProfile } from './locale-context';
import { dateFnsOptions, formatDate, formatDay, formatTime, localeProfile, resetBrowserLocaleProfile } from './locale';

// Files that ran before in this worker may have detected a profile or stored a region.
beforeEach(() => {
  resetBrowserLocaleProfile();
  localStorage.clear();
});

afterEach(() => {
  resetBrowserLocaleProfile();
  vi.unstubAllGlobals();
});

function Probe() {
  const profile = useLocaleProfile();
  const saturday = new Date(2026, 10, 21, 18, 30);
  return (
    <p data-testid="probe">
      {profile.country} {formatDate(saturday, profile)} {formatTime(saturday, profile)} {formatDay(saturday, profile, saturday)}{' '}
      {dateFnsOptions(profile).weekStartsOn}
    </p>
  );
}

describe('LocaleProvider', () => {
  it('detects the profile from the browser language once and formats dates with it', () => {
    const languages = vi.fn(() => ['en-GB']);
    vi.stubGlobal('navigator', {
      get languages() {
        return languages();
      },
      language: 'en-GB',
    });
    const { rerender } = render(
      <LocaleProvider>
        <Probe />
      </LocaleProvider>,
    );
    rerender(
      <LocaleProvider>
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('GB 21/11/2026 18:30 Today 1');
    expect(languages.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it.each([
    { country: 'US', text: 'US 11/21/2026 6:30 PM Today 0' },
    { country: 'DE', text: 'DE 21.11.2026 18:30 Today 1' },
    { country: 'KR', text: 'KR 2026. 11. 21. 18:30 Today 0' },
  ])('formats with the $country profile', ({ country, text }) => {
    render(
      <LocaleProvider profile={localeProfile(country)}>
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe(text);
  });

  it('falls back to the US default when the language is unknown', () => {
    vi.stubGlobal('navigator', { languages: ['xx-YY'], language: 'xx-YY' });
    render(
      <LocaleProvider>
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toMatch(/^US /);
  });
});

describe('the region and the language', () => {
  it("write the region's formats with the language's words, keeping the region's first day of the week", () => {
    const us = localeProfile('US');
    expect(inLanguage(us, 'de')).toEqual({ ...us, locale: 'de', regionLocale: 'en-US' });
    expect(dateFnsOptions(inLanguage(us, 'de')).weekStartsOn).toBe(0);
    expect(inLanguage(localeProfile('AT'), 'de')).toEqual(localeProfile('AT'));
  });
});
