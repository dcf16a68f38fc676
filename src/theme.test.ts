import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { CONTRAST_OVERRIDES, cssVariablesResolver, theme } from './theme';
import { contrastWithWhite } from './test-utils/contrast';


describe('contrast overrides', () => {
  it.each(Object.entries(CONTRAST_OVERRIDES))('%s uses %s, which gives AA contrast against white', (_name, color) => {
    expect(contrastWithWhite(color)).toBeGreaterThanOrEqual(4.5);
  });

  it('sets them as CSS variables of the light scheme', () => {
    const resolved = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never);
    expect(resolved.light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
    expect(resolved.light['--mantine-color-red-filled']).toBe('var(--mantine-color-red-9)');
  });

  it('keeps the primary colour, violet 7, at AA contrast with white text', () => {
    expect(contrastWithWhite('violet.7')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('Loader', () => {
  it('has the status role by default, so its aria-label is allowed and announced', () => {
    expect(theme.components?.Loader?.defaultProps).toMatchObject({ role: 'status' });
  });
});
