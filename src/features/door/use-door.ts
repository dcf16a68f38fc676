import { useCallback, useMemo } from 'react';
import { combineLatest, map } from 'rxjs';
import type { DoorScanDoc, ScanHow } from '../../../schemas/door-scan.schema';
import type { EventDoc } from '../../../schemas/event.schema';
import type { InteractionDoc } from '../../../schemas/interaction.schema';
import { localWrite } from '../../components/local-write/local-write';
import { useUsersByIds } from '../../db/use-members';
import { useLiveQuery } from '../../db/use-live-query';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';
import { deviceId } from '../../lib/client-config';
import { newId } from '../../lib/uuid';
import { doorStateOf, type DoorState } from './door-logic';

const messages = defineMessages({
  notSaved: { id: 'door.scan.notSaved', defaultMessage: 'This check-in was not saved on this phone' },
});

export type DoorData = {
  state: DoorState;
  /** Every scan this phone knows of the event, its own and those of other phones that synced. */
  scans: DoorScanDoc[];
  loading: boolean;
};

const EMPTY: DoorState = { attending: new Set(), checkedIn: new Map() };

/** The door of one event as this phone knows it, live: joins, check-ins and every scan, from any phone that synced. */
export function useDoorData(eventId: string): DoorData {
  const { data, loading } = useLiveQuery(
    (db) =>
      combineLatest([
        db.interactions.find({ selector: { target_id: eventId, kind: 'participation' } }).$,
        db.interactions.find({ selector: { target_id: eventId, kind: 'check_in' } }).$,
        db.door_scans.find({ selector: { event_id: eventId } }).$,
      ]).pipe(
        map(([joins, checkIns, scans]) => {
          const toggles = [...joins, ...checkIns].map((doc) => doc.toJSON() as InteractionDoc);
          const kept = scans.map((doc) => doc.toJSON() as DoorScanDoc);
          return { state: doorStateOf(toggles, kept), scans: kept };
        }),
      ),
    [eventId],
  );
  return { state: data?.state ?? EMPTY, scans: data?.scans ?? [], loading };
}

/** The names of the attendees and of the staff who scanned, from the profiles on this device. */
export function useDoorPeople(state: DoorState) {
  const ids = useMemo(() => [...new Set([...state.attending, ...[...state.checkedIn.values()].flatMap((known) => (known.staffId ? [known.staffId] : []))])], [state]);
  const { data: users } = useUsersByIds(ids);
  return users;
}

/** Records a scan on this phone at once (pending until it syncs): the server checks the attendee in with it. */
export function useRecordScan(event: EventDoc, staffId: string) {
  return useCallback(
    (attendeeId: string, how: ScanHow) =>
      localWrite(
        (db) =>
          db.door_scans.insert({
            id: newId(),
            event_id: event.id,
            attendee_id: attendeeId,
            staff_id: staffId,
            device_id: deviceId(),
            scanned_at: new Date().toISOString(),
            how,
            sync_state: 'pending',
            updatedAt: 0,
          }),
        { failure: appIntl().formatMessage(messages.notSaved) },
      ),
    [event.id, staffId],
  );
}
