import type { IntlShape } from 'react-intl';
import { wordsOf } from '../../schemas/words';
import { appIntl } from './i18n-provider';

/**
 * A refusal the server wrote in English (a write's reason for not being saved, an error answer), in the
 * language on screen: the rule's message it was written from, when it is one the catalogs have (the
 * answer's `code` and `params`, or read back from the words); else the words as they came.
 */
export function refusalText(text: string, intl: IntlShape = appIntl(), code?: { code?: string | undefined; params?: Record<string, string | number> | undefined }): string {
  if (code?.code && code.code in intl.messages) return intl.formatMessage({ id: code.code }, code.params);
  const words = wordsOf(text, 'rules.');
  if (!words || !(words.id in intl.messages)) return text;
  return intl.formatMessage({ id: words.id }, words.values);
}
