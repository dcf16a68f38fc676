import { TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CATALOG_FILE, catalogsParsed, parsedCatalog } from './catalog-syntax';

describe('catalogs parsed when the app is built', () => {
  it('turns each message into the tree that formats as its text did', () => {
    const catalog = { 'people.list.count': '{count, plural, one {# attendee} other {# attendees}}', 'people.attendee.here': 'Here' };
    const parsed = parsedCatalog(catalog, 'lang/en-US.json');
    expect(parsed['people.attendee.here']).toEqual([{ type: TYPE.literal, value: 'Here' }]);
    for (const count of [1, 7]) {
      expect(new IntlMessageFormat(parsed['people.list.count']!, 'en-US').format({ count })).toBe(new IntlMessageFormat(catalog['people.list.count'], 'en-US').format({ count }));
    }
  });

  it('stops the build on a message that does not parse, naming the file and the message', () => {
    expect(() => parsedCatalog({ 'chat.broken': 'Hello {name' }, 'lang/de.json')).toThrow(/lang\/de\.json: the message chat\.broken does not parse/);
  });

  it('transforms the catalogs alone, and their text into JSON of their trees', () => {
    const plugin = catalogsParsed();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(CATALOG_FILE.test('/app/lang/pt-BR.json')).toBe(true);
    expect(transform('{"a":"b"}', '/app/src/data.json')).toBeNull();
    expect(JSON.parse(transform('{"a":"b"}', '/app/lang/fr.json')!.code)).toEqual({ a: [{ type: TYPE.literal, value: 'b' }] });
  });
});
