import { Loader, createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'violet',
  // Shade 7 in both schemes: white text on a filled button keeps 4.5:1 (shade 5 gives 4.3:1).
  primaryShade: { light: 7, dark: 7 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  focusRing: 'auto',
  components: {
    // A loader named with aria-label needs a role for the name to count (axe: aria-prohibited-attr).
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
  },
});

/**
 * WCAG AA contrast (4.5:1) on white for the few Mantine defaults that miss it: dimmed text (gray 6
 * gives 3.3:1) and white text on filled red (red 7 gives 3.8:1), e.g. count badges and 'Live'.
 * theme.test.ts checks the ratios.
 */
export const CONTRAST_OVERRIDES = {
  '--mantine-color-dimmed': 'gray.7',
  '--mantine-color-red-filled': 'red.9',
  '--mantine-color-red-filled-hover': 'red.9',
} as const;

/**
 * The same in the dark scheme, on its body (dark 7) and cards (dark 6): dimmed text (dark 2 gives
 * 4.0:1 on the body) and white text on filled red.
 */
export const DARK_CONTRAST_OVERRIDES = {
  '--mantine-color-dimmed': 'dark.1',
  '--mantine-color-red-filled': 'red.9',
  '--mantine-color-red-filled-hover': 'red.9',
} as const;

const cssVar = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;
const cssVars = (overrides: Record<string, string>) => Object.fromEntries(Object.entries(overrides).map(([name, color]) => [name, cssVar(color)]));

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: cssVars(CONTRAST_OVERRIDES),
  dark: cssVars(DARK_CONTRAST_OVERRIDES),
});
