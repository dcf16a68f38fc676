import { markPending } from '../../local-store/mark-pending';
import type { AppDatabase } from '../../local-store/open-database';
import { normaliseWord } from '../../schemas/poll-rules';
import { REPORT_REVIEWED, reportDetailsProblem, reportId, type ReportReason, type ReportStatus, type ReportTargetKind } from '../../schemas/report.schema';
import { defineMessages } from '../i18n/define-messages';
import { appIntl } from '../i18n/i18n-provider';

const messages = defineMessages({
  chooseWord: { id: 'db.report.chooseWord', defaultMessage: 'Choose the word you report' },
});

/** What is reported; `word` names the word of a word cloud (its poll the target), for that kind alone. */
export type ReportDraft = { memberId: string; kind: ReportTargetKind; targetId: string; word?: string | undefined; reason: ReportReason; details: string; now?: Date };

/**
 * Reports something on the device (sent when there is a connection): one report per member and thing,
 * so reporting it again rewords the open one. A report already reviewed is not changed: says why.
 */
export async function fileReport(db: AppDatabase, draft: ReportDraft): Promise<string> {
  const problem = reportDetailsProblem(draft.details);
  if (problem) throw new Error(problem);
  const word = draft.kind === 'poll_word' ? normaliseWord(draft.word ?? '') : undefined;
  if (draft.kind === 'poll_word' && !word) throw new Error(appIntl().formatMessage(messages.chooseWord));
  const id = reportId(draft.memberId, draft.kind, draft.targetId, word);
  const details = draft.details.trim();
  const existing = await db.reports.findOne(id).exec();
  if (existing) {
    if (existing.status !== 'open') throw new Error(REPORT_REVIEWED);
    await markPending(existing, { reason: draft.reason, details: details || undefined });
    return id;
  }
  await db.reports.insert({
    id,
    reporter_id: draft.memberId,
    target_kind: draft.kind,
    target_id: draft.targetId,
    ...(word ? { target_word: word } : {}),
    reason: draft.reason,
    ...(details ? { details } : {}),
    status: 'open',
    created_at: (draft.now ?? new Date()).toISOString(),
    sync_state: 'pending',
    updatedAt: 0,
  });
  return id;
}

/** A resolver's decision on every open report of one reported thing: each reporter is told. */
export async function resolveReports(db: AppDatabase, ids: readonly string[], status: Exclude<ReportStatus, 'open'>): Promise<number> {
  const found = await db.reports.findByIds([...ids]).exec();
  let changed = 0;
  for (const report of found.values()) {
    if (report.status !== 'open') continue;
    await markPending(report, { status });
    changed += 1;
  }
  return changed;
}
