// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test-utils/render';
import { StarButton } from './star-button';

/** A tap whose change of schedule is taken when the test says. */
function pendingToggle() {
  let settle: () => void = () => {};
  const toggle = () => new Promise<void>((resolve) => (settle = resolve));
  return { toggle, settle: () => act(async () => settle()) };
}

describe('the star of a session', () => {
  it('shows a tap at once, then what the schedule says once the tap is taken', async () => {
    const { toggle, settle } = pendingToggle();
    const { rerender } = render(<StarButton starred={false} sessionTitle="Keynote" onToggle={toggle} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to my schedule' }));
    expect(screen.getByRole('button', { name: 'Remove from my schedule' }).getAttribute('aria-pressed')).toBe('true');
    rerender(<StarButton starred sessionTitle="Keynote" onToggle={toggle} />);
    await settle();
    expect(screen.getByRole('button', { name: 'Remove from my schedule' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('goes back when the schedule was not changed (the device refused the write)', async () => {
    const { toggle, settle } = pendingToggle();
    render(<StarButton starred={false} sessionTitle="Keynote" onToggle={toggle} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to my schedule' }));
    expect(screen.getByRole('button', { name: 'Remove from my schedule' })).toBeTruthy();
    await settle();
    expect(screen.getByRole('button', { name: 'Add to my schedule' }).getAttribute('aria-pressed')).toBe('false');
  });
});
