import { useMemo } from 'react';
import { interactionId } from '../../../../schemas/interaction.schema';
import type { AppDatabase } from '../../../../local-store/open-database';
import { localWrite } from '../../../components/local-write/local-write';
import { setInteraction } from '../../../db/set-interaction';
import { trackCheckedIn, trackEventJoined } from '../../../lib/analytics';
import { useMember } from '../../../member/member-store';
import { defineMessages } from '../../../i18n/define-messages';
import { appIntl } from '../../../i18n/i18n-provider';

const messages = defineMessages({
  membershipFailed: { id: 'events.writes.membershipFailed', defaultMessage: 'Your membership was not changed' },
  checkInFailed: { id: 'events.writes.checkInFailed', defaultMessage: 'Your check-in was not saved' },
});

type EventToggle = 'participation' | 'check_in';
const KINDS: readonly EventToggle[] = ['participation', 'check_in'];

/**
 * Makes the member's toggle on an event active or not; one already so is left alone, so doing it twice
 * writes nothing more. Says whether anything changed.
 */
export async function setEventToggle(db: AppDatabase, kind: EventToggle, userId: string, eventId: string, active: boolean, now = new Date()): Promise<boolean> {
  return (await setInteraction(db, { kind, userId, targetId: eventId, active, now })).changed;
}

/** Checking in joins the event too. Says whether the member was not checked in before. */
export async function checkIn(db: AppDatabase, userId: string, eventId: string): Promise<boolean> {
  await setEventToggle(db, 'participation', userId, eventId, true);
  return setEventToggle(db, 'check_in', userId, eventId, true);
}

/**
 * Joins the event, or leaves it when already in (joined or checked in); leaving takes back the
 * check-in as well. Says whether the member is now in it.
 */
export async function toggleMembership(db: AppDatabase, userId: string, eventId: string): Promise<boolean> {
  const toggles = await db.interactions.findByIds(KINDS.map((kind) => interactionId(kind, userId, eventId))).exec();
  const inIt = [...toggles.values()].some((doc) => doc.active);
  for (const kind of inIt ? KINDS : (['participation'] as const)) await setEventToggle(db, kind, userId, eventId, !inIt);
  return !inIt;
}

/**
 * The signed-in member's writes to events: stored on this device at once (synced later), with a toast
 * when they cannot be, counted, and answering whether they were stored.
 */
export function useEventWrites() {
  const { id: memberId } = useMember();
  return useMemo(
    () => ({
      /** Joins the event, or leaves it when already joined; the value says whether the member is now in it. */
      async toggleMembership(eventId: string) {
        const result = await localWrite((db) => toggleMembership(db, memberId, eventId), { failure: appIntl().formatMessage(messages.membershipFailed) });
        if (result.stored && result.value) trackEventJoined(eventId);
        return result;
      },
      /** Checks the member in (and so joins them), online or not; a second check-in changes nothing. */
      async checkIn(eventId: string) {
        const result = await localWrite((db) => checkIn(db, memberId, eventId), { failure: appIntl().formatMessage(messages.checkInFailed) });
        if (result.stored && result.value) trackCheckedIn(eventId, { offline: !navigator.onLine });
        return result;
      },
    }),
    [memberId],
  );
}
