// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type * as QrCodeLibrary from 'qrcode';
import { AppProviders, render } from '../../test-utils/render';

const create = vi.hoisted(() => ({ calls: 0 }));
vi.mock('qrcode', async (original) => {
  const qrcode = await original<typeof QrCodeLibrary>();
  return {
    ...qrcode,
    create: (...args: Parameters<typeof qrcode.create>) => {
      create.calls += 1;
      return qrcode.create(...args);
    },
  };
});

import { QrCode, qrPath } from './qr-code';

const URL = 'https://meetverse.example/events/offline-first-summit';

describe('the QR code', () => {
  it('draws the three finder squares inside a quiet zone of four modules', () => {
    const { size, path } = qrPath(URL);
    // A URL this long makes a version 4 code at level M: 33 modules, plus the quiet zone.
    expect(size).toBe(33 + 8);
    const dark = new Set(path.split('M').filter(Boolean).map((cell) => cell.split('h')[0]));
    const finderAt = (x: number, y: number) => {
      for (let i = 0; i < 7; i++) {
        for (const [cx, cy] of [[x + i, y], [x + i, y + 6], [x, y + i], [x + 6, y + i]] as const) expect(dark.has(`${cx} ${cy}`)).toBe(true);
      }
      expect(dark.has(`${x + 1} ${y + 1}`)).toBe(false);
      expect(dark.has(`${x + 3} ${y + 3}`)).toBe(true);
    };
    finderAt(4, 4);
    finderAt(size - 4 - 7, 4);
    finderAt(4, size - 4 - 7);
    for (let i = 0; i < size; i++) expect(dark.has(`${i} 0`) || dark.has(`0 ${i}`) || dark.has(`${i} ${size - 1}`)).toBe(false);
  });

  it('differs for another address', () => {
    expect(qrPath(`${URL}-2`).path).not.toBe(qrPath(URL).path);
  });

  it('is an SVG image named for what it encodes', async () => {
    render(<QrCode value={URL} label={`QR code for ${URL}`} />);
    const image = await screen.findByTestId('qr-code');
    expect(image).toBe(screen.getByRole('img', { name: `QR code for ${URL}` }));
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.querySelector('path')?.getAttribute('d')).toBe(qrPath(URL).path);
  });

  it('says so instead of failing when the address is too long to encode', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<QrCode value={`https://x.example/${'a'.repeat(4000)}`} label="QR code" />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^This address is too long for a QR code/);
  });

  it("takes over the code the server drew for the same address instead of computing it again, and computes another address's", async () => {
    const drawn = qrPath(URL);
    const server = document.createElement('div');
    server.innerHTML = renderToString(
      <AppProviders>
        <QrCode value={URL} label="QR code" />
      </AppProviders>,
    );
    document.body.appendChild(server);
    create.calls = 0;
    const { unmount } = render(<QrCode value={URL} label="QR code" testId="taken-over" />);
    expect(create.calls).toBe(0);
    expect(screen.getByTestId('taken-over').querySelector('path')?.getAttribute('d')).toBe(drawn.path);
    expect(screen.getByTestId('taken-over').getAttribute('viewBox')).toBe(`0 0 ${drawn.size} ${drawn.size}`);
    unmount();
    render(<QrCode value={`${URL}-2`} label="QR code" testId="another" />);
    expect(await screen.findByTestId('another')).toBeTruthy();
    expect(create.calls).toBe(1);
    expect(screen.getByTestId('another').querySelector('path')?.getAttribute('d')).toBe(qrPath(`${URL}-2`).path);
    server.remove();
  });

  it('computes a code after the screen is drawn, a white square standing in meanwhile, and not again when shown again', async () => {
    const value = `${URL}/pass`;
    const expected = qrPath(value).path;
    create.calls = 0;
    const first = render(<QrCode value={value} label="Your pass" testId="pass" />);
    const waiting = screen.getByRole('img', { name: 'Your pass' });
    expect(waiting.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('pass')).toBeNull();
    expect(create.calls).toBe(0);
    expect((await screen.findByTestId('pass')).querySelector('path')?.getAttribute('d')).toBe(expected);
    expect(create.calls).toBe(1);
    first.unmount();
    render(<QrCode value={value} label="Your pass" testId="pass" />);
    expect(screen.getByTestId('pass').querySelector('path')?.getAttribute('d')).toBe(expected);
    expect(create.calls).toBe(1);
  });
});
