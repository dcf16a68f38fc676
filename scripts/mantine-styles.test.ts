import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { describeMissing, mantineStylesheets, missingMantineStyles } from './mantine-styles';

/** Mantine's whole stylesheet, of which its per-component ones are the parts. */
const wholeStylesheet = () => readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.css'), 'utf8');

const available = new Map([
  ['@mantine/core/styles/Button.css', '.m_77c9d27d{cursor:pointer}.m_80f1301b{display:flex}'],
  ['@mantine/core/styles/Badge.css', '.m_347db0ec{height:var(--badge-height)}'],
]);

describe('the check that every Mantine class a script uses is styled', () => {
  it('names the stylesheet to import for a class a script uses and no stylesheet of the build styles', () => {
    const scripts = ['const classes={root:"m_77c9d27d",inner:"m_80f1301b"};', 'const badge={root:"m_347db0ec"}'];
    const stylesheets = ['.m_77c9d27d{cursor:pointer}.m_80f1301b{display:flex}'];
    const missing = missingMantineStyles(scripts, stylesheets, available);
    expect(missing).toEqual([{ className: 'm_347db0ec', stylesheet: '@mantine/core/styles/Badge.css' }]);
    expect(describeMissing(missing)).toContain('@mantine/core/styles/Badge.css: m_347db0ec');
  });

  it('finds nothing missing when every class the scripts use has a rule, however many more the stylesheets have', () => {
    const scripts = ['x="m_77c9d27d"'];
    const stylesheets = ['.m_77c9d27d{cursor:pointer}.m_347db0ec{height:1px}'];
    expect(missingMantineStyles(scripts, stylesheets, available)).toEqual([]);
  });

  it('says so when no stylesheet of Mantine has the class either', () => {
    const missing = missingMantineStyles(['x="m_0000ffff"'], [], available);
    expect(missing).toEqual([{ className: 'm_0000ffff', stylesheet: undefined }]);
    expect(describeMissing(missing)).toContain('(no stylesheet of Mantine has it): m_0000ffff');
  });

  it('knows every class of Mantine’s whole stylesheet from its per-component stylesheets', () => {
    const whole = wholeStylesheet();
    const sheets = mantineStylesheets();
    const styledByParts = [...sheets.values()].join('\n');
    expect(missingMantineStyles([whole], [styledByParts], sheets)).toEqual([]);
  });
});

describe("the app's Mantine stylesheets", () => {
  const imported = [...readFileSync(new URL('../src/mantine-styles.ts', import.meta.url), 'utf8').matchAll(/^import '(@mantine\/core\/styles\/[^']+)';$/gm)].map((match) => match[1] ?? '');

  it("are imported in the order of Mantine's whole stylesheet, so a component's rules follow those of its parts", () => {
    const whole = wholeStylesheet();
    const sheets = mantineStylesheets();
    const positions = imported.map((importPath) => {
      const css = sheets.get(importPath) ?? '';
      return whole.indexOf(css.trim().slice(0, 200));
    });
    expect(imported.length).toBeGreaterThan(3);
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("start with Mantine's base, its default variables and its global rules", () => {
    expect(imported.slice(0, 3)).toEqual(['@mantine/core/styles/baseline.css', '@mantine/core/styles/default-css-variables.css', '@mantine/core/styles/global.css']);
  });
});
