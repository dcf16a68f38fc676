import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventDoc } from '../../schemas/event.schema';
import { splitSpaces, statusClock } from './use-my-spaces';

const NOW = Date.parse('2026-05-01T09:00:00Z');
const MINUTE = 60_000;
const at = (offset: number) => new Date(NOW + offset).toISOString();

const doc = (id: string, fields: Partial<EventDoc>): EventDoc => ({ id, name: id, live_status: 'planned', is_community: false, updatedAt: 1, ...fields });
const meetverse = doc('meetverse', { is_community: true, is_meetverse: true, live_status: 'live' });
const talk = doc('talk', { starts_at: at(-MINUTE), ends_at: at(5 * MINUTE), live_status: 'planned' });
const fair = doc('fair', { starts_at: at(-3 * 60 * MINUTE), ends_at: at(-60 * MINUTE), live_status: 'live' });
const club = doc('club', { is_community: true, live_status: 'ended' });
const notJoined = doc('other', { starts_at: at(MINUTE), ends_at: at(2 * MINUTE) });

describe("a member's spaces", () => {
  const joined = new Set(['talk', 'fair', 'club']);

  it('puts events by their clock, not their stored status: a live one current, one whose end passed past', () => {
    const spaces = splitSpaces([meetverse, talk, fair, club, notJoined], joined, NOW);
    expect(spaces.meetverse?.id).toBe('meetverse');
    expect(spaces.current.map((event) => [event.id, event.live_status])).toEqual([['talk', 'live'], ['club', 'ended']]);
    expect(spaces.past.map((event) => [event.id, event.live_status])).toEqual([['fair', 'ended']]);
  });

  it('counts a joined community among the current spaces whatever status it was given', () => {
    expect(splitSpaces([club], joined, NOW).current.map((event) => event.id)).toEqual(['club']);
  });

  it('moves an event to past the moment its end passes', () => {
    expect(splitSpaces([talk], joined, NOW + 5 * MINUTE - 1).current.map((event) => event.id)).toEqual(['talk']);
    expect(splitSpaces([talk], joined, NOW + 5 * MINUTE).past.map((event) => event.id)).toEqual(['talk']);
  });

  it('leaves out events the member has not joined, and the meetverse from the event lists', () => {
    const spaces = splitSpaces([meetverse, notJoined], joined, NOW);
    expect([...spaces.current, ...spaces.past]).toEqual([]);
  });
});

describe('the clock of the spaces', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('ticks now and then at each start or end still to come, and stops after the last', async () => {
    const ticks: number[] = [];
    const subscription = statusClock([talk, notJoined]).subscribe((now) => ticks.push(now));
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    subscription.unsubscribe();
    expect(ticks).toEqual([NOW, NOW + MINUTE, NOW + 2 * MINUTE, NOW + 5 * MINUTE]);
  });

  it('ticks once for events that never change by the clock', () => {
    const ticks: number[] = [];
    statusClock([club, fair]).subscribe((now) => ticks.push(now)).unsubscribe();
    expect(ticks).toEqual([NOW]);
  });
});
