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
  // A zone's short name follows its offset (CET at +60, CEST at +120): one look-up per offset and locale.
  const key = `${timeZone}|${locale ?? ''}|${zoneOffsetMinutes(instant, timeZone)}`;
  let name = abbreviations.get(key);
  if (name === undefined) {
    const parts = formatter('name', timeZone, locale, { timeZoneName: 'short' }).formatToParts(new Date(instant));
    name = parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
    abbreviations.set(key, name);
  }
  return name;
}
const abbreviations = new Map<string, string>();

/** The calendar day of an instant in a zone, as 'YYYY-MM-DD' (agenda days are the venue's days). */
export function dayInZone(instant: Date | string | number, timeZone: string): string {
  const at = new Date(instant).getTime();
  // The wall clock's date: the instant moved by the zone's offset, read in UTC.
  return new Date(at + zoneOffsetMinutes(at, timeZone) * 60_000).toISOString().slice(0, 10);
}

/** Minutes a zone is ahead of UTC at an instant, asked of Intl. */
function measuredOffset(at: number, timeZone: string): number {
  const date = new Date(at);
  const parts = formatter('wall', timeZone, 'en-US', {
    hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - (date.getTime() - date.getMilliseconds())) / 60_000);
}

/**
 * Zones change their offset on a quarter hour of UTC (offsets are whole quarter hours, changes happen on
 * the local hour or half hour): the offset is looked up once per quarter hour and zone, and kept when it
 * is the same at both ends of it. An agenda shows hundreds of times, each of which asked Intl again.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const offsets = new Map<string, number | null>();
const OFFSETS_KEPT = 20_000;

/** Minutes a zone is ahead of UTC at an instant. */
export function zoneOffsetMinutes(instant: Date | string | number, timeZone: string): number {
  const at = new Date(instant).getTime();
  if (!Number.isFinite(at)) return measuredOffset(at, timeZone);
  const quarter = Math.floor(at / QUARTER_HOUR_MS);
  const key = `${timeZone}|${quarter}`;
  let kept = offsets.get(key);
  if (kept === undefined) {
    const first = measuredOffset(quarter * QUARTER_HOUR_MS, timeZone);
    kept = measuredOffset((quarter + 1) * QUARTER_HOUR_MS - 1_000, timeZone) === first ? first : null;
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offsets.set(key, kept);
  }
  return kept ?? measuredOffset(at, timeZone);
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
