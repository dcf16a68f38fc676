import { create } from 'qrcode';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';

const messages = defineMessages({
  tooLong: { id: 'components.qrCode.tooLong', defaultMessage: 'This address is too long for a QR code: type it in instead.' },
});

/** Modules of quiet zone around the code, which scanners need to find it. */
const QUIET_ZONE = 4;

/** The dark modules of a QR code as one SVG path, one unit per module, inside the quiet zone. */
export function qrPath(text: string): Drawn {
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

type Drawn = { size: number; path: string };

/**
 * The code the server drew for `value` into the page the app takes over: the same as `qrPath` would
 * compute, which on a phone takes tens of milliseconds (it tries eight masks and scores each).
 */
function drawnByServer(value: string): Drawn | null {
  if (typeof document === 'undefined') return null;
  for (const svg of document.querySelectorAll('svg[data-value]')) {
    if (svg.getAttribute('data-value') !== value) continue;
    const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
    const path = svg.querySelector('path')?.getAttribute('d');
    if (Number.isInteger(size) && size > 0 && path) return { size, path };
  }
  return null;
}

/**
 * A QR code drawn on the device as SVG (no network), dark on white whatever the theme, scaled to the
 * width it is given without blurring.
 */
export function QrCode({ value, label, className, testId = 'qr-code' }: { value: string; label: string; className?: string; testId?: string }) {
  const intl = useIntl();
  const drawn = useMemo(() => {
    try {
      return drawnByServer(value) ?? qrPath(value);
    } catch (error) {
      console.warn('No QR code for this address', error);
      return null;
    }
  }, [value]);
  if (!drawn) return <p role="alert">{intl.formatMessage(messages.tooLong)}</p>;
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
