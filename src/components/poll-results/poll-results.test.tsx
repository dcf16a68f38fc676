// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test-utils/render';
import { PollResults } from './poll-results';

afterEach(cleanup);

const options = [
  { id: 'a', label: 'Sync engines' },
  { id: 'b', label: 'CRDTs' },
];

describe('the poll results', () => {
  it("shows each option's share of the voters and its votes, the member's own marked, and the voters in all", () => {
    render(<PollResults poll={{ kind: 'single', options, results: [{ key: 'a', count: 2 }, { key: 'b', count: 1 }], voter_count: 3 }} mine={['a']} />);
    const [first, second] = screen.getAllByTestId('poll-bar');
    expect(first?.textContent).toBe('Sync engines · your vote67% (2)');
    expect(second?.textContent).toBe('CRDTs33% (1)');
    expect(screen.getByTestId('poll-voters').textContent).toBe('3 votes');
  });

  it('says one vote, and a thousand and more with a separator', () => {
    const { rerender } = render(<PollResults poll={{ kind: 'single', options, results: [{ key: 'a', count: 1 }], voter_count: 1 }} />);
    expect(screen.getByTestId('poll-voters').textContent).toBe('1 vote');
    rerender(<PollResults poll={{ kind: 'single', options, results: [{ key: 'a', count: 1234 }], voter_count: 1234 }} />);
    expect(screen.getByTestId('poll-voters').textContent).toBe('1,234 votes');
  });

  it('draws a word cloud with the count of each word for screen readers, or says no word came yet', () => {
    const { rerender } = render(<PollResults poll={{ kind: 'word_cloud', results: [], voter_count: 0 }} />);
    expect(screen.getByText('No words yet')).toBeTruthy();
    expect(screen.getByTestId('poll-voters').textContent).toBe('0 votes');
    rerender(<PollResults poll={{ kind: 'word_cloud', results: [{ key: 'offline', count: 3 }], voter_count: 3 }} />);
    expect(screen.getByRole('list', { name: 'Words given' })).toBeTruthy();
    expect(screen.getByTestId('poll-word').textContent).toBe('offline: 3');
  });
});
