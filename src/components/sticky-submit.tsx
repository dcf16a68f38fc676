import { Box, Button } from '@mantine/core';

/** A form's submit button that stays in reach at the bottom of the screen, above the keyboard on a phone. */
export function StickySubmit({ label, saving }: { label: string; saving: boolean }) {
  return (
    <Box pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)" style={{ zIndex: 2, paddingBottom: 'max(var(--mantine-spacing-sm), env(safe-area-inset-bottom))' }}>
      <Button type="submit" loading={saving} fullWidth size="md">
        {label}
      </Button>
    </Box>
  );
}
