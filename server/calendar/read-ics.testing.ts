import ICAL from 'ical.js';

/** A VEVENT as a calendar app reads it. */
export type ReadEntry = {
  uid: string;
  sequence: number;
  /** The instants, resolved through the file's own VTIMEZONE. */
  start: Date;
  end: Date;
  /** The TZID the times are written in; null for UTC. */
  tzid: string | null;
  summary: string;
  description: string | null;
  location: string | null;
  url: string | null;
  status: string | null;
};

export type ReadCalendar = { name: string | null; zones: string[]; entries: ReadEntry[] };

/** Reads an iCalendar file with Mozilla's parser, as a calendar app would; throws on a malformed one. */
export function readIcs(text: string): ReadCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  if (calendar.name !== 'vcalendar') throw new Error(`Not a calendar: ${calendar.name}`);
  const zones = calendar.getAllSubcomponents('vtimezone').map((zone) => String(zone.getFirstPropertyValue('tzid')));
  const entries = calendar.getAllSubcomponents('vevent').map((vevent): ReadEntry => {
    const event = new ICAL.Event(vevent);
    const text = (name: string) => {
      const value = vevent.getFirstPropertyValue(name);
      return value === null ? null : String(value);
    };
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      tzid: (vevent.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null,
      summary: event.summary,
      description: text('description'),
      location: text('location'),
      url: text('url'),
      status: text('status'),
    };
  });
  return { name: (calendar.getFirstPropertyValue('x-wr-calname') as string | null) ?? null, zones, entries };
}
