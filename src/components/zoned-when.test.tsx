// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { localeProfile } from '../lib/locale';
import { LocaleProvider } from '../lib/locale-context';
import { AppProviders, render } from '../test-utils/render';
import { useZonedWhen, ZonedWhen } from './zoned-when';

// The device in these tests reads UTC; the venue is in Tokyo, nine hours ahead.
const START = '2026-09-01T00:00:00.000Z';
const END = '2026-09-01T09:00:00.000Z';
const NOW = new Date('2026-06-01T00:00:00.000Z');

const tree = (children: ReactNode) => (
  <AppProviders>
    <LocaleProvider profile={localeProfile('US')}>{children}</LocaleProvider>
  </AppProviders>
);

describe('ZonedWhen', () => {
  it("shows the venue's time with its short name, and the member's own below when their clock reads another hour", () => {
    render(tree(<ZonedWhen startsAt={START} endsAt={END} timeZone="Asia/Tokyo" now={NOW} />));
    expect(screen.getByTestId('venue-time').textContent).toBe('Tue 09/01/2026, 9:00 AM – 6:00 PM GMT+9');
    expect(screen.getByTestId('own-time').textContent).toBe('Your time: Tue 09/01/2026, 12:00 AM – 9:00 AM UTC');
  });

  it("shows one time when the venue's zone is the member's", () => {
    render(tree(<ZonedWhen startsAt={START} endsAt={END} timeZone="UTC" now={NOW} />));
    expect(screen.getByTestId('venue-time').textContent).toBe('Tue 09/01/2026, 12:00 AM – 9:00 AM UTC');
    expect(screen.queryByTestId('own-time')).toBeNull();
    expect(screen.getByTestId('venue-zone').textContent).toBe('Venue time, UTC');
  });

  it("is rendered by the server in the venue's time alone, adopted as it stands, and gains the member's own after", async () => {
    const ui = tree(<ZonedWhen startsAt={START} endsAt={END} timeZone="Asia/Tokyo" now={NOW} />);
    const markup = renderToString(ui);
    expect(markup).toContain('9:00 AM – 6:00 PM GMT+9');
    expect(markup).not.toContain('Your time');
    // The line 'Your time' takes is held by the venue's zone, so the page does not shift.
    expect(markup).toContain('Venue time, Asia/Tokyo');

    const root = document.createElement('div');
    root.innerHTML = markup;
    document.body.append(root);
    const serverText = root.querySelector('[data-testid="venue-time"]');
    const mismatch = vi.fn();
    await act(async () => {
      hydrateRoot(root, ui, { onRecoverableError: mismatch });
    });
    await waitFor(() => expect(root.querySelector('[data-testid="own-time"]')?.textContent).toBe('Your time: Tue 09/01/2026, 12:00 AM – 9:00 AM UTC'));
    expect(mismatch).not.toHaveBeenCalled();
    // The venue's line is the server's element, adopted rather than drawn again.
    expect(root.querySelector('[data-testid="venue-time"]')).toBe(serverText);
    root.remove();
  });

  it("in a list, keeps the venue's time alone where the server drew it, and shows both where the app draws it", async () => {
    function Card() {
      const when = useZonedWhen(START, END, 'Asia/Tokyo', NOW, { inList: true });
      return <p data-testid="card">{when.own ? `${when.venue} / ${when.own}` : when.venue}</p>;
    }
    const root = document.createElement('div');
    const mismatch = vi.fn();
    root.innerHTML = renderToString(tree(<Card />));
    document.body.append(root);
    await act(async () => {
      hydrateRoot(root, tree(<Card />), { onRecoverableError: mismatch });
    });
    // Still so after React has read the device's zone.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(mismatch).not.toHaveBeenCalled();
    expect(root.querySelector('[data-testid="card"]')?.textContent).toBe('Tue 09/01/2026, 9:00 AM – 6:00 PM GMT+9');
    root.remove();
    render(tree(<Card />));
    expect(screen.getByTestId('card').textContent).toBe('Tue 09/01/2026, 9:00 AM – 6:00 PM GMT+9 / Tue 09/01/2026, 12:00 AM – 9:00 AM UTC');
  });
});
