import { describe, expect, it } from 'vitest';
import { pollCsv, pollFileName } from './poll-csv';

describe('a poll exported as CSV', () => {
  it('has a line per option with its votes and share, then the number of voters', () => {
    const csv = pollCsv({
      question: 'Tabs, or spaces?', kind: 'single', state: 'closed', voter_count: 3,
      options: [{ id: 'a', label: 'Tabs' }, { id: 'b', label: '=Spaces' }],
      results: [{ key: 'a', count: 1 }, { key: 'b', count: 2 }],
    });
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFQuestion,Kind,Answer,Votes,Share of voters (%)',
      '"Tabs, or spaces?",Single choice,Tabs,1,33',
      "\"Tabs, or spaces?\",Single choice,'=Spaces,2,67",
      '"Tabs, or spaces?",Single choice,Voters,3,',
      '',
    ]);
  });

  it('is named after the event and the question', () => {
    expect(pollFileName({ id: 'e1', slug: 'summit' }, { question: 'Tabs, or spaces?' })).toBe('summit-poll-tabs-or-spaces.csv');
    expect(pollFileName({ id: 'e1' }, { question: '???' })).toBe('e1-poll-results.csv');
  });
});
