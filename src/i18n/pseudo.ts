import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [letter, [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]!]),
);

/** Accented, and a third longer (German runs about that much longer than English), so a layout shows where it breaks. */
function pseudoText(text: string): string {
  const accented = [...text].map((char) => ACCENTED[char] ?? char).join('');
  const letters = text.replace(/[^A-Za-z]/g, '').length;
  return letters === 0 ? accented : accented + '~'.repeat(Math.ceil(letters / 3));
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: pseudoText(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: pseudoElements(option.value) }]));
      return { ...element, options };
    }
    if (element.type === TYPE.tag) return { ...element, children: pseudoElements(element.children) };
    return element;
  });
}

/**
 * The pseudo-language's message for a source text (or its parsed tree): its words accented and
 * lengthened between brackets, its placeholders, plurals and tags kept. A text on screen without the
 * brackets came from elsewhere.
 */
export function pseudoMessage(source: string | MessageFormatElement[]): MessageFormatElement[] {
  const elements = pseudoElements(typeof source === 'string' ? parse(source, { captureLocation: false }) : source);
  return [{ type: TYPE.literal, value: '⟦' }, ...elements, { type: TYPE.literal, value: '⟧' }];
}
