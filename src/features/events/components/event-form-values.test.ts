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

  it('survives a damaged entry: bad JSON reads as no draft, bad fields as empty ones', () => {
    const storage = memoryStorage();
    storage.setItem('meetverse.eventDraft.event', '{not json');
    expect(readEventDraft('event', storage)).toBeNull();
    storage.setItem('meetverse.eventDraft.event', JSON.stringify({ name: 42, startDate: 'tomorrow', kind: 'party' }));
    expect(readEventDraft('event', storage)).toEqual(emptyEventValues('event'));
  });
});
