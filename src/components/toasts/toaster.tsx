import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useRef, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react';
import { MAX_VISIBLE_TOASTS, toastStore, visibleToasts } from './toast-store';
import type { SwipeDirection, Toast, ToastPosition, ToastStore, ToastVariant } from './toast-store';

const messages = defineMessages({
  dismiss: { id: 'components.toaster.dismiss', defaultMessage: 'Dismiss notification' },
  region: { id: 'components.toaster.region', defaultMessage: 'Notifications' },
});

// A swipe further than 50 px in the toast's direction dismisses it.
export const SWIPE_THRESHOLD_PX = 50;

const POSITIONS: readonly ToastPosition[] = ['top', 'top-left', 'top-right', 'bottom', 'bottom-left', 'bottom-right'];

const VARIANT_COLOR: Record<ToastVariant, string> = {
  default: 'gray',
  success: 'green',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
};

/** How far a pointer moved in the swipe direction; movement the other way counts as none. */
export function swipeDistance(direction: SwipeDirection, dx: number, dy: number): number {
  const along = { right: dx, left: -dx, down: dy, up: -dy }[direction];
  return Math.max(0, along);
}

function swipeTransform(direction: SwipeDirection, distance: number): string | undefined {
  if (distance === 0) return undefined;
  const sign = direction === 'left' || direction === 'up' ? -1 : 1;
  const axis = direction === 'left' || direction === 'right' ? 'X' : 'Y';
  return `translate${axis}(${sign * distance}px)`;
}

function positionStyle(position: ToastPosition, offsetTop: number, offsetBottom: number): CSSProperties {
  const [edge, side] = position.split('-') as ['top' | 'bottom', 'left' | 'right' | undefined];
  return {
    position: 'fixed',
    zIndex: 400,
    width: 'min(356px, calc(100vw - 32px))',
    display: 'flex',
    flexDirection: edge === 'top' ? 'column' : 'column-reverse',
    gap: 8,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    // The app shell sets --app-bottom-inset to the bottom navigation's height while it shows.
    [edge]:
      edge === 'top'
        ? `calc(${offsetTop}px + env(safe-area-inset-top, 0px))`
        : `calc(${offsetBottom}px + var(--app-bottom-inset, 0px) + env(safe-area-inset-bottom, 0px))`,
    ...(side ? { [side]: 16 } : { left: '50%', transform: 'translateX(-50%)' }),
  };
}

type ToastCardProps = { toast: Toast; store: ToastStore; reduceMotion: boolean };

function ToastCard({ toast, store, reduceMotion }: ToastCardProps) {
  const intl = useIntl();
  const start = useRef<{ x: number; y: number } | null>(null);
  const [distance, setDistance] = useState(0);
  const color = VARIANT_COLOR[toast.variant];
  const isError = toast.variant === 'error';

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // A press on a button is a click, not a swipe: capturing the pointer would steal the click.
    if (!toast.dismissible || event.button !== 0 || (event.target as Element).closest?.('button, a')) return;
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const moved = swipeDistance(toast.swipeDirection, event.clientX - start.current.x, event.clientY - start.current.y);
    // Capture only once it is a swipe, so the toast keeps following a finger that leaves it.
    if (moved > 0 && !event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.setPointerCapture?.(event.pointerId);
    setDistance(moved);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const moved = swipeDistance(toast.swipeDirection, event.clientX - start.current.x, event.clientY - start.current.y);
    start.current = null;
    if (moved > SWIPE_THRESHOLD_PX) store.dismiss(toast.id);
    else setDistance(0);
  };
  const onPointerCancel = () => {
    start.current = null;
    setDistance(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && toast.dismissible) store.dismiss(toast.id);
  };
  const hover = toast.pauseOnHover
    ? { onMouseEnter: () => store.pause(toast.id), onMouseLeave: () => store.resume(toast.id) }
    : {};

  return (
    <Paper
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-variant={toast.variant}
      data-state={toast.status === 'open' ? 'open' : 'closed'}
      data-swiping={distance > 0 || undefined}
      withBorder
      shadow="md"
      p="sm"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onKeyDown={onKeyDown}
      {...hover}
      style={{
        borderLeft: `4px solid var(--mantine-color-${color}-filled)`,
        touchAction: toast.swipeDirection === 'left' || toast.swipeDirection === 'right' ? 'pan-y' : 'pan-x',
        transform: swipeTransform(toast.swipeDirection, distance),
        opacity: toast.status === 'open' ? 1 : 0,
        transition: reduceMotion || distance > 0 ? 'none' : 'opacity 300ms ease, transform 300ms ease',
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {toast.title && (
            <Text fw={600} size="sm">
              {toast.title}
            </Text>
          )}
          {toast.description && (
            <Text size="sm" c="dimmed">
              {toast.description}
            </Text>
          )}
          {toast.actions.length > 0 && (
            <Group gap="xs" mt={4}>
              {toast.actions.map((action) => (
                <Button
                  key={action.label}
                  size="xs"
                  variant="light"
                  color={color}
                  onClick={() => {
                    action.onClick();
                    store.dismiss(toast.id);
                  }}
                >
                  {action.label}
                </Button>
              ))}
            </Group>
          )}
        </Stack>
        {toast.dismissible && (
          <CloseButton size="sm" aria-label={intl.formatMessage(messages.dismiss)} onClick={() => store.dismiss(toast.id)} />
        )}
      </Group>
    </Paper>
  );
}

export type ToasterProps = {
  store?: ToastStore;
  limit?: number;
  /** Room above bottom toasts, e.g. for the bottom navigation. */
  offsetBottom?: number;
  offsetTop?: number;
};

const none: ReturnType<ToastStore['getSnapshot']> = [];
const noToasts = () => none;

/** Draws the toasts of the store; mount it once near the root. */
export function Toaster({ store = toastStore, limit = MAX_VISIBLE_TOASTS, offsetBottom = 16, offsetTop = 16 }: ToasterProps) {
  const intl = useIntl();
  // A page the server rendered had no toast: one shown before the page was taken over comes after.
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, noToasts);
  const reduceMotion = useReducedMotion() ?? false;
  const shown = visibleToasts(toasts, limit);
  return (
    <section aria-label={intl.formatMessage(messages.region)}>
      {POSITIONS.map((position) => {
        const here = shown.filter((toast) => toast.position === position);
        if (here.length === 0) return null;
        return (
          <ol key={position} data-position={position} style={positionStyle(position, offsetTop, offsetBottom)}>
            {here.map((toast) => (
              <li key={toast.id}>
                <ToastCard toast={toast} store={store} reduceMotion={reduceMotion} />
              </li>
            ))}
          </ol>
        );
      })}
    </section>
  );
}
