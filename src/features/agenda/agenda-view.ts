import type { SessionDoc } from '../../../schemas/session.schema';
import { dayInZone } from '../../../schemas/time-zone';

/** What the agenda is narrowed to, as its address keeps it: a room, a track, words of a title or a speaker's name. */
export type AgendaFilters = { room?: string | undefined; track?: string | undefined; q?: string | undefined };

/** The agenda's address: `mine=1` for the member's schedule, and the room, track and words it is narrowed to. */
export type AgendaUrl = { mine?: 1; room?: string; track?: string; q?: string };

export const AGENDA_TEXT_MAX = 200;
const text = (value: unknown) => (typeof value === 'string' && value.trim() && value.length <= AGENDA_TEXT_MAX ? value : undefined);

/** Reads an address's search for the agenda; anything else in it, or a value of the wrong kind, is left out. */
export function agendaSearchOf(search: Record<string, unknown>): AgendaUrl {
  const mine = search.mine === 1 || search.mine === '1' || search.mine === true || search.mine === 'true';
  const read: AgendaUrl = { room: text(search.room), track: text(search.track), q: text(search.q) };
  if (mine) read.mine = 1;
  return Object.fromEntries(Object.entries(read).filter(([, value]) => value !== undefined)) as AgendaUrl;
}

const place = (value: string | undefined) => (value ?? '').trim();
const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** The rooms and the tracks the sessions name, each once, in alphabetical order. */
export function agendaPlaces(sessions: readonly SessionDoc[]): { rooms: string[]; tracks: string[] } {
  const collect = (pick: (session: SessionDoc) => string | undefined) =>
    [...new Set(sessions.map((session) => place(pick(session))).filter(Boolean))].sort((a, b) => a.localeCompare(b));
  return { rooms: collect((session) => session.room), tracks: collect((session) => session.track) };
}

/** Whether a session's title or one of its speakers' names holds every word searched for (case and accents aside). */
export function matchesSearch(session: SessionDoc, q: string | undefined): boolean {
  const words = folded(q ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = folded([session.title, ...(session.speakers ?? []).map((speaker) => speaker.name)].join(' '));
  return words.every((word) => text.includes(word));
}

/** The sessions a filter keeps, in the order given; `starred` keeps only those (my schedule). */
export function filterSessions(sessions: readonly SessionDoc[], filters: AgendaFilters, starred?: ReadonlySet<string>): SessionDoc[] {
  const room = place(filters.room).toLowerCase();
  const track = place(filters.track).toLowerCase();
  return sessions.filter(
    (session) =>
      (!starred || starred.has(session.id)) &&
      (!room || place(session.room).toLowerCase() === room) &&
      (!track || place(session.track).toLowerCase() === track) &&
      matchesSearch(session, filters.q),
  );
}

/** One day of the agenda: the venue's calendar day ('YYYY-MM-DD') and its sessions in time order. */
export type AgendaDay = { day: string; sessions: SessionDoc[] };

const byTime = (a: SessionDoc, b: SessionDoc) =>
  Date.parse(a.starts_at) - Date.parse(b.starts_at) || Date.parse(a.ends_at) - Date.parse(b.ends_at) || a.title.localeCompare(b.title);

/** Sessions grouped by the day they start on at the venue (not on the member's device), days and sessions in time order. */
export function groupByDay(sessions: readonly SessionDoc[], timeZone: string): AgendaDay[] {
  const days = new Map<string, SessionDoc[]>();
  // Sessions in parallel rooms share their start: each start is placed on its day once.
  const dayOfStart = new Map<string, string>();
  for (const session of [...sessions].sort(byTime)) {
    let day = dayOfStart.get(session.starts_at);
    if (day === undefined) {
      day = dayInZone(session.starts_at, timeZone);
      dayOfStart.set(session.starts_at, day);
    }
    const list = days.get(day);
    if (list) list.push(session);
    else days.set(day, [session]);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => ({ day, sessions: list }));
}

/** The next moment after `now` that a session starts or ends (when 'now' and 'next' change), or null when none will. */
export function nextAgendaChange(sessions: readonly SessionDoc[] | undefined, now: number): number | null {
  let first: number | null = null;
  for (const session of sessions ?? []) {
    if (session.cancelled) continue;
    for (const moment of [Date.parse(session.starts_at), Date.parse(session.ends_at)]) {
      if (moment > now && (first === null || moment < first)) first = moment;
    }
  }
  return first;
}

/** Where a session sits in a day's desktop grid: its column (1 is the times) and its rows (1 is the rooms). */
export type GridPlace = { column: number; columnSpan: number; row: number; rowSpan: number };

/** A day laid out as a grid: a column per room, a row per moment a session starts or ends. */
export type DayGrid = {
  /** The column heads after the times' column; '' for sessions without a room when they need a column of their own. */
  rooms: string[];
  /** The moments a row starts at (ms), in order; the last one only ends the row before it. */
  times: number[];
  places: Map<string, GridPlace>;
};

/**
 * The desktop grid of one day. A session without a room (a keynote, lunch) spans every room when no
 * session in a room shares its time, and takes a column of its own otherwise.
 */
export function dayGrid(sessions: readonly SessionDoc[]): DayGrid {
  const rooms = [...new Set(sessions.map((session) => place(session.room)).filter(Boolean))].sort((a, b) => a.localeCompare(b));
  const roomless = sessions.filter((session) => !place(session.room));
  const overlapsRoomed = (session: SessionDoc) =>
    sessions.some(
      (other) => place(other.room) && Date.parse(other.starts_at) < Date.parse(session.ends_at) && Date.parse(session.starts_at) < Date.parse(other.ends_at),
    );
  const ownColumn = roomless.some((session) => rooms.length === 0 || overlapsRoomed(session));
  const columns = ownColumn ? [...rooms, ''] : rooms;
  const times = [...new Set(sessions.flatMap((session) => [Date.parse(session.starts_at), Date.parse(session.ends_at)]))].sort((a, b) => a - b);
  const rowOf = (time: number) => times.indexOf(time) + 2;
  const places = new Map<string, GridPlace>();
  for (const session of sessions) {
    const room = place(session.room);
    const spans = !room && !ownColumn;
    const column = room ? columns.indexOf(room) + 2 : spans ? 2 : columns.indexOf('') + 2;
    const row = rowOf(Date.parse(session.starts_at));
    places.set(session.id, { column, columnSpan: spans ? columns.length : 1, row, rowSpan: Math.max(1, rowOf(Date.parse(session.ends_at)) - row) });
  }
  return { rooms: columns, times, places };
}
