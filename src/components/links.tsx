import { ActionIcon, Anchor, Button, Card, Text, UnstyledButton, type ActionIconProps, type AnchorProps, type ButtonProps, type CardProps, type TextProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

// Mantine's components as router links whose paths and params the compiler checks against the route
// tree: `<AnchorLink to="/questions/$slugOrId" params={{ slugOrId }}>`, or `{...questionLink(question)}`.
type AnchorElementProps = Omit<ComponentPropsWithRef<'a'>, 'color' | 'style'>;

export const AnchorLink = createLink((props: AnchorProps & AnchorElementProps) => <Anchor component="a" {...props} />);
export const ButtonLink = createLink((props: ButtonProps & AnchorElementProps) => <Button component="a" {...props} />);
export const ActionIconLink = createLink((props: ActionIconProps & AnchorElementProps) => <ActionIcon component="a" {...props} />);
export const TextLink = createLink((props: TextProps & AnchorElementProps) => <Text component="a" {...props} />);
export const CardLink = createLink((props: CardProps & AnchorElementProps) => <Card component="a" {...props} />);
export const UnstyledLink = createLink((props: AnchorElementProps) => <UnstyledButton component="a" {...props} />);
