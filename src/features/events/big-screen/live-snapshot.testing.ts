import type { LiveQuestion, LiveSnapshot } from './live-snapshot';

/** A snapshot as the server sends it, for the big screen's tests. */
export function testSnapshot(overrides: Partial<LiveSnapshot> = {}): LiveSnapshot {
  return {
    event: {
      id: '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0002',
      slug: 'offline-first-summit',
      name: 'Offline-First Summit',
      description: 'Two days of talks.',
      location: 'Hall A',
      starts_at: null,
      ends_at: null,
      live_status: 'live',
      is_community: false,
      is_meetverse: false,
    },
    organiser_name: 'Ada Lovelace',
    attendee_count: 12,
    checked_in_count: 5,
    current_session: null,
    following_agenda: false,
    answering: null,
    questions: [],
    updated_at: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export function testLiveQuestion(n: number, overrides: Partial<LiveQuestion> = {}): LiveQuestion {
  return { id: `q-${n}`, slug: `question-${n}`, title: `Question ${n}`, help_count: 0, me_too_count: 0, uplift_count: 0, author_name: 'Grace Hopper', ...overrides };
}
