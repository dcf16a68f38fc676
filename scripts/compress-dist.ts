/**
 * Writes .br and .gz copies of the built app's text files, so the server sends them compressed
 * (venue wifi) without compressing on every request.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist');
const TEXT = /\.(js|css|html|svg|webmanifest|json|txt)$/;

// The server's page renderer (ssr/) is read from disk by the server, never sent.
const SERVER_ONLY = new Set([path.join(root, 'ssr')]);

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (SERVER_ONLY.has(full)) return [];
    return entry.isDirectory() ? walk(full) : [full];
  });
}

let before = 0;
let after = 0;
for (const file of walk(root).filter((name) => TEXT.test(name))) {
  const content = fs.readFileSync(file);
  if (content.length < 1024) continue;
  const brotli = zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  before += content.length;
  after += brotli.length;
}
console.log(`compressed ${(before / 1024).toFixed(0)} KiB of text to ${(after / 1024).toFixed(0)} KiB (brotli)`);
