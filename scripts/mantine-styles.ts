/**
 * The app loads only the stylesheets of the Mantine components it draws (src/mantine-styles.ts). A
 * component whose stylesheet is missing would draw unstyled, so the build checks its own output: every
 * Mantine class a script names (`m_` and eight hex digits, the names of Mantine's CSS modules) must have
 * a rule in a stylesheet the build wrote, or the build stops and names the stylesheet to import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;

const classesIn = (text: string) => new Set(text.match(MANTINE_CLASS) ?? []);

/** A Mantine class a script uses that no stylesheet styles, and the stylesheet of Mantine's that does. */
export type MissingStyle = { className: string; stylesheet: string | undefined };

/**
 * The Mantine classes the scripts name and the stylesheets do not, each with the stylesheet (by its
 * import path) of `available` that has its rules, where one has.
 */
export function missingMantineStyles(scripts: readonly string[], stylesheets: readonly string[], available: ReadonlyMap<string, string>): MissingStyle[] {
  const styled = new Set(stylesheets.flatMap((css) => [...classesIn(css)]));
  const used = new Set(scripts.flatMap((script) => [...classesIn(script)]));
  const owners = new Map<string, string>();
  for (const [importPath, css] of available) for (const className of classesIn(css)) if (!owners.has(className)) owners.set(className, importPath);
  return [...used]
    .filter((className) => !styled.has(className))
    .sort()
    .map((className) => ({ className, stylesheet: owners.get(className) }));
}

/** What the build says when styles are missing: one line per stylesheet to import. */
export function describeMissing(missing: readonly MissingStyle[]): string {
  const byStylesheet = new Map<string, string[]>();
  for (const { className, stylesheet } of missing) {
    const key = stylesheet ?? '(no stylesheet of Mantine has it)';
    byStylesheet.set(key, [...(byStylesheet.get(key) ?? []), className]);
  }
  const lines = [...byStylesheet].map(([stylesheet, classes]) => `  ${stylesheet}: ${classes.join(', ')}`);
  return `Mantine classes the app uses have no styles in the build. Import these in src/mantine-styles.ts, in the order of Mantine's styles.css:\n${lines.join('\n')}`;
}

/** Mantine's per-component stylesheets (core's, and the dates package's one), by import path. */
export function mantineStylesheets(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const coreDir = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  const sheets = new Map<string, string>();
  for (const file of readdirSync(coreDir).sort()) {
    if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
    sheets.set(`@mantine/core/styles/${file}`, readFileSync(path.join(coreDir, file), 'utf8'));
  }
  sheets.set('@mantine/dates/styles.css', readFileSync(require.resolve('@mantine/dates/styles.css'), 'utf8'));
  return sheets;
}

/** The build's check: it stops the client build when a script uses a Mantine class no stylesheet styles. */
export const checkMantineStyles = (): Plugin => ({
  name: 'meetverse:mantine-styles',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const outputs = Object.values(bundle);
      const scripts = outputs.flatMap((output) => (output.type === 'chunk' ? [output.code] : []));
      const stylesheets = outputs.flatMap((output) => (output.type === 'asset' && output.fileName.endsWith('.css') ? [String(output.source)] : []));
      // A build without stylesheets (the server's page renderer) has nothing to check.
      if (stylesheets.length === 0) return;
      const missing = missingMantineStyles(scripts, stylesheets, mantineStylesheets());
      if (missing.length > 0) this.error(describeMissing(missing));
    },
  },
});
