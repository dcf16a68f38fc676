import { describe, expect, it } from 'vitest';
import type { InteractionDoc } from '../../../../schemas/interaction.schema';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import type { UserDoc } from '../../../../schemas/user.schema';
import { attendeesCsv, checkInAxis, eventOverview, questionsCsv } from './event-overview-data';

const toggle = (kind: 'participation' | 'check_in', user: string, at: string, active = true): InteractionDoc => ({
  id: `${kind}:${user}:summit`, kind, user_id: user, target_id: 'summit', active, created_at: at, sync_state: 'sent', updatedAt: 1,
});

const question = (id: string, fields: Partial<QuestionDoc> = {}): QuestionDoc => ({
  id, title: `Question ${id}`, event_id: 'summit', author_id: 'ada', created_at: '2026-06-01T08:00:00.000Z', answer_count: 0, help_count: 0, me_too_count: 0, uplift_count: 0,
  rank_latest: 0, rank_uplifted: 0, rank_helpers: 0, rank_relatable: 0, sync_state: 'sent', updatedAt: 1, ...fields,
});

const people = new Map<string, UserDoc>([
  ['ada', { id: 'ada', full_name: 'Ada Lovelace' } as UserDoc],
  ['grace', { id: 'grace', full_name: 'Grace Hopper' } as UserDoc],
  ['tim', { id: 'tim', full_name: '=Tim, "TBL"' } as UserDoc],
]);

describe("an event's overview", () => {
  const toggles = [
    toggle('participation', 'ada', '2026-06-01T07:00:00.000Z'),
    toggle('participation', 'grace', '2026-06-01T07:10:00.000Z'),
    toggle('check_in', 'grace', '2026-06-01T09:05:00.000Z'),
    toggle('check_in', 'tim', '2026-06-01T09:01:00.000Z'),
    toggle('participation', 'gone', '2026-06-01T07:00:00.000Z', false),
  ];
  const questions = [
    question('a', { uplift_count: 3, stage: 'answered' }),
    question('b', { me_too_count: 5 }),
    question('c', { moderation: 'hidden', hidden_reason: 'Spam', uplift_count: 9 }),
    question('d', { moderation: 'waiting' }),
    question('e', { is_anonymous: true, author_id: '' }),
  ];

  it('counts who attends (a check-in joins), who checked in when, and the questions asked, answered, hidden and waiting', () => {
    const overview = eventOverview(toggles, questions, people);
    expect(overview.attendees.map((a) => a.name)).toEqual(['=Tim, "TBL"', 'Ada Lovelace', 'Grace Hopper']);
    expect(overview.checkedIn).toBe(2);
    expect(overview.checkIns).toEqual([{ at: Date.parse('2026-06-01T09:01:00.000Z'), total: 1 }, { at: Date.parse('2026-06-01T09:05:00.000Z'), total: 2 }]);
    expect(overview.questions).toEqual({ asked: 5, answered: 1, hidden: 1, waiting: 1 });
    // The most reacted among those shown: a hidden question never leads.
    expect(overview.top.map((q) => q.id)).toEqual(['b', 'a']);
  });

  it("exports the attendees with the venue's times, and the questions with their counts, never naming an anonymous asker", () => {
    const overview = eventOverview(toggles, questions, people);
    const attendees = attendeesCsv(overview, 'Europe/Berlin').split('\r\n');
    expect(attendees[0]).toBe('\uFEFFName,Joined (Europe/Berlin),Checked in (Europe/Berlin)');
    expect(attendees).toContain('"\'=Tim, ""TBL""",2026-06-01 11:01,2026-06-01 11:01');
    expect(attendees).toContain('Grace Hopper,2026-06-01 09:10,2026-06-01 11:05');
    const rows = questionsCsv(overview, people, 'Europe/Berlin').split('\r\n');
    expect(rows[0]).toBe('\uFEFFQuestion,Asked by,Asked (Europe/Berlin),State,Answered in the room,Can help,Me too,Uplift');
    expect(rows).toContain('Question a,Ada Lovelace,2026-06-01 10:00,shown,yes,0,0,3');
    expect(rows).toContain('Question c,Ada Lovelace,2026-06-01 10:00,hidden,no,0,0,9');
    expect(rows).toContain('Question e,Anonymous,2026-06-01 10:00,shown,no,0,0,0');
  });

  it('draws check-ins a minute apart on a quarter-hour axis, level up to now while the event runs and to the last check-in after it', () => {
    const at = (time: string) => Date.parse(`2026-06-01T${time}:00Z`);
    const points = [{ at: at('09:16'), total: 1 }, { at: at('09:17'), total: 2 }];
    expect(checkInAxis([], at('10:00'), undefined)).toBeNull();
    expect(checkInAxis(points, at('09:40'), at('17:00'))).toEqual({ from: at('09:15'), to: at('09:45'), lineEnds: at('09:40') });
    expect(checkInAxis(points, at('18:00'), at('17:00'))).toEqual({ from: at('09:15'), to: at('17:00'), lineEnds: at('17:00') });
    expect(checkInAxis(points, at('09:17'), undefined)).toEqual({ from: at('09:15'), to: at('09:30'), lineEnds: at('09:17') });
  });
});
