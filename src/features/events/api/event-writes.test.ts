import { afterEach, describe, expect, it } from 'vitest';
import { interactionId } from '../../../../schemas/interaction.schema';
import { mayEditEvent } from '../../../../schemas/event-rules';
import { createEvent, deleteEvent, eventProblems, updateEvent, type EventInput } from './event-writes';
import { closeTestDatabases, openTestDatabase } from '../../../test-utils/test-database';

afterEach(closeTestDatabases);
const database = () => openTestDatabase('events');

const NOW = new Date('2026-06-01T10:00:00.000Z');
const ORGANISER = '5d1f1c1e-7c1a-4b8e-9a51-0d7c6b2a0001';
const rustConf: EventInput = {
  name: '  RustConf  ',
  description: 'Talks about Rust.',
  location: '',
  isCommunity: false,
  startsAt: '2026-09-01T08:00:00.000Z',
  endsAt: '2026-09-02T17:00:00.000Z',
};

describe('eventProblems', () => {
  it.each<[string, Partial<EventInput>, ReturnType<typeof eventProblems>]>([
    ['an event with a name, a start and a later end', {}, null],
    ['an empty name', { name: '   ' }, { name: 'Give your event a name' }],
    ['a community without a name', { name: '', isCommunity: true }, { name: 'Give your community a name' }],
    ['a name of 201 characters', { name: 'x'.repeat(201) }, { name: 'Keep the name to 200 characters: it has 201' }],
    ['a name of exactly 200 characters', { name: 'x'.repeat(200) }, null],
    ['an end before the start', { endsAt: '2026-09-01T07:00:00.000Z' }, { endsAt: 'The end must be after the start' }],
    ['an end at the very start', { endsAt: '2026-09-01T08:00:00.000Z' }, { endsAt: 'The end must be after the start' }],
    ['no dates chosen', { startsAt: undefined, endsAt: undefined }, { startsAt: 'Choose when it starts', endsAt: 'Choose when it ends' }],
    ['a community, which has no dates', { isCommunity: true, startsAt: undefined, endsAt: undefined }, null],
    ['a description of 5001 characters', { description: 'd'.repeat(5001) }, { description: 'Keep the description to 5,000 characters: it has 5,001' }],
    ['a venue zone', { timeZone: 'America/New_York' }, null],
    ['a zone that is no zone', { timeZone: 'Mars/Olympus' }, { timeZone: "Pick the venue's time zone from the list: 'Mars/Olympus' is not one" }],
    ['a place of 301 characters', { location: 'p'.repeat(301) }, { location: 'Keep the place to 300 characters: it has 301' }],
  ])('for %s says %o', (_case, change, expected) => {
    expect(eventProblems({ ...rustConf, ...change })).toEqual(expected);
  });
});

describe('creating an event on this device', () => {
  it('stores it at once as pending, without a slug, planned by its clock, with its organiser joined', async () => {
    const db = await database();
    const event = await createEvent(db, ORGANISER, rustConf, NOW);
    const stored = (await db.events.findOne(event.id).exec())?.toJSON();
    expect(stored).toMatchObject({
      name: 'RustConf',
      description: 'Talks about Rust.',
      live_status: 'planned',
      is_community: false,
      created_by: ORGANISER,
      sync_state: 'pending',
      starts_at: rustConf.startsAt,
      ends_at: rustConf.endsAt,
    });
    expect(stored).not.toHaveProperty('slug');
    // An empty place is left out rather than stored empty.
    expect(stored).not.toHaveProperty('location');
    const joined = await db.interactions.findOne(interactionId('participation', ORGANISER, event.id)).exec();
    expect(joined?.toJSON()).toMatchObject({ kind: 'participation', active: true, sync_state: 'pending', user_id: ORGANISER, target_id: event.id });
  });

  it('marks an event that has already started as live', async () => {
    const db = await database();
    const event = await createEvent(db, ORGANISER, { ...rustConf, startsAt: '2026-06-01T09:00:00.000Z', endsAt: '2026-06-01T18:00:00.000Z' }, NOW);
    expect(event.live_status).toBe('live');
  });

  it('makes a community without dates, open from the start, that its creator joins', async () => {
    const db = await database();
    const community = await createEvent(db, ORGANISER, { ...rustConf, name: 'Rustaceans Berlin', isCommunity: true }, NOW);
    expect(community).toMatchObject({ is_community: true, live_status: 'live' });
    expect(community).not.toHaveProperty('starts_at');
    expect(await db.interactions.findOne(interactionId('participation', ORGANISER, community.id)).exec()).not.toBeNull();
  });
});

describe('editing an event on this device', () => {
  it('saves the changes as pending, drops emptied texts and follows the new dates with its status', async () => {
    const db = await database();
    const event = await createEvent(db, ORGANISER, rustConf, NOW);
    await db.events.findOne(event.id).exec().then((doc) => doc?.incrementalPatch({ sync_state: 'failed', sync_error: 'Server said no' }));
    await updateEvent(db, event.id, { ...rustConf, name: 'RustConf 2026', description: ' ', startsAt: '2026-05-01T08:00:00.000Z', endsAt: '2026-05-02T08:00:00.000Z' }, NOW);
    const stored = (await db.events.findOne(event.id).exec())?.toJSON();
    expect(stored).toMatchObject({ name: 'RustConf 2026', live_status: 'ended', sync_state: 'pending', created_by: ORGANISER });
    expect(stored).not.toHaveProperty('description');
    expect(stored).not.toHaveProperty('sync_error');
  });

  it('keeps a community a community, without dates, whatever the input says', async () => {
    const db = await database();
    const community = await createEvent(db, ORGANISER, { ...rustConf, isCommunity: true }, NOW);
    await updateEvent(db, community.id, { ...rustConf, name: 'Rust Berlin', isCommunity: false }, NOW);
    const stored = (await db.events.findOne(community.id).exec())?.toJSON();
    expect(stored).toMatchObject({ name: 'Rust Berlin', is_community: true, live_status: 'live' });
    expect(stored).not.toHaveProperty('starts_at');
  });

  it('stores the venue zone with an event, changes it on an edit, and leaves a community\'s zone as it was', async () => {
    const db = await database();
    const event = await createEvent(db, ORGANISER, { ...rustConf, timeZone: 'America/New_York' }, NOW);
    expect(event.time_zone).toBe('America/New_York');
    await updateEvent(db, event.id, { ...rustConf, timeZone: 'Asia/Tokyo' }, NOW);
    expect((await db.events.findOne(event.id).exec())?.time_zone).toBe('Asia/Tokyo');

    const community = await createEvent(db, ORGANISER, { ...rustConf, isCommunity: true }, NOW);
    await db.events.findOne(community.id).exec().then((doc) => doc?.incrementalPatch({ time_zone: 'Europe/Berlin' }));
    await updateEvent(db, community.id, { ...rustConf, isCommunity: true, name: 'Rust Berlin' }, NOW);
    expect((await db.events.findOne(community.id).exec())?.time_zone).toBe('Europe/Berlin');
  });

  it('says so when the event has left the device', async () => {
    const db = await database();
    await expect(updateEvent(db, 'gone', rustConf, NOW)).rejects.toThrow('This event is no longer on this device');
  });
});

describe('deleting an event on this device', () => {
  it('removes it, so lists stop showing it', async () => {
    const db = await database();
    const event = await createEvent(db, ORGANISER, rustConf, NOW);
    await deleteEvent(db, event.id);
    expect(await db.events.findOne(event.id).exec()).toBeNull();
  });

  it('refuses to delete the meetverse', async () => {
    const db = await database();
    await db.events.insert({ id: 'meetverse-id', name: 'Meetverse', live_status: 'live', is_community: true, is_meetverse: true, created_by: ORGANISER, updatedAt: 1, sync_state: 'sent' });
    await expect(deleteEvent(db, 'meetverse-id')).rejects.toThrow('The meetverse cannot be deleted');
    expect(await db.events.findOne('meetverse-id').exec()).not.toBeNull();
  });
});

describe('who may change an event', () => {
  it.each([
    ['its organiser may', { created_by: 'ada' }, { id: 'ada', role: 'member' as const }, true],
    ['another member may not', { created_by: 'ada' }, { id: 'grace', role: 'member' as const }, false],
    ['an admin may', { created_by: 'ada' }, { id: 'grace', role: 'admin' as const }, true],
    ['no member may, when the organiser is not known,', {}, { id: 'grace' }, false],
    ['the organiser of the meetverse may not change it, not being an admin,', { created_by: 'ada', is_meetverse: true }, { id: 'ada', role: 'member' as const }, false],
    ['an admin may change the meetverse', { created_by: 'ada', is_meetverse: true }, { id: 'grace', role: 'admin' as const }, true],
  ])('%s change it', (_who, event, member, allowed) => {
    expect(mayEditEvent(event, member)).toBe(allowed);
  });
});
