import type { ReactNode } from 'react';

/**
 * A member's own words (a name, a title) as a value inside a translated sentence: isolated, so that they
 * keep their own direction and do not reorder the sentence around them ('Ada L.' in an Arabic sentence,
 * 'ليلى' in an English one). The sentence stays the same text: a label (aria-label, title) takes the plain
 * value, since a label is read out, not laid out.
 */
export function ownDirection(words: string): ReactNode {
  return <bdi>{words}</bdi>;
}
