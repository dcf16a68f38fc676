import { DEFAULT_THEME } from '@mantine/core';

const luminance = (hex: string) => {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};

/** WCAG contrast of white text on a Mantine colour such as 'violet.8'. */
export function contrastWithWhite(color: string): number {
  const [family = '', shade = ''] = color.split('.');
  const hex = DEFAULT_THEME.colors[family]?.[Number(shade)];
  if (!hex) throw new Error(`${color} is not a Mantine colour`);
  return 1.05 / (luminance(hex) + 0.05);
}
