import { useMemo } from 'react';
import type { EventDoc, QaMode } from '../../../../schemas/event.schema';
import { localWrite } from '../../../components/local-write/local-write';
import { toast } from '../../../components/toasts/toast';
import { useMember } from '../../../member/member-store';
import { createEvent, deleteEvent, setEventQaMode, setEventTeam, updateEvent, type EventInput } from '../api/event-writes';
import { trackEventCreated } from '../../../lib/analytics';
import { defineMessages } from '../../../i18n/define-messages';
import { appIntl } from '../../../i18n/i18n-provider';

const messages = defineMessages({
  keptEvent: { id: 'events.editing.kept.event', defaultMessage: 'Your event is kept on this page until it is saved.' },
  keptCommunity: { id: 'events.editing.kept.community', defaultMessage: 'Your community is kept on this page until it is saved.' },
  notCreatedEvent: { id: 'events.editing.notCreated.event', defaultMessage: 'Your event was not created' },
  notCreatedCommunity: { id: 'events.editing.notCreated.community', defaultMessage: 'Your community was not created' },
  createdEvent: { id: 'events.editing.created.event', defaultMessage: 'Event created' },
  createdCommunity: { id: 'events.editing.created.community', defaultMessage: 'Community created' },
  notSaved: { id: 'events.editing.notSaved', defaultMessage: 'Your changes were not saved' },
  saved: { id: 'events.editing.saved', defaultMessage: 'Changes saved' },
  teamNotChanged: { id: 'events.editing.teamNotChanged', defaultMessage: 'The team was not changed' },
  qaNotChanged: { id: 'events.editing.qaNotChanged', defaultMessage: 'The Q&A mode was not changed' },
  qaApproval: { id: 'events.editing.qa.approval', defaultMessage: 'New questions now wait for approval' },
  qaOpen: { id: 'events.editing.qa.open', defaultMessage: 'New questions now show at once' },
  notDeletedEvent: { id: 'events.editing.notDeleted.event', defaultMessage: 'The event was not deleted' },
  notDeletedCommunity: { id: 'events.editing.notDeleted.community', defaultMessage: 'The community was not deleted' },
  deletedEvent: { id: 'events.editing.deleted.event', defaultMessage: 'Event deleted' },
  deletedCommunity: { id: 'events.editing.deleted.community', defaultMessage: 'Community deleted' },
});

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
        const community = input.isCommunity;
        const intl = appIntl();
        const result = await localWrite((db) => createEvent(db, memberId, input), {
          onStored,
          keptNote: intl.formatMessage(community ? messages.keptCommunity : messages.keptEvent),
          failure: intl.formatMessage(community ? messages.notCreatedCommunity : messages.notCreatedEvent),
        });
        if (result.stored) toast.success(appIntl().formatMessage(community ? messages.createdCommunity : messages.createdEvent));
        if (result.stored) trackEventCreated(result.value.id, { community: input.isCommunity, offline: !navigator.onLine });
        return result;
      },
      async update(event: EventDoc, input: EventInput) {
        const result = await localWrite((db) => updateEvent(db, event.id, input), { failure: appIntl().formatMessage(messages.notSaved) });
        if (result.stored) toast.success(appIntl().formatMessage(messages.saved));
        return result;
      },
      /** Changes who runs the event with its organiser; `done` is what the toast says once it is stored. */
      async setTeam(event: EventDoc, team: NonNullable<EventDoc['team']>, done: string) {
        const result = await localWrite((db) => setEventTeam(db, event.id, team), { failure: appIntl().formatMessage(messages.teamNotChanged) });
        if (result.stored) toast.success(done);
        return result;
      },
      /** Questions show at once ('open') or wait for a moderator's approval. */
      async setQaMode(event: EventDoc, mode: QaMode) {
        const result = await localWrite((db) => setEventQaMode(db, event.id, mode), { failure: appIntl().formatMessage(messages.qaNotChanged) });
        if (result.stored) toast.success(appIntl().formatMessage(mode === 'approval' ? messages.qaApproval : messages.qaOpen));
        return result;
      },
      async remove(event: EventDoc) {
        const community = event.is_community;
        const result = await localWrite((db) => deleteEvent(db, event.id), {
          failure: appIntl().formatMessage(community ? messages.notDeletedCommunity : messages.notDeletedEvent),
        });
        if (result.stored) toast.success(appIntl().formatMessage(community ? messages.deletedCommunity : messages.deletedEvent), { description: event.name });
        return result;
      },
    }),
    [memberId],
  );
}
