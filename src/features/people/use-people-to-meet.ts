import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { combineLatest, map, switchMap } from 'rxjs';
import type { UserDoc } from '../../../schemas/user.schema';
import { isListed } from '../../../schemas/user.schema';
import { localWrite } from '../../components/local-write/local-write';
import { setInteraction } from '../../db/set-interaction';
import { useLiveQuery } from '../../db/use-live-query';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';
import { rankSuggestions, type Seeker, type Suggestion } from './suggestions';
import { eventAttendances$, memberMeetings$, metIds, profilesByIds$ } from '../../db/attendance-reads';

const messages = defineMessages({
  passFailed: { id: 'people.toMeet.passFailed', defaultMessage: 'Your choice was not saved' },
});

/** The day of `now` on this device, as the suggestions are kept for. */
export const dayOf = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

type Inputs = { seeker: Seeker | null; others: UserDoc[]; excluded: Set<string> };

/**
 * People to meet at an event, ranked on this device from what is on it: the member's profile and
 * questions against the profiles of the event's listed attendees; those passed on or met are left out.
 */
export function usePeopleToMeet(eventId: string | undefined, memberId: string) {
  const { data: inputs } = useLiveQuery(
    (db) =>
      combineLatest([
        eventAttendances$(db, eventId ?? ''),
        db.interactions.find({ selector: { user_id: memberId, kind: 'pass', active: true } }).$,
        memberMeetings$(db, memberId),
        db.questions.find({ selector: { author_id: memberId } }).$,
        db.users.findOne(memberId).$,
      ]).pipe(
        switchMap(([attendances, passes, meetings, questions, own]) => {
          const excluded = new Set([memberId, ...passes.map((doc) => doc.target_id), ...metIds(meetings, memberId)]);
          const ids = [...new Set(attendances.filter((doc) => doc.active).map((doc) => doc.user_id))].filter((id) => !excluded.has(id));
          const seeker: Seeker | null = own ? { profile: own.toJSON() as UserDoc, questions: questions.map((doc) => ({ title: doc.title, description: doc.description })) } : null;
          return profilesByIds$(db, ids).pipe(
            map((found): Inputs => ({ seeker, excluded, others: [...found.values()].filter(isListed) })),
          );
        }),
      ),
    [eventId, memberId],
  );
  // The reasons are in words: ranked again in a language newly chosen.
  const { locale } = useIntl();
  const [suggestions, setSuggestions] = useState<Suggestion[] | undefined>(undefined);
  useEffect(() => {
    if (!inputs || !eventId) return undefined;
    const { seeker, others, excluded } = inputs;
    if (!seeker) {
      setSuggestions([]);
      return undefined;
    }
    let cancelled = false;
    void rankSuggestions(seeker, others, { day: dayOf(new Date()), excluded }).then((ranked) => !cancelled && setSuggestions(ranked));
    return () => {
      cancelled = true;
    };
  }, [inputs, eventId, locale]);
  return suggestions;
}

/** 'Not interested': the member is never suggested again, on any of this member's devices. */
export function passOn(memberId: string, otherId: string) {
  return localWrite((db) => setInteraction(db, { kind: 'pass', userId: memberId, targetId: otherId, active: true }), { failure: appIntl().formatMessage(messages.passFailed) });
}
