import type { IntlShape } from 'react-intl';
import { wordsOf } from '../../schemas/words';
import { messageById } from './by-id';
import { appIntl } from './i18n-provider';

/**
 * A refusal the server wrote in English (a write's reason for not being saved, an error answer), in the
 * language on screen: the rule's message it was written from, when it is one the catalogs have (the
 * answer's `code` and `params`, or read back from the words); else the words as they came.
 */
export function refusalText(text: string, intl: IntlShape = appIntl(), code?: { code?: string | undefined; params?: Record<string, string | number> | undefined }): string {
  const coded = code?.code ? messageById(intl, code.code, code.params) : undefined;
  if (coded !== undefined) return coded;
  const words = wordsOf(text, 'rules.');
  return (words && messageById(intl, words.id, words.values)) ?? text;
}
