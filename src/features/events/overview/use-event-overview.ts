import { combineLatest, map } from 'rxjs';
import type { InteractionDoc } from '../../../../schemas/interaction.schema';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { documentData } from '../../../../local-store/document-data';
import { useLiveQuery } from '../../../db/use-live-query';
import { useUsersByIds } from '../../../db/use-members';
import { eventOverview } from './event-overview-data';

/** The event's joins, check-ins and questions on this device, live (each read from its own index). */
function useEventRecords(eventId: string) {
  return useLiveQuery(
    (db) =>
      combineLatest([
        db.interactions.find({ selector: { target_id: eventId, kind: 'participation' } }).$,
        db.interactions.find({ selector: { target_id: eventId, kind: 'check_in' } }).$,
        db.questions.find({ selector: { event_id: eventId }, sort: [{ event_id: 'asc' }, { rank_latest: 'asc' }] }).$,
      ]).pipe(
        map(([joins, checkIns, questions]) => ({
          toggles: [...joins, ...checkIns].map((doc) => documentData<InteractionDoc>(doc)),
          questions: questions.map((doc) => documentData<QuestionDoc>(doc)),
        })),
      ),
    [eventId],
  );
}

/** The organiser's overview of an event, live, with the profiles it names. */
export function useEventOverview(eventId: string) {
  const { data: records } = useEventRecords(eventId);
  const ids = records ? [...records.toggles.map((toggle) => toggle.user_id), ...records.questions.map((question) => question.author_id).filter(Boolean)] : [];
  const { data: people } = useUsersByIds(ids);
  if (!records || !people) return undefined;
  return { overview: eventOverview(records.toggles, records.questions, people), people };
}
