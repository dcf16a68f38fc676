import { defineMessages, say } from './words';

const words = defineMessages({
  unknownZone: { id: 'rules.timeZone.unknown', defaultMessage: "Pick the venue's time zone from the list: ''{zone}'' is not one" },
});

/**
 * An event's times are the venue's: each event stores its IANA time zone ('Europe/Berlin'), and its
 * times and its sessions' are shown in it, with the member's own beside them when the two differ.
 * Instants stay instants (ISO strings in UTC): the zone only says how to show them.
 */

/** The longest IANA name ('America/Argentina/ComodRivadavia' is 32). */
export const TIME_ZONE_MAX = 64;

/** The zone this device (or server process) is set to. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const known = new Map<string, boolean>();

/**
 * One formatter per purpose, zone and locale: making an Intl.DateTimeFormat costs far more than using one,
 * and an agenda formats every session's times several times over.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(purpose: 'name' | 'day' | 'wall', timeZone: string, locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${purpose}|${timeZone}|${locale ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** Whether the runtime knows this IANA zone. */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.length === 0 || name.length > TIME_ZONE_MAX) return false;
  let ok = known.get(name);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      ok = true;
    } catch {
      ok = false;
    }
    known.set(name, ok);
  }
  return ok;
}

/** Why a time zone cannot be stored, in the form's words (null when it can). */
export function timeZoneProblem(name: string | null | undefined): string | null {
  if (name === undefined || name === null) return null;
  const valid: boolean = isTimeZone(name);
  return valid ? null : say(words.unknownZone, { zone: name.slice(0, TIME_ZONE_MAX) });
}

/** Every zone the runtime knows, for the form's picker (the device's own first when missing). */
export function timeZoneNames(): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const own = deviceTimeZone();
  const all = names.includes(own) ? names : [own, ...names];
  return all.includes('UTC') ? all : [...all, 'UTC'];
}

/** The zone's short name at that instant, as the locale writes it ('CET', 'GMT+1', 'PDT'). */
export function zoneAbbreviation(instant: Date | string | number, timeZone: string, locale?: string): string {
  const parts = formatter('name', timeZone, locale, { timeZoneName: 'short' }).formatToParts(new Date(instant));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The calendar day of an instant in a zone, as 'YYYY-MM-DD' (agenda days are the venue's days). */
export function dayInZone(instant: Date | string | number, timeZone: string): string {
  const parts = formatter('day', timeZone, 'en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Minutes a zone is ahead of UTC at an instant. */
export function zoneOffsetMinutes(instant: Date | string | number, timeZone: string): number {
  const date = new Date(instant);
  const parts = formatter('wall', timeZone, 'en-US', {
    hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - (date.getTime() - date.getMilliseconds())) / 60_000);
}

/** Whether two zones show the same wall time at that instant (then the member's own time is not repeated). */
export const sameWallTime = (instant: Date | string | number, a: string, b: string): boolean =>
  a === b || zoneOffsetMinutes(instant, a) === zoneOffsetMinutes(instant, b);

/**
 * The instant a wall time has in a zone: '2026-06-01T09:30' in 'Europe/Berlin' is 07:30 UTC. A time the
 * clocks skip (spring forward) is read as the same wall time after the change.
 */
export function instantOfWallTime(wall: string, timeZone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(wall);
  if (!match) return new Date(Number.NaN);
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  const first = guess - zoneOffsetMinutes(guess, timeZone) * 60_000;
  // A second pass settles instants near a change of offset.
  return new Date(guess - zoneOffsetMinutes(first, timeZone) * 60_000);
}

/** The wall time of an instant in a zone, as 'YYYY-MM-DDTHH:mm' (what a date-time field shows). */
export function wallTimeInZone(instant: Date | string | number, timeZone: string): string {
  const date = new Date(instant);
  const shifted = new Date(date.getTime() + zoneOffsetMinutes(date, timeZone) * 60_000);
  return shifted.toISOString().slice(0, 16);
}
