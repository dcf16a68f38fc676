// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../test-utils/render';
import { DESCRIPTION_LINES, EventDescription, isLongDescription } from './event-description';

describe("an event's description", () => {
  it('shows a short one in full, with nothing to open', () => {
    render(<EventDescription text={'Two days of talks.\nBring a laptop.'} />);
    expect(screen.getByText(/Two days of talks/).getAttribute('data-line-clamp')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the first lines of a long one, and the rest on Show more, until Show less', () => {
    const text = 'A conference about sync engines. '.repeat(30);
    render(<EventDescription text={text} />);
    const body = screen.getByText(/A conference about sync engines/);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe(body.id);
    expect(body.getAttribute('style')).toContain(`--text-line-clamp: ${DESCRIPTION_LINES}`);
    fireEvent.click(more);
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(body.getAttribute('style') ?? '').not.toContain('--text-line-clamp');
    fireEvent.click(less);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });

  it('counts a description of many short lines as long', () => {
    expect(isLongDescription(Array.from({ length: DESCRIPTION_LINES + 1 }, (_, n) => `Line ${n}`).join('\n'))).toBe(true);
    expect(isLongDescription(Array.from({ length: DESCRIPTION_LINES }, (_, n) => `Line ${n}`).join('\n'))).toBe(false);
  });
});
