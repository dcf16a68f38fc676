/**
 * Draws the app icons (two overlapping circles, people meeting) as PNG files in public/icons.
 * Run with `node --import tsx scripts/make-icons.ts` after changing the design.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const VIOLET = [0x5b, 0x3c, 0xc4];
const PINK = [0xf0, 0x6e, 0xaa];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buffer) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size: number, pixel: (x: number, y: number) => number[]): Buffer {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) raw.set(pixel(x + 0.5, y + 0.5), y * (size * 4 + 1) + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function icon(size: number, maskable: boolean) {
  const s = size;
  const scale = maskable ? 0.62 : 0.78; // maskable art stays inside the 80% safe zone
  const r = (s * scale) / 3.2;
  const left = [s / 2 - r * 0.55, s / 2];
  const right = [s / 2 + r * 0.55, s / 2];
  const corner = s * 0.22;
  return png(size, (x, y) => {
    if (!maskable) {
      const dx = Math.max(corner - x, 0, x - (s - corner));
      const dy = Math.max(corner - y, 0, y - (s - corner));
      if (Math.hypot(dx, dy) > corner) return [0, 0, 0, 0];
    }
    const inLeft = Math.hypot(x - (left[0] as number), y - (left[1] as number)) < r;
    const inRight = Math.hypot(x - (right[0] as number), y - (right[1] as number)) < r;
    if (inLeft && inRight) return [...PINK, 255];
    if (inLeft || inRight) return [255, 255, 255, 255];
    return [...VIOLET, 255];
  });
}

const out = path.resolve('public/icons');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'icon-192.png'), icon(192, false));
fs.writeFileSync(path.join(out, 'icon-512.png'), icon(512, false));
fs.writeFileSync(path.join(out, 'maskable-192.png'), icon(192, true));
fs.writeFileSync(path.join(out, 'maskable-512.png'), icon(512, true));
fs.writeFileSync(path.join(out, 'apple-touch-icon.png'), icon(180, true));
