import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EventDoc } from '../../../../schemas/event.schema';
import { toast } from '../../../components/toasts/toast';
import { defineMessages } from '../../../i18n/define-messages';
import { appIntl } from '../../../i18n/i18n-provider';
import { useSyncValue } from '../../../lib/sync-client';
import { readPackRecord, saveEventPack, type EventPackManifest, type EventPackRecord, type PackEnvironment, type PackProgress } from './event-pack';
import { browserPackEnvironment, fetchPackManifest } from './pack-environment';
import { contentsText, shortfallText } from './pack-text';

const messages = defineMessages({
  savedWithGaps: { id: 'events.pack.toast.savedWithGaps', defaultMessage: '{name} is saved for offline, with gaps' },
  saved: { id: 'events.pack.toast.saved', defaultMessage: '{name} is saved for offline' },
  savedContents: { id: 'events.pack.toast.savedContents', defaultMessage: '{contents} on this device.' },
});

// A failure the member must act on stays long enough to be read.
const ERROR_TOAST_MS = 8_000;

export type EventPackState = {
  online: boolean;
  /** What a save would take, once the server said (online only). */
  manifest: EventPackManifest | undefined;
  /** The server could not say what a save would take. */
  sizeUnknown: boolean;
  /** The last save of this event on this device. */
  record: EventPackRecord | undefined;
  /** The save under way, if one is. */
  progress: PackProgress | undefined;
  /** Why the last save failed, until the next one. */
  error: string | undefined;
  save: () => Promise<void>;
};

/**
 * Saving one event for offline, from its page: the expected size while online, the progress of a
 * save, the record of the last one, and toasts for how it went.
 */
export function useEventPack(event: Pick<EventDoc, 'id' | 'slug' | 'name'> & Partial<Pick<EventDoc, 'is_community'>>, environment: (onProgress: PackEnvironment['onProgress']) => PackEnvironment = browserPackEnvironment): EventPackState {
  const online = useSyncValue((sync) => sync.online);
  // The save made on this page, else this device's note of an earlier one.
  const [lastSaved, setLastSaved] = useState<EventPackRecord>();
  const record = useMemo(() => (lastSaved?.event_id === event.id ? lastSaved : readPackRecord(localStorage, event.id)), [event.id, lastSaved]);
  const [manifest, setManifest] = useState<EventPackManifest>();
  const [sizeUnknown, setSizeUnknown] = useState(false);
  const [progress, setProgress] = useState<PackProgress>();
  const [error, setError] = useState<string>();
  const saving = useRef(false);
  const slugOrId = event.slug ?? event.id;

  // The size before a first save, asked for again when the device comes online; once saved, the card says what it took.
  const saved = Boolean(record);
  useEffect(() => {
    if (!online || saved) return;
    let current = true;
    fetchPackManifest(slugOrId).then(
      (found) => {
        if (!current) return;
        setManifest(found);
        setSizeUnknown(false);
      },
      (failure: unknown) => {
        console.warn('Could not read the size of the event pack', failure);
        if (current) setSizeUnknown(true);
      },
    );
    return () => {
      current = false;
    };
  }, [online, slugOrId, saved]);

  const save = useCallback(async () => {
    if (saving.current) return;
    saving.current = true;
    setError(undefined);
    setProgress({ step: 'listing' });
    try {
      const pack = await saveEventPack(slugOrId, environment(setProgress), event.is_community ? 'community' : 'event');
      setLastSaved(pack);
      const shortfall = shortfallText(pack);
      const intl = appIntl();
      if (shortfall) toast.warning(intl.formatMessage(messages.savedWithGaps, { name: event.name }), { description: shortfall, duration: ERROR_TOAST_MS });
      else toast.success(intl.formatMessage(messages.saved, { name: event.name }), { description: intl.formatMessage(messages.savedContents, { contents: contentsText(pack) }) });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setError(message);
      toast.error(message, { duration: ERROR_TOAST_MS });
    } finally {
      saving.current = false;
      setProgress(undefined);
    }
  }, [environment, event.name, event.is_community, slugOrId]);

  return { online, manifest, sizeUnknown, record, progress, error, save };
}
