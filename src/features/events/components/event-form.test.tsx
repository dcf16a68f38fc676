// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../components/toasts/toast-store';
import { localeProfile } from '../../../lib/locale';
import { renderWithRouter } from '../../../test-utils/render-with-router';
import { EventForm, type EventFormProps } from './event-form';
import { emptyEventValues, type EventFormValues } from './event-form-values';
import { dayjsLocaleName, pickerFormats } from './event-form-when';
import { sentence } from '../../../test-utils/sentence';

const rustConf: EventFormValues = { ...emptyEventValues('event'), name: 'RustConf', startDate: '2026-09-01', endDate: '2026-09-02' };

function renderForm(props: Partial<EventFormProps> = {}) {
  const onSubmit = vi.fn(async () => {});
  const rendered = renderWithRouter(<EventForm mode="create" initial={emptyEventValues('event')} submitLabel="Create event" kindChoice onSubmit={onSubmit} {...props} />, { path: '/create-event' });
  return { onSubmit, rendered };
}

/** The time zone field's input (its list of options carries the same label). */
const zoneField = async () => screen.findByPlaceholderText('Search for a city or region');

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Create event|Save changes/ }));

describe('EventForm', () => {
  it('asks for a name beside the field and saves nothing when the name is empty, without a toast', async () => {
    toastStore.clear();
    const { onSubmit } = renderForm({ initial: { ...rustConf, name: '  ' } });
    await screen.findByRole('textbox', { name: /Name/ });
    submit();
    expect(await screen.findByText('Give your event a name')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('says the end must be after the start as soon as both days are picked the wrong way round', async () => {
    const { onSubmit } = renderForm({ initial: { ...rustConf, startDate: '2026-09-02', endDate: '2026-09-01' } });
    expect(await screen.findByText('The end must be after the start')).toBeTruthy();
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks when the event starts and ends before it is created', async () => {
    const { onSubmit } = renderForm({ initial: { ...emptyEventValues('event'), name: 'RustConf' } });
    await screen.findByRole('textbox', { name: /Name/ });
    submit();
    expect(await screen.findByText('Choose when it starts')).toBeTruthy();
    expect(screen.getByText('Choose when it ends')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says at once that a pasted name of 250 characters is too long, and keeps it whole', async () => {
    renderForm();
    const name = (await screen.findByRole('textbox', { name: /Name/ })) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'x'.repeat(250) } });
    expect(name.value).toHaveLength(250);
    expect(screen.getByText('Keep the name to 200 characters: it has 250')).toBeTruthy();
  });

  it('hands a valid event to onSubmit with its start and end as instants', async () => {
    const { onSubmit } = renderForm({ initial: rustConf });
    await screen.findByRole('textbox', { name: /Name/ });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'RustConf', isCommunity: false, startsAt: new Date(2026, 8, 1, 9, 0).toISOString(), endsAt: new Date(2026, 8, 2, 17, 0).toISOString() }),
    );
  });

  it('offers the venue time zone, the device one for a new event, with its short name', async () => {
    renderForm({ initial: { ...rustConf, timeZone: 'Europe/Berlin' } });
    const zone = (await zoneField()) as HTMLInputElement;
    expect(zone.value).toBe('Europe/Berlin (GMT+2)');
    expect(screen.getByText("Start and end are the venue's times. Changing the zone keeps those times.")).toBeTruthy();
    expect(emptyEventValues('event').timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('keeps the wall times when the zone changes, so 9:00 is 9:00 at the new venue', async () => {
    const { onSubmit } = renderForm({ initial: { ...rustConf, timeZone: 'Europe/Berlin' } });
    const zone = await zoneField();
    fireEvent.click(zone);
    fireEvent.change(zone, { target: { value: 'New_York' } });
    fireEvent.click(await screen.findByText('America/New_York (EDT)', { selector: '[role=option], [role=option] *' }));
    await waitFor(() => expect((zone as HTMLInputElement).value).toBe('America/New_York (EDT)'));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ timeZone: 'America/New_York', startsAt: '2026-09-01T13:00:00.000Z', endsAt: '2026-09-02T21:00:00.000Z' }),
    );
  });

  it('says beside the field when the stored zone is not one it knows, and saves nothing', async () => {
    const { onSubmit } = renderForm({ mode: 'edit', submitLabel: 'Save changes', initial: { ...rustConf, timeZone: 'Mars/Olympus' } });
    expect(await screen.findByText("Pick the venue's time zone from the list: 'Mars/Olympus' is not one")).toBeTruthy();
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hides the dates for a community and creates it without them', async () => {
    const { onSubmit } = renderForm({ initial: { ...rustConf, startDate: null, endDate: null } });
    expect(await screen.findByText('Starts')).toBeTruthy();
    fireEvent.click(screen.getByText('Community'));
    expect(screen.queryByText('Starts')).toBeNull();
    expect(screen.queryByPlaceholderText('Search for a city or region')).toBeNull();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ isCommunity: true, startsAt: undefined, endsAt: undefined })));
  });

  it('offers the choice between an event and a community only when creating', async () => {
    await renderForm({ mode: 'edit', kindChoice: false, initial: rustConf, submitLabel: 'Save changes' }).rendered;
    await screen.findByRole('textbox', { name: /Name/ });
    expect(screen.queryByRole('radio', { name: 'Community' })).toBeNull();
    expect(screen.getByText('Starts')).toBeTruthy();
  });

  it('asks before leaving a new event with something written, and drops its draft only when the member discards it', async () => {
    const onDiscard = vi.fn();
    const { rendered } = renderForm({ onDiscard });
    const { router } = await rendered;
    fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), { target: { value: 'RustConf' } });

    // A blocked navigation settles only once the member answers, so it is not awaited here.
    act(() => void router.navigate({ to: '/events' }));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/create-event');
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).toBeNull());
    expect(onDiscard).not.toHaveBeenCalled();

    act(() => void router.navigate({ to: '/events' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('lets the member leave an edit without asking when nothing changed', async () => {
    const { rendered } = renderForm({ mode: 'edit', initial: rustConf, submitLabel: 'Save changes' });
    const { router } = await rendered;
    await act(() => router.navigate({ to: '/events' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    expect(screen.queryByText('Leave without saving?')).toBeNull();
  });

  it('asks first before deleting, naming what goes, and deletes only when confirmed', async () => {
    const onDelete = vi.fn(async () => {});
    await renderForm({ mode: 'edit', initial: { ...rustConf }, submitLabel: 'Save changes', onDelete }).rendered;
    fireEvent.click(await screen.findByRole('button', { name: 'Delete event' }));
    expect(await screen.findByText(sentence('Delete "RustConf"? Its questions stay but the event disappears for everyone.'))).toBeTruthy();
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete event' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
  });
});

describe('the pickers follow the member locale', () => {
  it.each([
    ['US', { date: 'ddd MM/DD/YYYY', time: '12h' }],
    ['GB', { date: 'ddd DD/MM/YYYY', time: '24h' }],
    ['AU', { date: 'ddd DD/MM/YYYY', time: '12h' }],
    ['DE', { date: 'ddd DD.MM.YYYY', time: '24h' }],
    ['KR', { date: 'ddd YYYY. MM. DD.', time: '24h' }],
  ])('%s: %o', (country, expected) => {
    expect(pickerFormats(localeProfile(country))).toEqual(expected);
  });

  it.each([
    ['de-DE', 'de'],
    ['pt-BR', 'pt-br'],
    ['en-GB', 'en-gb'],
    ['en-US', 'en'],
    ['zh-CN', 'zh-cn'],
    ['tlh-KL', 'en'],
  ])('names %s months in dayjs locale %s', (locale, expected) => {
    expect(dayjsLocaleName(locale)).toBe(expected);
  });
});
