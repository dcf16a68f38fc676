import { create } from 'qrcode';
import { useMemo } from 'react';

/** Modules of quiet zone around the code, which scanners need to find it. */
const QUIET_ZONE = 4;

/** The dark modules of a QR code as one SVG path, one unit per module, inside the quiet zone. */
export function qrPath(text: string): { size: number; path: string } {
  // Level M: readable with a smudge or a glare on the projection, still few modules for a short URL.
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path: parts.join('') };
}

/**
 * A QR code drawn on the device as SVG (no network), dark on white whatever the theme, scaled to the
 * width it is given without blurring.
 */
export function QrCode({ value, label, className, testId = 'qr-code' }: { value: string; label: string; className?: string; testId?: string }) {
  const drawn = useMemo(() => {
    try {
      return qrPath(value);
    } catch (error) {
      console.warn('No QR code for this address', error);
      return null;
    }
  }, [value]);
  if (!drawn) return <p role="alert">This address is too long for a QR code: type it in instead.</p>;
  const { size, path } = drawn;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-value={value}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
