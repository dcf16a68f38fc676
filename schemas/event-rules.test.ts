import { describe, expect, it } from 'vitest';
import { eventProblem, eventProblems, mayEditEvent, mayModerate, mayRunDoor, mayRunTeam, roleIn, sameTeam, teamProblem } from './event-rules';

describe('event rules', () => {
  it('asks for a name, in words for an event or a community', () => {
    expect(eventProblems({ name: '  ' })?.name).toBe('Give your event a name');
    expect(eventProblems({ name: '', is_community: true })?.name).toBe('Give your community a name');
  });

  it('counts a name in characters, so 200 emoji fit and 201 letters do not', () => {
    expect(eventProblems({ name: '🎉'.repeat(200) })).toBeNull();
    expect(eventProblems({ name: 'n'.repeat(201) })?.name).toBe('Keep the name to 200 characters: it has 201');
  });

  it('asks the form for both dates, and lets a stored event have none', () => {
    expect(eventProblems({ name: 'Rust Meetup' }, { datesRequired: true })).toEqual({ starts_at: 'Choose when it starts', ends_at: 'Choose when it ends' });
    expect(eventProblems({ name: 'Rust Meetup' })).toBeNull();
    expect(eventProblems({ name: 'Rust guild', is_community: true }, { datesRequired: true })).toBeNull();
  });

  it('refuses an end at or before the start, first by the form order when several fields are wrong', () => {
    const backwards = { name: 'Rust Meetup', starts_at: '2030-05-02T10:00:00.000Z', ends_at: '2030-05-02T10:00:00.000Z' };
    expect(eventProblems(backwards)).toEqual({ ends_at: 'The end must be after the start' });
    expect(eventProblem({ ...backwards, location: 'p'.repeat(301) })).toBe('Keep the place to 300 characters: it has 301');
  });

  it('lets an admin change any event, an organiser their own, and nobody but an admin the meetverse', () => {
    expect(mayEditEvent({ created_by: 'ada' }, { id: 'ada' })).toBe(true);
    expect(mayEditEvent({ created_by: 'ada' }, { id: 'grace' })).toBe(false);
    expect(mayEditEvent({ created_by: 'ada', is_meetverse: true }, { id: 'ada' })).toBe(false);
    expect(mayEditEvent({ created_by: 'ada', is_meetverse: true }, { id: 'grace', role: 'admin' })).toBe(true);
    expect(mayEditEvent({}, { id: null })).toBe(false);
  });

  it("lets a co-host change the event but not delete it or change its team; a moderator or door staff changes neither", () => {
    const event = { created_by: 'ada', team: [{ user_id: 'grace', role: 'co_host' as const }, { user_id: 'tim', role: 'moderator' as const }, { user_id: 'sam', role: 'door' as const }] };
    expect([mayEditEvent(event, { id: 'grace' }), mayRunTeam(event, { id: 'grace' })]).toEqual([true, false]);
    expect([mayEditEvent(event, { id: 'tim' }), mayEditEvent(event, { id: 'sam' })]).toEqual([false, false]);
    expect([mayRunTeam(event, { id: 'ada' }), mayRunTeam(event, { id: 'kat', role: 'admin' })]).toEqual([true, true]);
    expect([roleIn(event, 'tim'), roleIn(event, 'ada'), roleIn(event, null)]).toEqual(['moderator', null, null]);
    // The meetverse is an admin's alone, whoever its team names.
    expect(mayEditEvent({ ...event, is_meetverse: true }, { id: 'grace' })).toBe(false);
  });

  it('lets the organiser, co-hosts, moderators and admins moderate an event, not door staff or others; the meetverse only admins', () => {
    const event = { created_by: 'ada', team: [{ user_id: 'grace', role: 'co_host' as const }, { user_id: 'tim', role: 'moderator' as const }, { user_id: 'sam', role: 'door' as const }] };
    expect(['ada', 'grace', 'tim', 'sam', 'bo'].map((id) => mayModerate(event, { id }))).toEqual([true, true, true, false, false]);
    expect(mayModerate(event, { id: 'kat', role: 'admin' })).toBe(true);
    expect([mayModerate({ ...event, is_meetverse: true }, { id: 'tim' }), mayModerate({ ...event, is_meetverse: true }, { id: 'kat', role: 'admin' })]).toEqual([false, true]);
  });

  it('lets the organiser, co-hosts, door staff and admins run the door, and neither a moderator nor a stranger', () => {
    const event = { created_by: 'ada', team: [{ user_id: 'grace', role: 'co_host' as const }, { user_id: 'tim', role: 'moderator' as const }, { user_id: 'sam', role: 'door' as const }] };
    const runs = (id: string | null, role?: string) => mayRunDoor(event, { id, role });
    expect([runs('ada'), runs('grace'), runs('sam'), runs('kat', 'admin')]).toEqual([true, true, true, true]);
    expect([runs('tim'), runs('bob'), runs(null)]).toEqual([false, false, false]);
    expect(mayRunDoor({ ...event, is_meetverse: true }, { id: 'sam' })).toBe(false);
  });

  it('takes a team with one role per person, without the organiser, of at most 50 people', () => {
    expect(teamProblem([{ user_id: 'grace', role: 'co_host' }], 'ada')).toBeNull();
    expect(teamProblem([{ user_id: 'ada', role: 'door' }], 'ada')).toBe('The organiser runs the event already: pick someone else');
    expect(teamProblem([{ user_id: 'grace', role: 'co_host' }, { user_id: 'grace', role: 'door' }], 'ada')).toBe('Each person has one role in the team');
    const big = Array.from({ length: 51 }, (_, n) => ({ user_id: `m${n}`, role: 'door' as const }));
    expect(teamProblem(big, 'ada')).toBe('A team has at most 50 people');
    expect(teamProblem(big.slice(0, 50), 'ada')).toBeNull();
  });

  it('sees the same team in any order', () => {
    const a = [{ user_id: 'grace', role: 'co_host' as const }, { user_id: 'tim', role: 'door' as const }];
    expect(sameTeam(a, [...a].reverse())).toBe(true);
    expect(sameTeam(undefined, [])).toBe(true);
    expect(sameTeam(a, [{ user_id: 'grace', role: 'moderator' }, { user_id: 'tim', role: 'door' }])).toBe(false);
  });
});
