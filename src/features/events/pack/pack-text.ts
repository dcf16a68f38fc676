import { formatSize } from '../../../lib/format-size';
import type { EventPackManifest, EventPackRecord, PackProgress } from './event-pack';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const questionsText = (count: number) => counted(count, 'question', 'questions');
export const sessionsText = (count: number) => counted(count, 'session', 'sessions');
export const profilesText = (count: number) => counted(count, 'profile', 'profiles');
export const picturesText = (count: number) => counted(count, 'picture', 'pictures');

/** 'a, b and c' */
function list(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** What a save will take, before it is made: 'About 120 KB plus 12 pictures'. */
export function expectedSizeText(manifest: EventPackManifest | undefined, online: boolean, locale?: string, unknown = false): string {
  if (!manifest) return !online ? 'Size shown when online' : unknown ? 'The size could not be worked out; saving still works' : 'Working out the size…';
  const size = `About ${formatSize(manifest.approx_bytes, locale)}`;
  return manifest.pictures.length > 0 ? `${size} plus ${picturesText(manifest.pictures.length)}` : size;
}

/** What a save in progress is doing, for the card and for screen readers: an event's, or a community's. */
export function progressText(progress: PackProgress, community = false): string {
  switch (progress.step) {
    case 'listing':
      return community ? 'Finding what this community needs…' : 'Finding what this event needs…';
    case 'documents':
      return `Storing ${list([questionsText(progress.questions), ...(progress.sessions > 0 ? [sessionsText(progress.sessions)] : []), profilesText(progress.attendees)])}…`;
    case 'fetching':
      return `Fetching ${counted(progress.missing, 'item', 'items')} the sync has not brought yet…`;
    case 'pictures':
      return `Storing pictures: ${progress.done} of ${progress.total}…`;
    case 'finishing':
      return 'Finishing…';
  }
}

/** '8 questions, 12 sessions, 5 profiles and 3 pictures' (an event without an agenda names no sessions) */
export function contentsText(record: EventPackRecord): string {
  const stored = record.pictures - record.pictures_failed;
  const sessions = record.sessions ?? 0;
  return list([questionsText(record.questions), ...(sessions > 0 ? [sessionsText(sessions)] : []), profilesText(record.attendees), ...(record.pictures > 0 ? [picturesText(stored)] : [])]);
}

/**
 * What the save took, said as the estimate before it was ('About 120 KB'): 'Took about 200 KB on this
 * device (Meetverse uses 2.1 MB in all)'. The device's whole use is named as such, never as this event's
 * (it read 'About 6 KB', then 'Uses about 6 MB'). Undefined where the browser does not say.
 */
export function usageText(record: EventPackRecord, locale?: string): string | undefined {
  if (record.bytes_after === null) return undefined;
  const total = formatSize(record.bytes_after, locale);
  if (record.bytes_before === null) return `Meetverse uses about ${total} on this device in all`;
  const took = formatSize(Math.max(0, record.bytes_after - record.bytes_before), locale);
  return `Took about ${took} on this device (Meetverse uses ${total} in all)`;
}

/** What could not be stored, if anything: said plainly, with what it means. */
export function shortfallText(record: EventPackRecord): string | undefined {
  const parts = [
    ...(record.missing > 0 ? [`${counted(record.missing, 'item', 'items')} could not be stored`] : []),
    ...(record.pictures_failed > 0 ? [`${counted(record.pictures_failed, 'picture', 'pictures')} could not be fetched`] : []),
  ];
  return parts.length > 0 ? `${list(parts)}; Update tries again.` : undefined;
}
