import { describe, expect, it } from 'vitest';
import { blockId, blockProblem, blocksBetween, DIRECT_MESSAGE_BLOCKED, directMessageProblem } from './block-rules';

describe('the block rules', () => {
  it('name one block per member and target, whichever device writes it', () => {
    expect(blockId('ada', 'bo')).toBe('block:ada:bo');
    expect(blocksBetween('ada', 'bo')).toEqual(['block:ada:bo', 'block:bo:ada']);
  });

  it('refuse direct messages when either member blocks the other, in words that do not say who', () => {
    expect(directMessageProblem('ada', 'bo', (id) => id === 'block:ada:bo')).toBe(DIRECT_MESSAGE_BLOCKED);
    expect(directMessageProblem('ada', 'bo', (id) => id === 'block:bo:ada')).toBe(DIRECT_MESSAGE_BLOCKED);
    expect(DIRECT_MESSAGE_BLOCKED).not.toMatch(/block/i);
  });

  it('let direct messages pass when neither blocks the other, even with blocks of others', () => {
    expect(directMessageProblem('ada', 'bo', (id) => id === 'block:ada:cy')).toBeNull();
  });

  it('refuse a block of oneself only', () => {
    expect(blockProblem('ada', 'ada')).toMatch(/yourself/);
    expect(blockProblem('ada', 'bo')).toBeNull();
  });
});
