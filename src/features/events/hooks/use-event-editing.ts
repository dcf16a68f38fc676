import { useMemo } from 'react';
import type { EventDoc, QaMode } from '../../../../schemas/event.schema';
import { localWrite } from '../../../components/local-write/local-write';
import { toast } from '../../../components/toasts/toast';
import { useMember } from '../../../member/member-store';
import { createEvent, deleteEvent, setEventQaMode, setEventTeam, updateEvent, type EventInput } from '../api/event-writes';
import { trackEventCreated } from '../../../lib/analytics';

const kindOf = (isCommunity: boolean) => (isCommunity ? 'community' : 'event');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The organiser's writes to events and communities: each is stored on this device at once (synced
 * later), says so in a toast, tells the member when it cannot be, and answers whether it was stored.
 */
export function useEventEditing() {
  const { id: memberId } = useMember();
  return useMemo(
    () => ({
      /** Creates the event and joins the member to it; `onStored` runs once it is stored, now or after a wait for space. */
      async create(input: EventInput, onStored?: () => void) {
        const kind = kindOf(input.isCommunity);
        const result = await localWrite((db) => createEvent(db, memberId, input), {
          onStored,
          keptNote: `Your ${kind} is kept on this page until it is saved.`,
          failure: `Your ${kind} was not created`,
        });
        if (result.stored) toast.success(`${capitalised(kind)} created`);
        if (result.stored) trackEventCreated(result.value.id, { community: input.isCommunity, offline: !navigator.onLine });
        return result;
      },
      async update(event: EventDoc, input: EventInput) {
        const result = await localWrite((db) => updateEvent(db, event.id, input), { failure: 'Your changes were not saved' });
        if (result.stored) toast.success('Changes saved');
        return result;
      },
      /** Changes who runs the event with its organiser; `done` is what the toast says once it is stored. */
      async setTeam(event: EventDoc, team: NonNullable<EventDoc['team']>, done: string) {
        const result = await localWrite((db) => setEventTeam(db, event.id, team), { failure: 'The team was not changed' });
        if (result.stored) toast.success(done);
        return result;
      },
      /** Questions show at once ('open') or wait for a moderator's approval. */
      async setQaMode(event: EventDoc, mode: QaMode) {
        const result = await localWrite((db) => setEventQaMode(db, event.id, mode), { failure: 'The Q&A mode was not changed' });
        if (result.stored) toast.success(mode === 'approval' ? 'New questions now wait for approval' : 'New questions now show at once');
        return result;
      },
      async remove(event: EventDoc) {
        const kind = kindOf(event.is_community);
        const result = await localWrite((db) => deleteEvent(db, event.id), { failure: `The ${kind} was not deleted` });
        if (result.stored) toast.success(`${capitalised(kind)} deleted`, { description: event.name });
        return result;
      },
    }),
    [memberId],
  );
}
