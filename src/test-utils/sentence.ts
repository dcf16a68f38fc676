import type { MatcherFunction } from '@testing-library/react';

/**
 * A text matcher for a sentence as it reads, across the elements it is made of (a name inside it
 * sits in an isolate of its own): the innermost element whose whole text is `text`, or matches it.
 */
export function sentence(text: string | RegExp): MatcherFunction {
  const reads = (element: Element | null) => {
    const content = element?.textContent ?? '';
    return typeof text === 'string' ? content === text : text.test(content);
  };
  return (_content, element) => reads(element) && ![...(element?.children ?? [])].some(reads);
}
