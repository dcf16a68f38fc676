// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  it('is an SVG image named for what it encodes', () => {
    render(<QrCode value={URL} label={`QR code for ${URL}`} />);
    const image = screen.getByRole('img', { name: `QR code for ${URL}` });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.querySelector('path')?.getAttribute('d')).toBe(qrPath(URL).path);
  });

  it('says so instead of failing when the address is too long to encode', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<QrCode value={`https://x.example/${'a'.repeat(4000)}`} label="QR code" />);
    expect(screen.getByRole('alert').textContent).toMatch(/^This address is too long for a QR code/);
  });
});
