import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { CONTRAST_OVERRIDES, DARK_CONTRAST_OVERRIDES, cssVariablesResolver, theme } from './theme';
import { contrast, contrastWithWhite } from './test-utils/contrast';

// Where text sits in each scheme: the page (Mantine's body colour) and cards and inputs (its default colour).
const SURFACES = { light: ['white', 'gray.0'], dark: ['dark.7', 'dark.6'] } as const;

describe('contrast overrides', () => {
  it.each(Object.entries(CONTRAST_OVERRIDES))('%s uses %s, which gives AA contrast against white', (_name, color) => {
    expect(contrastWithWhite(color)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['light', CONTRAST_OVERRIDES['--mantine-color-dimmed']],
    ['dark', DARK_CONTRAST_OVERRIDES['--mantine-color-dimmed']],
  ] as const)('gives dimmed text AA contrast on the page and on cards in the %s scheme (%s)', (scheme, dimmed) => {
    for (const surface of SURFACES[scheme]) expect(contrast(dimmed, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(DARK_CONTRAST_OVERRIDES).filter(([name]) => name.includes('filled')))(
    '%s uses %s in the dark scheme too, which gives AA contrast against white text',
    (_name, color) => {
      expect(contrastWithWhite(color)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('sets them as CSS variables of each scheme', () => {
    const resolved = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never);
    expect(resolved.light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
    expect(resolved.light['--mantine-color-red-filled']).toBe('var(--mantine-color-red-9)');
    expect(resolved.dark['--mantine-color-dimmed']).toBe('var(--mantine-color-dark-1)');
    expect(resolved.dark['--mantine-color-red-filled']).toBe('var(--mantine-color-red-9)');
  });

  it('keeps the primary colour at AA contrast with white text in both schemes', () => {
    const shades = theme.primaryShade as { light: number; dark: number };
    expect(contrastWithWhite(`violet.${shades.light}`)).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite(`violet.${shades.dark}`)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps links (violet 4 in the dark scheme) and body text at AA contrast on the dark page', () => {
    expect(contrast('violet.4', 'dark.7')).toBeGreaterThanOrEqual(4.5);
    expect(contrast('dark.0', 'dark.7')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('Loader', () => {
  it('has the status role by default, so its aria-label is allowed and announced', () => {
    expect(theme.components?.Loader?.defaultProps).toMatchObject({ role: 'status' });
  });
});
