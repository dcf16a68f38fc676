// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test-utils/render-with-router';
import { EventForm } from './event-form';
import { emptyEventValues } from './event-form-values';

const dropdown = () => document.querySelector('.mantine-TimePicker-dropdown');

describe("the event form's time pickers", () => {
  it('close their list of times with Escape, and the start time’s opens upwards, clear of the end’s fields', async () => {
    await renderWithRouter(
      <EventForm mode="create" initial={{ ...emptyEventValues('event'), name: 'RustConf', startDate: '2026-09-01', endDate: '2026-09-01' }} submitLabel="Create event" kindChoice onSubmit={vi.fn(async () => {})} />,
      { path: '/create-event' },
    );
    const hour = await screen.findByLabelText('Start hour');
    fireEvent.focus(hour);
    fireEvent.click(hour);
    await waitFor(() => expect(dropdown()).not.toBeNull());
    expect(dropdown()?.getAttribute('data-position')).toMatch(/^top/);
    fireEvent.keyDown(hour, { key: 'Escape' });
    await waitFor(() => expect(dropdown()).toBeNull());
  });
});
