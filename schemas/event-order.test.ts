import { describe, expect, it } from 'vitest';
import type { EventDoc } from './event.schema';
import { compareEvents } from './event-order';

const event = (name: string, live_status: EventDoc['live_status'], starts_at?: string, extra: Partial<EventDoc> = {}): Partial<EventDoc> => ({ name, live_status, starts_at, ...extra });

describe('the order of the events list', () => {
  it('puts the meetverse first, then live, then planned soonest first, then past most recent first', () => {
    const events = [
      event('Ended long ago', 'ended', '2026-01-05T09:00:00.000Z'),
      event('Planned later', 'planned', '2026-12-20T09:00:00.000Z'),
      event('Live now', 'live', '2026-11-24T08:00:00.000Z'),
      event('Ended last week', 'ended', '2026-11-17T09:00:00.000Z'),
      event('Meetverse', 'live', undefined, { is_meetverse: true }),
      event('Planned soon', 'planned', '2026-11-30T09:00:00.000Z'),
    ];
    expect([...events].sort(compareEvents).map((one) => one.name)).toEqual(['Meetverse', 'Live now', 'Planned soon', 'Planned later', 'Ended last week', 'Ended long ago']);
  });

  it('orders events that start together by name, and one without a start before those with one', () => {
    const events = [event('Beta', 'planned', '2026-12-01T09:00:00.000Z'), event('Alpha', 'planned', '2026-12-01T09:00:00.000Z'), event('No date', 'planned')];
    expect([...events].sort(compareEvents).map((one) => one.name)).toEqual(['No date', 'Alpha', 'Beta']);
  });
});
