// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../test-utils/render';
import { nextSessionChange } from '../hooks/use-live-sessions';
import { FilterBar } from './filter-bar';
import { sentence } from '../../../test-utils/sentence';

describe('the home filter bar with an event selected', () => {
  it("offers the event's sessions running now and next as chips, and turns one on and off", () => {
    const onSelectSession = vi.fn();
    const sessions = [
      { id: 'keynote', title: 'Keynote', live: true },
      { id: 'workshop', title: 'Workshop', live: false },
    ];
    const { rerender } = render(<FilterBar meetverseName="Meetverse" current={[]} past={[]} active={['summit']} onSelect={() => {}} sessions={sessions} onSelectSession={onSelectSession} />);
    expect(screen.getByText(sentence('Now: Keynote'))).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Next: Workshop' }));
    expect(onSelectSession).toHaveBeenLastCalledWith('workshop');
    rerender(<FilterBar meetverseName="Meetverse" current={[]} past={[]} active={['summit']} onSelect={() => {}} sessions={sessions} activeSession="workshop" onSelectSession={onSelectSession} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Next: Workshop' }));
    expect(onSelectSession).toHaveBeenLastCalledWith(null);
  });
});

describe('when the live and next sessions change', () => {
  const at = (time: string) => Date.parse(`2026-06-01T${time}:00.000Z`);
  const sessions = [
    { starts_at: '2026-06-01T09:00:00.000Z', ends_at: '2026-06-01T10:00:00.000Z' },
    { starts_at: '2026-06-01T10:30:00.000Z', ends_at: '2026-06-01T11:00:00.000Z' },
  ];
  it.each([
    ['08:00', '09:00'],
    ['09:15', '10:00'],
    ['10:10', '10:30'],
    ['10:45', '11:00'],
  ])('at %s the chips change next at %s', (now, next) => {
    expect(nextSessionChange(sessions, at(now))).toBe(at(next));
  });

  it('never again once the last session has ended', () => {
    expect(nextSessionChange(sessions, at('12:00'))).toBeNull();
  });
});
