import { map } from 'rxjs';
import type { ReportDoc } from '../../schemas/report.schema';
import { useLiveQuery } from './use-live-query';

/**
 * The reports of one event (an event id) or of the admins' (null: reports of no event) this device
 * holds, live, newest first. A member holds only their own and those they resolve: the server sends
 * no others.
 */
export function useReports(eventId: string | null) {
  return useLiveQuery(
    (db) =>
      db.reports
        .find({ selector: eventId ? { event_id: eventId } : { event_id: { $exists: false } }, sort: [{ created_at: 'desc' }] })
        .$.pipe(map((docs) => docs.map((doc) => doc.toJSON() as ReportDoc))),
    [eventId],
  );
}

/** How many reported things wait for review among these reports, the member's own reports left out: the queue's badge. */
export function countWaiting(reports: readonly ReportDoc[], memberId: string): number {
  return new Set(reports.filter((report) => report.status === 'open' && report.reporter_id !== memberId).map((report) => `${report.target_kind}:${report.target_id}`)).size;
}
