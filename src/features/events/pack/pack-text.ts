import { formatSize } from '../../../lib/format-size';
import type { EventPackManifest, EventPackRecord, PackProgress } from './event-pack';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const questionsText = (count: number) => counted(count, 'question', 'questions');
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

/** What a save in progress is doing, for the card and for screen readers. */
export function progressText(progress: PackProgress): string {
  switch (progress.step) {
    case 'listing':
      return 'Finding what this event needs…';
    case 'documents':
      return `Storing ${questionsText(progress.questions)} and ${profilesText(progress.attendees)}…`;
    case 'fetching':
      return `Fetching ${counted(progress.missing, 'item', 'items')} the sync has not brought yet…`;
    case 'pictures':
      return `Storing pictures: ${progress.done} of ${progress.total}…`;
    case 'finishing':
      return 'Finishing…';
  }
}

/** '8 questions, 5 profiles and 3 pictures' */
export function contentsText(record: EventPackRecord): string {
  const stored = record.pictures - record.pictures_failed;
  return list([questionsText(record.questions), profilesText(record.attendees), ...(record.pictures > 0 ? [picturesText(stored)] : [])]);
}

/** 'Uses about 2.1 MB on this device (was 1.9 MB)', or undefined where the browser does not say. */
export function usageText(record: EventPackRecord, locale?: string): string | undefined {
  if (record.bytes_after === null) return undefined;
  const after = `Uses about ${formatSize(record.bytes_after, locale)} on this device`;
  return record.bytes_before === null ? after : `${after} (was ${formatSize(record.bytes_before, locale)})`;
}

/** What could not be stored, if anything: said plainly, with what it means. */
export function shortfallText(record: EventPackRecord): string | undefined {
  const parts = [
    ...(record.missing > 0 ? [`${counted(record.missing, 'item', 'items')} could not be stored`] : []),
    ...(record.pictures_failed > 0 ? [`${counted(record.pictures_failed, 'picture', 'pictures')} could not be fetched`] : []),
  ];
  return parts.length > 0 ? `${list(parts)}; Update tries again.` : undefined;
}
