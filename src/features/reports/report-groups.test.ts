import { describe, expect, it } from 'vitest';
import type { ReportDoc } from '../../../schemas/report.schema';
import { groupReports } from './report-groups';

const report = (id: string, fields: Partial<ReportDoc>): ReportDoc => ({
  id,
  reporter_id: 'someone',
  target_kind: 'chat_message',
  target_id: 'm1',
  reason: 'spam',
  status: 'open',
  created_at: '2026-11-29T10:00:00.000Z',
  sync_state: 'sent',
  updatedAt: 1,
  ...fields,
});

describe('the reports queue', () => {
  it('groups reports by reported thing, counts each reason, newest group first, and leaves out the member’s own', () => {
    const groups = groupReports(
      [
        report('a', { reporter_id: 'bo', reason: 'harassment', excerpt: 'Rude words', target_author_id: 'tim' }),
        report('b', { reporter_id: 'cy', reason: 'harassment' }),
        report('c', { reporter_id: 'di', reason: 'spam' }),
        report('d', { reporter_id: 'bo', target_kind: 'question', target_id: 'q1', created_at: '2026-11-29T11:00:00.000Z' }),
        report('e', { reporter_id: 'me', target_kind: 'user', target_id: 'u1' }),
      ],
      'me',
    );
    expect(groups.map((group) => group.key)).toEqual(['question:q1', 'chat_message:m1']);
    expect(groups[1]).toMatchObject({ excerpt: 'Rude words', authorId: 'tim', status: 'open', reasons: [{ reason: 'harassment', count: 2 }, { reason: 'spam', count: 1 }] });
    expect(groups[1]?.open).toHaveLength(3);
  });

  it('calls a group reviewed once none of its reports is open, by the decision made', () => {
    const [group] = groupReports([report('a', { status: 'hidden' }), report('b', { status: 'hidden' })], 'me');
    expect(group).toMatchObject({ status: 'hidden', open: [] });
  });
});
