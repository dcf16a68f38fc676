import { ActionIcon, Badge, Button, UnstyledButton, useMantineTheme, type MantineColor, type MantineTheme } from '@mantine/core';
import type { ButtonHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react';

/*
 * Mantine's Button and Badge as plain elements with Mantine's own classes and variables: the same look,
 * the same theme (colours, dark scheme, hover, focus ring), without a component's props resolution and
 * style props per element. For lists whose first paint counts (an agenda, a moderation queue, a
 * thousand answers), where each item would otherwise draw several Mantine components.
 */

type Variant = 'filled' | 'light' | 'outline' | 'default' | 'subtle';

const looks = new WeakMap<MantineTheme, Map<string, CSSProperties>>();

/** A colour and variant's variables as the theme's resolver gives them (Mantine's own for Button and Badge). */
function colours(theme: MantineTheme, prefix: 'button' | 'badge' | 'ai', color: MantineColor | undefined, variant: Variant): CSSProperties {
  const key = `${prefix}:${color ?? ''}:${variant}`;
  let cached = looks.get(theme);
  if (!cached) looks.set(theme, (cached = new Map()));
  const known = cached.get(key);
  if (known) return known;
  const resolved = theme.variantColorResolver({ color: color ?? theme.primaryColor, theme, variant });
  const look = {
    [`--${prefix}-bg`]: resolved.background,
    [`--${prefix}-color`]: resolved.color,
    [`--${prefix}-bd`]: resolved.border,
    ...(prefix === 'badge' ? {} : { [`--${prefix}-hover`]: resolved.hover, [`--${prefix}-hover-color`]: resolved.hoverColor }),
  } as CSSProperties;
  cached.set(key, look);
  return look;
}

type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'style'> & {
  color?: MantineColor;
  variant?: Variant;
  size?: 'compact-sm' | 'compact-md';
  leftSection?: ReactNode;
  /** Styles beyond the size's and colour's: Mantine's variables (`--button-radius`, `--button-padding-x`) or a text colour. */
  style?: CSSProperties;
  /** The left section's own styles (its margin beside the label). */
  sectionStyle?: CSSProperties;
  children?: ReactNode;
};

const BUTTON_SIZES = {
  'compact-sm': { '--button-height': 'var(--button-height-compact-sm)', '--button-padding-x': 'var(--button-padding-x-compact-sm)', '--button-fz': 'var(--mantine-font-size-sm)' },
  'compact-md': { '--button-height': 'var(--button-height-compact-md)', '--button-padding-x': 'var(--button-padding-x-compact-md)', '--button-fz': 'var(--mantine-font-size-md)' },
} as Record<'compact-sm' | 'compact-md', CSSProperties>;

/** Mantine's `<Button size="compact-sm">` (or "compact-md"): a small action in a list item. */
export function PlainButton({ color, variant = 'filled', size = 'compact-sm', leftSection, style, sectionStyle, children, className, type = 'button', ...rest }: PlainButtonProps) {
  const theme = useMantineTheme();
  const look = { ...BUTTON_SIZES[size], ...colours(theme, 'button', color, variant), ...style } as CSSProperties;
  return (
    <button
      {...rest}
      type={type}
      style={look}
      className={`mantine-focus-auto mantine-active ${UnstyledButton.classes.root} ${Button.classes.root}${className ? ` ${className}` : ''}`}
      data-variant={variant}
      data-size={size}
      data-with-left-section={leftSection ? true : undefined}
      data-disabled={rest.disabled || undefined}
    >
      <span className={Button.classes.inner}>
        {leftSection && (
          <span className={Button.classes.section} data-position="left" style={sectionStyle}>
            {leftSection}
          </span>
        )}
        <span className={Button.classes.label}>{children}</span>
      </span>
    </button>
  );
}

type PlainActionIconProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'style'> & {
  color?: MantineColor;
  variant?: Variant;
  /** Its accessible name: an icon alone says nothing. */
  'aria-label': string;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
};

/** Mantine's `<ActionIcon size="md">`: an icon's button (a menu's '…'). It takes a ref, to anchor a menu. */
export function PlainActionIcon({ color, variant = 'subtle', children, className, type = 'button', ref, ...rest }: PlainActionIconProps) {
  const theme = useMantineTheme();
  const style = { '--ai-size': 'var(--ai-size-md)', ...colours(theme, 'ai', color, variant) } as CSSProperties;
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      style={style}
      className={`mantine-focus-auto mantine-active ${UnstyledButton.classes.root} ${ActionIcon.classes.root}${className ? ` ${className}` : ''}`}
      data-variant={variant}
      data-size="md"
      data-disabled={rest.disabled || undefined}
    >
      {children}
    </button>
  );
}

type PlainBadgeProps = {
  color: MantineColor;
  variant: 'filled' | 'light' | 'outline';
  icon?: ReactNode;
  title?: string;
  /** Keeps the text's case (a room's or track's name); Mantine's badge writes in capitals. */
  asWritten?: boolean;
  size?: 'sm' | 'md';
  testId?: string;
  children: ReactNode;
};

/** Mantine's `<Badge size="sm">` (or "md"). */
export function PlainBadge({ color, variant, icon, title, asWritten = false, size = 'sm', testId, children }: PlainBadgeProps) {
  const theme = useMantineTheme();
  const style = {
    '--badge-height': `var(--badge-height-${size})`,
    '--badge-fz': `var(--badge-fz-${size})`,
    '--badge-padding-x': `var(--badge-padding-x-${size})`,
    ...colours(theme, 'badge', color, variant),
    ...(asWritten ? { textTransform: 'none' } : {}),
  } as CSSProperties;
  return (
    <span className={Badge.classes.root} style={style} data-variant={variant} data-size={size} data-with-left-section={icon ? true : undefined} title={title} data-testid={testId}>
      {icon && (
        <span className={Badge.classes.section} data-position="left">
          {icon}
        </span>
      )}
      <span className={Badge.classes.label}>{children}</span>
    </span>
  );
}
