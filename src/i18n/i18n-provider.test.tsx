// @vitest-environment happy-dom
import { MantineProvider, useDirection } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, useIntl } from 'react-intl';
import { appIntl, I18nProvider, withFormatsByMessage } from './i18n-provider';
import { setLanguage } from './language-preference';
import { languageOf } from './languages';
import { defineMessages } from './define-messages';

const messages = defineMessages({
  heading: { id: 'settings.language.heading', defaultMessage: 'Language and region' },
});

function Probe() {
  const intl = useIntl();
  const { dir } = useDirection();
  return (
    <p data-testid="probe" data-dir={dir}>
      {intl.formatMessage(messages.heading)} {intl.formatNumber(1234.5)}
    </p>
  );
}

const app = (language?: ReturnType<typeof languageOf>) => (
  <I18nProvider language={language}>
    <MantineProvider>
      <Probe />
    </MantineProvider>
  </I18nProvider>
);

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

describe('the language on screen', () => {
  it('lays the page out right to left for Arabic, on the document and in Mantine, with Arabic words and numbers', async () => {
    render(app(languageOf('ar')));
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe(`اللغة والمنطقة ${new Intl.NumberFormat('ar').format(1234.5)}`));
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
    expect(screen.getByTestId('probe').getAttribute('data-dir')).toBe('rtl');
  });

  it('follows the browser, then a choice made in Settings at once, without a reload; back to left to right', async () => {
    vi.stubGlobal('navigator', { languages: ['ar-EG'], language: 'ar-EG' });
    render(app());
    await waitFor(() => expect(document.documentElement.getAttribute('dir')).toBe('rtl'));
    act(() => setLanguage('de'));
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('Sprache und Region 1.234,5'));
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    expect(screen.getByTestId('probe').getAttribute('data-dir')).toBe('ltr');
    // Code outside React (a toast) writes in the same language.
    expect(appIntl().formatMessage(messages.heading)).toBe('Sprache und Region');
    expect(localStorage.getItem('meetverse.language')).toBe('de');
  });

  it('shows every text accented and bracketed in the pseudo-language, so a text from elsewhere stands out', async () => {
    render(app(languageOf('en-XA')));
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toMatch(/^⟦Ļàñĝûàĝé àñđ ŕéĝîöñ~+⟧ /));
  });
});

describe('formatting a parsed message', () => {
  /** An English intl over a parsed catalog, and how often it asks react-intl's cache for a formatter. */
  function counted() {
    const catalog = { count: parse('{count, plural, one {# attendee} other {# attendees}}'), bold: parse('Hello <b>{name}</b>') };
    const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: catalog as never }, createIntlCache());
    const asked = vi.spyOn(intl.formatters, 'getMessageFormat');
    return { intl: withFormatsByMessage(intl), asked };
  }

  it('looks its formatter up once, and formats each call with its own values', () => {
    const { intl, asked } = counted();
    for (let n = 0; n < 50; n++) expect(intl.formatMessage({ id: 'count' }, { count: n })).toBe(n === 1 ? '1 attendee' : `${n} attendees`);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('formats rich text with the elements of each call', () => {
    const { intl } = counted();
    expect(intl.formatMessage({ id: 'bold' }, { name: 'Ada', b: (chunks) => `[${chunks.join('')}]` })).toBe('Hello [Ada]');
    expect(intl.formatMessage({ id: 'bold' }, { name: 'Grace', b: (chunks) => `*${chunks.join('')}*` })).toBe('Hello *Grace*');
  });

  it('leaves a message missing from the catalog to its source text, as before', () => {
    const { intl } = counted();
    expect(intl.formatMessage({ id: 'missing', defaultMessage: '{count} left' }, { count: 3 })).toBe('3 left');
  });
});
