/**
 * An event's agenda as a calendar file, through the real HTTP API of the real server process:
 *
 * - An event of 3 days in Europe/Berlin with BENCH_ICS_SESSIONS sessions (default 300) in 6 rooms, each
 *   with two speakers and a description, pushed by its organiser as a device does.
 * - Measured: `GET /api/v1/events/{id}/calendar.ics`, BENCH_ICS_RUNS times one after the other
 *   (median): the event and its sessions read from the database, the file made by the calendar module
 *   (ical-generator, a VTIMEZONE from timezones-ical-library), sent over HTTP.
 * - Also: the calendar module alone, in this process, over the same documents.
 * - Baseline in the same run: the same VEVENT lines written by hand (string concatenation, the same
 *   escaping and line folding, the same VTIMEZONE block) from the same documents, in this process.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { EventDoc } from '../schemas/event.schema';
import type { SessionDoc } from '../schemas/session.schema';
import { calendarText } from '../server/calendar/ics';
import type { Doc } from '../server/replication/collections';
import { mintAccessToken } from '../server/test-support';
import { startServer } from './harness';
import { stats } from './measure';
import { describe, record } from './results';

const SESSIONS = Number(process.env.BENCH_ICS_SESSIONS ?? 300);
const RUNS = Number(process.env.BENCH_ICS_RUNS ?? 30);
const ROOMS = 6;
const DAYS = 3;
const ZONE = 'Europe/Berlin';
const HOUR = 3_600_000;

// A benchmark pushes faster than a member writes.
process.env.WRITE_LIMIT ??= '1000000';
process.env.SEED_DEMO_QUESTIONS ??= 'false';

const median = (samples: number[]) => stats(samples).p50;

/** Runs `work` `RUNS` times after two warm-up runs; the time of each, in ms. */
async function timed(work: () => unknown): Promise<number[]> {
  for (let n = 0; n < 2; n++) await work();
  const samples: number[] = [];
  for (let n = 0; n < RUNS; n++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return samples;
}

// ---- The baseline: the same text by hand ----

const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** Folds a content line into pieces of 74 characters, each after the first led by a space, as the generator does. */
function fold(line: string): string {
  if (line.length <= 74) return line;
  let out = line.slice(0, 74);
  for (let at = 74; at < line.length; at += 74) out += `\r\n ${line.slice(at, at + 74)}`;
  return out;
}

const wallFormat = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
function wall(iso: string): string {
  const parts = Object.fromEntries(wallFormat.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}
const utc = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

function byHand(event: Doc<'events'>, sessions: Doc<'sessions'>[], publicUrl: string): string {
  const host = new URL(publicUrl).host;
  const [vtimezone] = tzlib_get_ical_block(ZONE);
  let text = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Meetverse//Agenda//EN\r\nMETHOD:PUBLISH\r\nNAME:${escapeText(event.name)}\r\nX-WR-CALNAME:${escapeText(event.name)}\r\n${vtimezone}\r\n`;
  const ordered = [...sessions].sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id.localeCompare(b.id));
  for (const session of ordered) {
    const speakers = (session.speakers ?? []).map((speaker) => speaker.name).join(', ');
    const description = [speakers && `Speakers: ${speakers}`, session.description].filter(Boolean).join('\n\n');
    const location = [session.room, event.location].filter(Boolean).join(', ');
    text += 'BEGIN:VEVENT\r\n';
    text += `UID:${session.id}@${host}\r\n`;
    text += `SEQUENCE:${session.sequence ?? 0}\r\n`;
    text += `DTSTAMP:${utc(session.updatedAt)}\r\n`;
    text += `DTSTART;TZID=${ZONE}:${wall(session.starts_at)}\r\n`;
    text += `DTEND;TZID=${ZONE}:${wall(session.ends_at)}\r\n`;
    text += `${fold(`SUMMARY:${escapeText(session.title)}`)}\r\n`;
    text += `${fold(`LOCATION:${escapeText(location)}`)}\r\n`;
    text += `${fold(`DESCRIPTION:${escapeText(description)}`)}\r\n`;
    text += `${fold(`URL;VALUE=URI:${publicUrl}/events/${event.slug}/sessions/${session.id}`)}\r\n`;
    text += `STATUS:${session.cancelled ? 'CANCELLED' : 'CONFIRMED'}\r\n`;
    text += `LAST-MODIFIED:${utc(session.updatedAt)}\r\n`;
    text += 'END:VEVENT\r\n';
  }
  return `${text}END:VCALENDAR`;
}

// ---- The event ----

function agenda(event: EventDoc): SessionDoc[] {
  const start = Date.parse(event.starts_at ?? '');
  const perDay = Math.ceil(SESSIONS / DAYS);
  return Array.from({ length: SESSIONS }, (_, n) => {
    const day = Math.floor(n / perDay);
    const inDay = n % perDay;
    const room = inDay % ROOMS;
    const slot = Math.floor(inDay / ROOMS);
    const startsAt = start + day * 24 * HOUR + slot * 35 * 60_000;
    return {
      id: randomUUID(),
      event_id: event.id,
      title: `Session ${n + 1}: offline-first sync, conflicts and the people who resolve them`,
      description: 'How two devices that disagree come to the same answer, with a live demo; questions at the end.\nBring a laptop.',
      starts_at: new Date(startsAt).toISOString(),
      ends_at: new Date(startsAt + 30 * 60_000).toISOString(),
      room: `Room ${String.fromCharCode(65 + room)}`,
      track: room % 2 ? 'Frontend' : 'Backend',
      speakers: [{ name: 'Ada Lovelace' }, { name: `Speaker ${n + 1}` }],
      sync_state: 'pending',
      updatedAt: 0,
    };
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-bench-ics-'));
const server = await startServer(dataDir, { STATIC_DIR: '' });
try {
  const token = await mintAccessToken(dataDir, { sub: 'demo|ada@example.com', iss: `${server.url}/oidc`, aud: `${server.url}/api` });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // Three days, 08:00 in Berlin, a fortnight from now.
  const first = new Date(Date.now() + 14 * 24 * HOUR);
  first.setUTCHours(7, 0, 0, 0);
  const created = await fetch(`${server.url}/api/v1/events`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Calendar Bench Conference', live_status: 'planned', is_community: false, time_zone: ZONE, location: 'Congress Centre, Berlin', starts_at: first.toISOString(), ends_at: new Date(first.getTime() + (DAYS - 1) * 24 * HOUR + 12 * HOUR).toISOString() }),
  });
  if (created.status !== 201) throw new Error(`the event was refused: ${created.status} ${await created.text()}`);
  const event = ((await created.json()) as { data: EventDoc }).data;
  const sessions = agenda(event);
  for (let start = 0; start < sessions.length; start += 100) {
    const response = await fetch(`${server.url}/api/v1/replication/sessions/push`, {
      method: 'POST',
      headers,
      body: JSON.stringify(sessions.slice(start, start + 100).map((doc) => ({ newDocumentState: { ...doc, _deleted: false } }))),
    });
    const answer = await response.text();
    if (!response.ok || answer !== '[]') throw new Error(`the sessions were refused: ${response.status} ${answer.slice(0, 300)}`);
  }

  // The documents as the server stores them (its fields added), for the two in-process measures.
  const stored: Doc<'sessions'>[] = sessions.map((doc) => ({ ...doc, sequence: 0, cancelled: false, created_by: event.created_by, updatedAt: Date.now(), sync_state: 'sent', _deleted: false }));
  const storedEvent = { ...event, _deleted: false } as Doc<'events'>;

  let routeText = '';
  const route = await timed(async () => {
    const response = await fetch(`${server.url}/api/v1/events/${event.id}/calendar.ics`);
    routeText = await response.text();
    if (!response.ok) throw new Error(`the calendar answered ${response.status}`);
  });
  const publicUrl = /URL;VALUE=URI:(.*?)\/events\//.exec(routeText.replace(/\r\n /g, ''))?.[1] ?? server.url;
  let moduleText = '';
  const module = await timed(() => {
    moduleText = calendarText({ name: event.name, entries: [{ event: storedEvent, sessions: stored }], publicUrl, eventWithoutSessions: true });
  });
  let handText = '';
  const hand = await timed(() => {
    handText = byHand(storedEvent, stored, publicUrl);
  });

  // The baseline writes the very text the module writes.
  if (handText !== moduleText) throw new Error('The text written by hand differs from the calendar module\'s');
  // All three are calendars of the same sessions, as a real parser reads them.
  for (const [label, text] of [['route', routeText], ['module', moduleText], ['by hand', handText]] as const) {
    const vevents = new ICAL.Component(ICAL.parse(text) as unknown[]).getAllSubcomponents('vevent').length;
    if (vevents !== SESSIONS) throw new Error(`The ${label} file holds ${vevents} of ${SESSIONS} sessions`);
  }

  const kb = (text: string) => `${Math.round(Buffer.byteLength(text) / 1024)} KB`;
  console.log(`\n${SESSIONS} sessions, ${ROOMS} rooms, ${DAYS} days (${ZONE}); median of ${RUNS} runs each after 2 warm-up runs`);
  console.log(`  GET /events/{id}/calendar.ics   ${median(route).toFixed(2)} ms (${kb(routeText)})`);
  console.log(`  calendar module alone           ${median(module).toFixed(2)} ms (${kb(moduleText)})`);
  console.log(`  the same lines by hand          ${median(hand).toFixed(2)} ms (${kb(handText)})`);
  for (const figure of [
    record({
      bench: 'ics', name: `calendar file of a ${SESSIONS}-session event through the API`, value: median(route), unit: 'ms', better: 'lower',
      baseline: median(hand), baselineLabel: 'the same VEVENT lines written by hand (string concatenation), in process',
      note: `median of ${RUNS} requests one after the other: database read, the calendar module, HTTP; ${kb(routeText)}; no goal was set`,
    }),
    record({
      bench: 'ics', name: `calendar module alone, ${SESSIONS} sessions`, value: median(module), unit: 'ms', better: 'lower',
      baseline: median(hand), baselineLabel: 'the same VEVENT lines written by hand (string concatenation), in process',
      note: `median of ${RUNS} runs in process over the same documents; no goal was set`,
    }),
  ]) console.log(`  ${describe(figure)}`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
