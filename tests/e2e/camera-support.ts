import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { create } from 'qrcode';

/** A camera clip (Y4M, 4:2:0) of two still frames showing `text` as a QR code, black on white. */
export function qrClip(text: string): string {
  const [width, height, scale, quiet] = [640, 480, 6, 4];
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + quiet * 2) * scale;
  const [left, top] = [(width - side) / 2, (height - side) / 2];
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const [row, column] = [Math.floor(y / scale) - quiet, Math.floor(x / scale) - quiet];
      const dark = row >= 0 && column >= 0 && row < modules.size && column < modules.size && modules.get(row, column);
      if (dark) luma[(top + y) * width + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-camera-')), 'qr.y4m');
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
  return file;
}
