import type { MessageDescriptor } from 'react-intl';

/**
 * A file's messages: each an id (`feature.place.what`) and its English source text, which
 * `npm run i18n:extract` gathers into lang/en-US.json. Values are checked against the catalogs' texts
 * by scripts/i18n-catalogs.test.ts, not by the types.
 */
export function defineMessages<const T extends Record<string, MessageDescriptor & { id: string; defaultMessage: string }>>(messages: T): T {
  return messages;
}
