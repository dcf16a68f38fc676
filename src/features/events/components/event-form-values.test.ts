import { describe, expect, it } from 'vitest';
import type { EventDoc } from '../../../../schemas/event.schema';
import { clearEventDraft, emptyEventValues, hasContent, inputOf, readEventDraft, saveEventDraft, valuesOf } from './event-form-values';

/** Session storage as the browser gives it, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const local = (year: number, month: number, day: number, hours: number, minutes: number) => new Date(year, month - 1, day, hours, minutes).toISOString();

describe('the event form values', () => {
  it('turns a picked day and time into the instant they name on this device', () => {
    const input = inputOf({ ...emptyEventValues('event'), name: 'RustConf', startDate: '2026-09-01', startTime: '09:30', endDate: '2026-09-02', endTime: '17:00' });
    expect(input).toMatchObject({ name: 'RustConf', isCommunity: false, startsAt: local(2026, 9, 1, 9, 30), endsAt: local(2026, 9, 2, 17, 0) });
  });

  it('leaves the start out until its day is picked, and a community without dates whatever was picked', () => {
    expect(inputOf(emptyEventValues('event')).startsAt).toBeUndefined();
    const community = inputOf({ ...emptyEventValues('community'), startDate: '2026-09-01', endDate: '2026-09-01' });
    expect(community).toMatchObject({ isCommunity: true, startsAt: undefined, endsAt: undefined });
  });

  it('leaves the start out when its time was cleared', () => {
    expect(inputOf({ ...emptyEventValues('event'), startDate: '2026-09-01', startTime: '' }).startsAt).toBeUndefined();
  });

  it('fills the form from a stored event and gives back the same instants', () => {
    const event: EventDoc = {
      id: 'e-1', name: 'RustConf', location: 'Hall A', live_status: 'planned', is_community: false, updatedAt: 1,
      starts_at: local(2026, 9, 1, 9, 30), ends_at: local(2026, 9, 2, 17, 0),
    };
    const values = valuesOf(event);
    expect(values).toMatchObject({ kind: 'event', name: 'RustConf', description: '', location: 'Hall A', startDate: '2026-09-01', startTime: '09:30', endDate: '2026-09-02', endTime: '17:00' });
    expect(inputOf(values)).toMatchObject({ startsAt: event.starts_at, endsAt: event.ends_at });
  });

  it('reads the picked day and time as wall times in the venue zone, not the device one', () => {
    const values = { ...emptyEventValues('event', 'America/New_York'), name: 'RustConf', startDate: '2026-09-01', startTime: '09:00', endDate: '2026-09-01', endTime: '17:30' };
    expect(inputOf(values)).toMatchObject({ startsAt: '2026-09-01T13:00:00.000Z', endsAt: '2026-09-01T21:30:00.000Z', timeZone: 'America/New_York' });
    // Another zone keeps 9:00 at 9:00 there: the instant moves.
    expect(inputOf({ ...values, timeZone: 'Asia/Tokyo' })).toMatchObject({ startsAt: '2026-09-01T00:00:00.000Z', timeZone: 'Asia/Tokyo' });
  });

  it('starts a new event in the device zone and an edit in the stored one, showing its wall times there', () => {
    expect(emptyEventValues('event').timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const event: EventDoc = {
      id: 'e-2', name: 'Tokyo meetup', live_status: 'planned', is_community: false, updatedAt: 1, time_zone: 'Asia/Tokyo',
      starts_at: '2026-09-01T00:00:00.000Z', ends_at: '2026-09-01T09:00:00.000Z',
    };
    const values = valuesOf(event, 'Europe/Berlin');
    expect(values).toMatchObject({ timeZone: 'Asia/Tokyo', startDate: '2026-09-01', startTime: '09:00', endDate: '2026-09-01', endTime: '18:00' });
    expect(inputOf(values)).toMatchObject({ startsAt: event.starts_at, endsAt: event.ends_at, timeZone: 'Asia/Tokyo' });
    // An event stored before zones were kept is shown in the device's.
    expect(valuesOf({ ...event, time_zone: undefined }, 'Europe/Berlin')).toMatchObject({ timeZone: 'Europe/Berlin', startTime: '02:00' });
  });

  it('keeps a wall time across a change to summer time', () => {
    // 02:30 on 29 March 2026 does not exist in Berlin: the clocks go from 02:00 to 03:00.
    const input = inputOf({ ...emptyEventValues('event', 'Europe/Berlin'), startDate: '2026-03-28', startTime: '09:00', endDate: '2026-03-30', endTime: '09:00' });
    expect(input).toMatchObject({ startsAt: '2026-03-28T08:00:00.000Z', endsAt: '2026-03-30T07:00:00.000Z' });
  });

  it('leaves the zone out for a community, which keeps whatever it has', () => {
    expect(inputOf({ ...emptyEventValues('community', 'Asia/Tokyo'), name: 'Rustaceans' })).not.toHaveProperty('timeZone');
  });

  it('counts a new event as written once it holds a name, a text or a day', () => {
    expect(hasContent(emptyEventValues('event'))).toBe(false);
    expect(hasContent({ ...emptyEventValues('event'), name: '  ' })).toBe(false);
    expect(hasContent({ ...emptyEventValues('event'), location: 'Hall A' })).toBe(true);
    expect(hasContent({ ...emptyEventValues('event'), startDate: '2026-09-01' })).toBe(true);
  });
});

describe('the draft of a new event', () => {
  it('is kept per form and read back as written', () => {
    const storage = memoryStorage();
    const draft = { ...emptyEventValues('event'), name: 'RustConf', startDate: '2026-09-01' };
    saveEventDraft('event', draft, storage);
    expect(readEventDraft('event', storage)).toEqual(draft);
    expect(readEventDraft('community', storage)).toBeNull();
  });

  it('goes once the form is empty again, or when cleared', () => {
    const storage = memoryStorage();
    saveEventDraft('event', { ...emptyEventValues('event'), name: 'RustConf' }, storage);
    saveEventDraft('event', emptyEventValues('event'), storage);
    expect(readEventDraft('event', storage)).toBeNull();
    saveEventDraft('community', { ...emptyEventValues('community'), name: 'Rustaceans' }, storage);
    clearEventDraft('community', storage);
    expect(readEventDraft('community', storage)).toBeNull();
  });

  it('keeps the zone of a draft, and reads a zone that is no zone as the device one', () => {
    const storage = memoryStorage();
    saveEventDraft('event', { ...emptyEventValues('event', 'Asia/Tokyo'), name: 'RustConf' }, storage);
    expect(readEventDraft('event', storage)?.timeZone).toBe('Asia/Tokyo');
    storage.setItem('meetverse.eventDraft.event', JSON.stringify({ name: 'RustConf', timeZone: 'Mars/Olympus' }));
    expect(readEventDraft('event', storage)?.timeZone).toBe(emptyEventValues('event').timeZone);
  });

  it('survives a damaged entry: bad JSON reads as no draft, bad fields as empty ones', () => {
    const storage = memoryStorage();
    storage.setItem('meetverse.eventDraft.event', '{not json');
    expect(readEventDraft('event', storage)).toBeNull();
    storage.setItem('meetverse.eventDraft.event', JSON.stringify({ name: 42, startDate: 'tomorrow', kind: 'party' }));
    expect(readEventDraft('event', storage)).toEqual(emptyEventValues('event'));
  });
});
