import { useState, type KeyboardEvent } from 'react';

/**
 * The props of a form's time picker that keep its list of times in hand: Escape closes it (Mantine's
 * opens on focus and closed only on blur), and it opens `position` ('top-start' for a start time, so
 * its list does not cover the end's fields below it), shorter than Mantine's default.
 */
export function useTimeDropdown(position: 'top-start' | 'bottom-start') {
  const [opened, setOpened] = useState(false);
  return {
    onFocusCapture: () => setOpened(true),
    onBlurCapture: () => setOpened(false),
    onClick: () => setOpened(true),
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== 'Escape' || !opened) return;
      // Only the list closes: not a dialog the form may sit in.
      event.stopPropagation();
      setOpened(false);
    },
    maxDropdownContentHeight: 180,
    popoverProps: { opened, onClose: () => setOpened(false), position, middlewares: { flip: true, shift: true } },
  } as const;
}
