import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

const KB = 1024;
const MB = 1024 * KB;

describe('sizes', () => {
  it.each([
    [0, '0 KB'],
    [200, '1 KB'],
    [120 * KB, '120 KB'],
    [999 * KB, '999 KB'],
    [2.1 * MB, '2.1 MB'],
    [14.46 * MB, '14 MB'],
    [3.2 * 1024 * MB, '3.2 GB'],
  ])('%d bytes read as %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });

  it("uses the locale's decimal separator", () => {
    expect(formatSize(2.1 * MB, 'de-DE')).toBe('2,1 MB');
  });
});
