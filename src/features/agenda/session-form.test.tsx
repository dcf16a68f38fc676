// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionDoc } from '../../../schemas/session.schema';
import { renderWithRouter } from '../../test-utils/render-with-router';
import { SessionForm, type SessionFormProps } from './session-form';
import { emptySessionValues, type SessionFormValues } from './session-form-values';

const summit = { name: 'Summit', starts_at: '2026-06-01T07:00:00.000Z', ends_at: '2026-06-01T16:00:00.000Z', time_zone: 'Europe/Berlin' };
const keynote: SessionDoc = {
  id: 'keynote',
  event_id: 'summit',
  title: 'Keynote',
  starts_at: '2026-06-01T07:30:00.000Z',
  ends_at: '2026-06-01T08:30:00.000Z',
  room: 'Main hall',
  sync_state: 'sent',
  updatedAt: 1,
};
const talk: SessionFormValues = { ...emptySessionValues(summit), title: 'Local-first in practice', start: '2026-06-01T10:00', end: '2026-06-01T10:45', room: 'Room B' };

async function renderForm(props: Partial<SessionFormProps> = {}) {
  const onSubmit = vi.fn(async () => {});
  await renderWithRouter(<SessionForm mode="create" event={summit} initial={talk} others={[keynote]} members={[]} submitLabel="Add session" onSubmit={onSubmit} {...props} />, {
    path: '/events/summit/sessions/new',
  });
  return { onSubmit };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add session' }));
const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('SessionForm', () => {
  it("labels the times with the event's zone and starts a new session at the event's start, in venue time", async () => {
    await renderForm({ initial: emptySessionValues(summit) });
    expect((field(/Starts \(Europe\/Berlin time\)/) as HTMLInputElement).value).toBe('2026-06-01T09:00');
    expect((field(/Ends \(Europe\/Berlin time\)/) as HTMLInputElement).value).toBe('2026-06-01T10:00');
  });

  it('says beside the end that it must come after the start, and saves nothing', async () => {
    const { onSubmit } = await renderForm({ initial: { ...talk, end: '2026-06-01T09:30' } });
    const end = field(/Ends/);
    expect(await screen.findByText('The end must be after the start')).toBeTruthy();
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(end.getAttribute('aria-describedby')).toContain(screen.getByText('The end must be after the start').id);
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a title and says a session outside the event does not fit, beside those fields, once saving is tried', async () => {
    const { onSubmit } = await renderForm({ initial: { ...talk, title: ' ', start: '2026-06-01T06:00' } });
    expect(screen.queryByText('Give the session a title')).toBeNull();
    submit();
    expect(await screen.findByText('Give the session a title')).toBeTruthy();
    expect(screen.getByText('The session must start within the event')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says a capacity that is not a whole number of seats is refused', async () => {
    const { onSubmit } = await renderForm({ initial: { ...talk, capacity: '12.5' } });
    submit();
    expect(await screen.findByText('The capacity is a whole number of seats, 1 or more')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks first when the room already has a session at that time, and saves both once the organiser says so', async () => {
    const { onSubmit } = await renderForm({ initial: { ...talk, room: 'main hall', start: '2026-06-01T10:00', end: '2026-06-01T11:00' } });
    submit();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('main hall already has "Keynote" at that time. Keep both?')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep both' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('does not ask about a session of the same room at another time, nor about itself when edited', async () => {
    const { onSubmit } = await renderForm({ mode: 'edit', sessionId: 'keynote', initial: { ...talk, title: 'Keynote', room: 'Main hall', start: '2026-06-01T09:30', end: '2026-06-01T10:30' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("saves the venue's wall times as their instants, whatever zone the device is in", async () => {
    const { onSubmit } = await renderForm({ initial: { ...talk, description: 'Line one\nLine two', capacity: '80' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({
        title: 'Local-first in practice',
        starts_at: '2026-06-01T08:00:00.000Z',
        ends_at: '2026-06-01T08:45:00.000Z',
        room: 'Room B',
        description: 'Line one\nLine two',
        capacity: 80,
      }),
    ]);
  });

  it('adds a speaker by plain name with a short bio, and asks for the name of an empty row', async () => {
    const { onSubmit } = await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add a name' }));
    submit();
    expect(await screen.findByText('Give speaker 1 a name')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Speaker 1: name'), { target: { value: 'Grace Hopper' } });
    fireEvent.change(screen.getByLabelText('Short bio'), { target: { value: 'Compilers.' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([expect.objectContaining({ speakers: [{ name: 'Grace Hopper', bio: 'Compilers.' }] })]);
  });
});
