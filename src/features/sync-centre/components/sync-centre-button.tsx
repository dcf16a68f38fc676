import { Drawer, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useOverlayOnDemand } from '../../../lib/use-overlay-on-demand';
import { SyncIndicator } from '../../../components/sync-indicator';
import { SyncCentre } from './sync-centre';

/** The header's sync indicator, which opens the sync centre. */
export function SyncCentreButton({ memberId }: { memberId: string }) {
  const [opened, setOpened] = useState(false);
  const drawer = useOverlayOnDemand(opened);
  return (
    <>
      {/* Named by what it shows (the state) and what it does; a label of its own would hide the state. */}
      <UnstyledButton onClick={() => setOpened(true)} aria-haspopup="dialog" style={{ borderRadius: 999 }}>
        <SyncIndicator />
        <VisuallyHidden>Open the sync centre</VisuallyHidden>
      </UnstyledButton>
      {drawer.drawn && (
        <Drawer opened={drawer.opened} onClose={() => setOpened(false)} position="right" size="min(440px, 100%)" title="Sync" closeButtonProps={{ 'aria-label': 'Close the sync centre' }}>
          {opened && <SyncCentre memberId={memberId} />}
        </Drawer>
      )}
    </>
  );
}
