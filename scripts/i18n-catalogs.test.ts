import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/i18n/languages';
import { catalogProblems, catalogTags, extractMessages, readCatalog, SOURCE_CATALOG, translationProblem } from './i18n-catalogs';

describe('the message catalogs', () => {
  it('hold exactly the texts the code shows: lang/en-US.json is what `npm run i18n:extract` writes', async () => {
    const extracted = await extractMessages();
    expect(readCatalog(SOURCE_CATALOG), 'Run npm run i18n:extract').toEqual(extracted);
  }, 60_000);

  it('have a catalog for every language Settings offers, and none for a language it does not', () => {
    expect(catalogTags()).toEqual(LANGUAGES.map((language) => language.tag).sort());
  });

  it('give every language every text, none that no code uses, and translations that fit their source', () => {
    const source = readCatalog(SOURCE_CATALOG);
    const problems = catalogTags().flatMap((tag) => catalogProblems(source, tag, readCatalog(tag)));
    expect(problems).toEqual([]);
  });
});

describe('a translation', () => {
  it('may reorder and reword, and follow its language’s plural forms', () => {
    expect(translationProblem('{count, plural, one {# attending} other {# attending}}', '{count, plural, zero {لا أحد} one {واحد} two {اثنان} few {# حاضرين} many {# حاضرًا} other {# حاضر}}')).toBeNull();
    expect(translationProblem('Dates look like {date}, times like {time}', 'Zeiten wie {time}, Daten wie {date}')).toBeNull();
  });

  it('is refused when it names a placeholder its source does not give, does not parse, or lacks its other form', () => {
    expect(translationProblem('Hello {name}', 'Hallo {nom}')).toBe('uses nom, which the source does not give');
    expect(translationProblem('Hello {name}', 'Hallo {name')).toMatch(/^does not parse/);
    expect(translationProblem('{count, plural, one {#} other {#}}', '{count, plural, one {#}}')).toMatch(/does not parse|other/);
  });

  it('is refused when a catalog lacks a text or has one no code uses', () => {
    expect(catalogProblems({ a: 'A', b: 'B' }, 'de', { a: 'Ä', c: 'C' })).toEqual(["de: lacks 'b'", "de: has 'c', which no code uses"]);
  });
});
