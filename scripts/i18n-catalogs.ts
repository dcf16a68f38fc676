/**
 * The message catalogs (lang/*.json) against the code: every text the code shows has an id and an English
 * source text (react-intl's `defineMessages`, `formatMessage`, `<FormattedMessage>`), extracted here.
 *
 *   npm run i18n:extract    writes lang/en-US.json from the code, and lists what each language lacks or
 *                           has that no code uses
 *
 * The unit test beside it fails on any such difference, and on a translation whose placeholders or
 * plural forms do not fit its source.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from '@formatjs/cli-lib';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LANG_DIR = path.join(ROOT, 'lang');
export const SOURCE_CATALOG = 'en-US';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|gen)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every message of the code: id to English source text, sorted by id. */
export async function extractMessages(): Promise<Record<string, string>> {
  const files = ['src', 'schemas'].flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  const json = await extract(files, { throws: true, additionalFunctionNames: ['$t'] });
  const messages = JSON.parse(json) as Record<string, { defaultMessage?: string }>;
  return Object.fromEntries(Object.keys(messages).sort().map((id) => [id, messages[id]?.defaultMessage ?? '']));
}

export function readCatalog(tag: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(LANG_DIR, `${tag}.json`), 'utf8')) as Record<string, string>;
}

export function catalogTags(): string[] {
  return fs.readdirSync(LANG_DIR).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length)).sort();
}

/** The argument names a message uses, and whether each plural or select has its 'other' form. */
function shapeOf(elements: MessageFormatElement[], into = { args: new Set<string>(), missingOther: false }) {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) into.args.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.args.add(element.value);
      if (!element.options.other) into.missingOther = true;
      for (const option of Object.values(element.options)) shapeOf(option.value, into);
    }
    if (element.type === TYPE.tag) {
      into.args.add(`<${element.value}>`);
      shapeOf(element.children, into);
    }
  }
  return into;
}

/** What is wrong with a translation of `source`: unparsable, or placeholders the source does not give. */
export function translationProblem(source: string, translation: string): string | null {
  let translated;
  try {
    translated = shapeOf(parse(translation));
  } catch (error) {
    return `does not parse: ${(error as Error).message}`;
  }
  const given = shapeOf(parse(source)).args;
  const unknown = [...translated.args].filter((arg) => !given.has(arg));
  if (unknown.length > 0) return `uses ${unknown.join(', ')}, which the source does not give`;
  if (translated.missingOther) return "has a plural or select without its 'other' form";
  return null;
}

/** Each language's differences from the code's messages: ids it lacks, ids no code uses, translations that do not fit. */
export function catalogProblems(source: Record<string, string>, tag: string, catalog: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(source)) if (!(id in catalog)) problems.push(`${tag}: lacks '${id}'`);
  for (const id of Object.keys(catalog)) if (!(id in source)) problems.push(`${tag}: has '${id}', which no code uses`);
  for (const [id, text] of Object.entries(catalog)) {
    const sourceText = source[id];
    if (sourceText === undefined) continue;
    const problem = translationProblem(sourceText, text);
    if (problem) problems.push(`${tag}: '${id}' ${problem}`);
  }
  return problems;
}

async function main() {
  const messages = await extractMessages();
  fs.writeFileSync(path.join(LANG_DIR, `${SOURCE_CATALOG}.json`), `${JSON.stringify(messages, null, 2)}\n`);
  console.log(`lang/${SOURCE_CATALOG}.json: ${Object.keys(messages).length} messages`);
  for (const tag of catalogTags().filter((tag) => tag !== SOURCE_CATALOG)) {
    const problems = catalogProblems(messages, tag, readCatalog(tag));
    if (problems.length > 0) console.log(`${problems.length} to do in lang/${tag}.json\n  ${problems.slice(0, 20).join('\n  ')}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
