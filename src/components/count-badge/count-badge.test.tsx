// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test-utils/render';
import { CountBadge, countLabel, formatCount } from './count-badge';

afterEach(cleanup);

describe('formatCount', () => {
  it.each([
    { count: 0, expected: null },
    { count: -3, expected: null },
    { count: Number.NaN, expected: null },
    { count: 1, expected: '1' },
    { count: 5, expected: '5' },
    { count: 99, expected: '99' },
    { count: 100, expected: '99+' },
    { count: 12_345, expected: '99+' },
    { count: Number.POSITIVE_INFINITY, expected: null },
  ])('shows $expected for $count', ({ count, expected }) => {
    expect(formatCount(count)).toBe(expected);
  });
});

describe('countLabel', () => {
  it.each([
    { count: 0, noun: undefined, expected: null },
    { count: 5, noun: undefined, expected: '5 unread' },
    { count: 99, noun: 'waiting' as const, expected: '99 waiting' },
    { count: 100, noun: undefined, expected: 'More than 99 unread' },
  ])('says $expected for $count', ({ count, noun, expected }) => {
    expect(countLabel(count, noun)).toBe(expected);
  });
});

describe('CountBadge', () => {
  it('renders nothing at 0', () => {
    const { container } = render(<CountBadge count={0} />);
    expect(container.querySelector('.mantine-Badge-root')).toBeNull();
    expect(screen.queryByText(/unread/)).toBeNull();
  });

  it('shows the number and says it with the noun', () => {
    render(<CountBadge count={5} />);
    expect(screen.getByText('5').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('5 unread')).toBeTruthy();
  });

  it('caps the badge at 99+ above 99', () => {
    render(<CountBadge count={150} />);
    expect(screen.getByText('99+')).toBeTruthy();
    expect(screen.getByText('More than 99 unread')).toBeTruthy();
  });

  it('adds its label to the name of the link it sits in', () => {
    render(
      <a href="/messages">
        Messages <CountBadge count={3} />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Messages 3 unread' })).toBeTruthy();
  });
});
