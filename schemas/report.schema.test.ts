import { describe, expect, it } from 'vitest';
import { outcomeWords, PROFILE_NOT_HIDDEN, REPORT_DETAILS_MAX, REPORT_REVIEWED, reportDetailsProblem, reportId, resolutionProblem, waitingWords, wordKey } from './report.schema';

describe('the report rules', () => {
  it('give one report per member and reported thing, the same id on every device', () => {
    expect(reportId('ada', 'chat_message', 'm1')).toBe('report:chat_message:ada:m1');
  });

  it('take details up to their limit, and say so past it', () => {
    expect(reportDetailsProblem('x'.repeat(REPORT_DETAILS_MAX))).toBeNull();
    expect(reportDetailsProblem('x'.repeat(REPORT_DETAILS_MAX + 1))).toMatch(/Keep the details to 1,000 characters/);
  });

  it('resolve an open report once, by hiding or dismissing it; a profile is never hidden', () => {
    expect(resolutionProblem('chat_message', 'open', 'hidden')).toBeNull();
    expect(resolutionProblem('user', 'open', 'dismissed')).toBeNull();
    expect(resolutionProblem('user', 'open', 'hidden')).toBe(PROFILE_NOT_HIDDEN);
    expect(resolutionProblem('chat_message', 'hidden', 'open')).toBe(REPORT_REVIEWED);
    expect(resolutionProblem('chat_message', 'dismissed', 'hidden')).toBe(REPORT_REVIEWED);
  });

  it('tell the reporter the outcome and the resolvers how many wait, in plain words', () => {
    expect(outcomeWords('chat_message', 'hidden')).toBe('Your report was reviewed: the message was hidden');
    expect(outcomeWords('question', 'dismissed')).toBe('Your report was reviewed: no action was taken on the question');
    expect([waitingWords(1), waitingWords(3)]).toEqual(['1 report waits for review', '3 reports wait for review']);
  });
});

describe('a report of a word of a word cloud', () => {
  it('is one per member, poll and word as the cloud counts it, its id within the length kept', () => {
    const member = '5d1f1c1e-7c1a-4b8e-9a51-0d7c6b2a0004';
    const poll = '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0002';
    expect(reportId(member, 'poll_word', poll, 'Offline ')).toBe(reportId(member, 'poll_word', poll, 'offline'));
    expect(reportId(member, 'poll_word', poll, 'offline')).not.toBe(reportId(member, 'poll_word', poll, 'online'));
    expect(reportId(member, 'poll_word', poll, 'a'.repeat(30)).length).toBeLessThanOrEqual(100);
    expect(wordKey('offline')).toMatch(/^[0-9a-f]{8}$/);
    // Other kinds name no word.
    expect(reportId(member, 'answer', poll, 'ignored')).toBe(`report:answer:${member}:${poll}`);
  });
});
