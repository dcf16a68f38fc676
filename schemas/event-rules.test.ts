import { describe, expect, it } from 'vitest';
import { eventProblem, eventProblems, mayEditEvent } from './event-rules';

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
});
