import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { CONTRAST_OVERRIDES, cssVariablesResolver, theme } from './theme';

const luminance = (hex: string) => {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};
const contrastWithWhite = (color: string) => {
  const [family = '', shade = ''] = color.split('.');
  const hex = DEFAULT_THEME.colors[family]?.[Number(shade)];
  if (!hex) throw new Error(`${color} is not a Mantine colour`);
  return 1.05 / (luminance(hex) + 0.05);
};

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
