/**
 * A label or phrase as it reads inside a sentence: its first letter in lower case ('Door staff' in '…
 * for door staff'), where the language writes it so; German keeps its nouns' capitals.
 */
export function midSentence(text: string, locale: string): string {
  if (locale.split('-')[0] === 'de' || !text) return text;
  return text.charAt(0).toLocaleLowerCase(locale) + text.slice(1);
}
