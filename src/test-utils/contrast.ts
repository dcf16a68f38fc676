import { DEFAULT_THEME } from '@mantine/core';

const luminance = (hex: string) => {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};

/** The hex value of a Mantine colour such as 'violet.8', or of 'white' and 'black'. */
function hexOf(color: string): string {
  const long = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex);
  if (color === 'white') return long(DEFAULT_THEME.white);
  if (color === 'black') return long(DEFAULT_THEME.black);
  const [family = '', shade = ''] = color.split('.');
  const hex = DEFAULT_THEME.colors[family]?.[Number(shade)];
  if (!hex) throw new Error(`${color} is not a Mantine colour`);
  return hex;
}

/** WCAG contrast between two Mantine colours, e.g. contrast('dark.1', 'dark.7'). */
export function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(hexOf(foreground)), luminance(hexOf(background))].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG contrast of white text on a Mantine colour such as 'violet.8'. */
export function contrastWithWhite(color: string): number {
  return contrast('white', color);
}
