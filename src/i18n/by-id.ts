import type { IntlShape } from 'react-intl';

/**
 * A catalog's message chosen by an id the server (or a shared rule) gave, in the language on screen;
 * undefined when the catalog has none. Its English source is extracted where it is defined (schemas/).
 */
export function messageById(intl: IntlShape, id: string, values?: Record<string, string | number>): string | undefined {
  if (!(id in intl.messages)) return undefined;
  // Called by another name: the id is not the source's to extract here.
  const format = intl.formatMessage;
  return format({ id }, values);
}
