import { create } from 'qrcode';
import { useEffect, useReducer } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import { useDrawnByServer } from '../../lib/use-drawn-by-server';

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

/** The codes drawn lately on this device, by what they encode (null: too long to encode). */
const drawings = new Map<string, Drawn | null>();
/** Codes kept: a member's passes and profile code, and the events they moved between. */
const KEPT = 16;

function remember(value: string, drawn: Drawn | null): Drawn | null {
  drawings.delete(value);
  drawings.set(value, drawn);
  if (drawings.size > KEPT) drawings.delete(drawings.keys().next().value!);
  return drawn;
}

function computed(value: string): Drawn | null {
  try {
    return qrPath(value);
  } catch (error) {
    console.warn('No QR code for this address', error);
    return null;
  }
}

/** The code for `value` when it costs nothing to have: drawn lately, or by the server into the page. */
function drawnAlready(value: string): Drawn | null | undefined {
  if (drawings.has(value)) return drawings.get(value);
  const server = drawnByServer(value);
  return server ? remember(value, server) : undefined;
}

/**
 * A QR code drawn on the device as SVG (no network), dark on white whatever the theme, scaled to the
 * width it is given without blurring. A code not drawn yet is computed in a task of its own once the
 * screen is on the page (tens of milliseconds on a phone), a white square of the same place meanwhile.
 */
export function QrCode({ value, label, className, testId = 'qr-code' }: { value: string; label: string; className?: string; testId?: string }) {
  const intl = useIntl();
  // The server's render, and the app taking it over, draw the code at once: the page shows it whole.
  const fromServer = useDrawnByServer();
  const already = drawnAlready(value);
  const drawn = already === undefined && fromServer ? remember(value, computed(value)) : already;
  const [, drewOne] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (drawn !== undefined) return undefined;
    const timer = setTimeout(() => {
      remember(value, computed(value));
      drewOne();
    }, 0);
    return () => clearTimeout(timer);
  }, [value, drawn]);
  if (drawn === undefined) {
    return (
      <svg className={className} viewBox="0 0 1 1" role="img" aria-label={label} aria-busy="true">
        <rect width={1} height={1} fill="#fff" />
      </svg>
    );
  }
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
