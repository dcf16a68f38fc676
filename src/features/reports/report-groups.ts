import type { ReportDoc, ReportReason, ReportStatus, ReportTargetKind } from '../../../schemas/report.schema';

/** Every report of one reported thing: the queue shows and resolves them together. */
export type ReportGroup = {
  key: string;
  kind: ReportTargetKind;
  targetId: string;
  excerpt: string | undefined;
  authorId: string | undefined;
  reports: ReportDoc[];
  /** Its reports still open: the ones a decision resolves. */
  open: ReportDoc[];
  /** How each reason was given, most given first. */
  reasons: { reason: ReportReason; count: number }[];
  /** Open while any report is; else what the last decision was. */
  status: ReportStatus;
  newest: string;
};

/**
 * The reports a resolver sees, by reported thing, the newest first, the member's own reports left
 * out (they are for their reporter to follow, not to resolve).
 */
export function groupReports(reports: readonly ReportDoc[], memberId: string): ReportGroup[] {
  const groups = new Map<string, ReportDoc[]>();
  for (const report of reports) {
    if (report.reporter_id === memberId) continue;
    // A word of a word cloud is its poll and the word: each word reported is a thing of its own.
    const key = `${report.target_kind}:${report.target_id}${report.target_word ? `:${report.target_word}` : ''}`;
    groups.set(key, [...(groups.get(key) ?? []), report]);
  }
  return [...groups.entries()]
    .map(([key, members]): ReportGroup => {
      const counts = new Map<ReportReason, number>();
      for (const report of members) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
      const open = members.filter((report) => report.status === 'open');
      const decided = members.find((report) => report.status !== 'open');
      const first = members[0] as ReportDoc;
      return {
        key,
        kind: first.target_kind,
        targetId: first.target_id,
        excerpt: members.find((report) => report.excerpt)?.excerpt,
        authorId: members.find((report) => report.target_author_id)?.target_author_id,
        reports: members,
        open,
        reasons: [...counts.entries()].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
        status: open.length > 0 ? 'open' : (decided?.status ?? 'open'),
        newest: members.reduce((latest, report) => (report.created_at > latest ? report.created_at : latest), ''),
      };
    })
    .sort((a, b) => b.newest.localeCompare(a.newest));
}
