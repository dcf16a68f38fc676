import { Drawer, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { memo, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/define-messages';
import { useOverlayOnDemand } from '../../../lib/use-overlay-on-demand';
import { SyncIndicator } from '../../../components/sync-indicator';
import { SyncCentre } from './sync-centre';

const messages = defineMessages({
  open: { id: 'syncCentre.button.open', defaultMessage: 'Open the sync centre' },
  title: { id: 'syncCentre.drawer.title', defaultMessage: 'Sync' },
  close: { id: 'syncCentre.drawer.close', defaultMessage: 'Close the sync centre' },
});

/** The header's sync indicator, which opens the sync centre. */
export const SyncCentreButton = memo(function SyncCentreButton({ memberId }: { memberId: string }) {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  const drawer = useOverlayOnDemand(opened);
  return (
    <>
      {/* Named by what it shows (the state) and what it does; a label of its own would hide the state. */}
      <UnstyledButton onClick={() => setOpened(true)} aria-haspopup="dialog" style={{ borderRadius: 999 }}>
        <SyncIndicator />
        <VisuallyHidden>{intl.formatMessage(messages.open)}</VisuallyHidden>
      </UnstyledButton>
      {drawer.drawn && (
        <Drawer opened={drawer.opened} onClose={() => setOpened(false)} position="right" size="min(440px, 100%)" title={intl.formatMessage(messages.title)} closeButtonProps={{ 'aria-label': intl.formatMessage(messages.close) }}>
          {opened && <SyncCentre memberId={memberId} />}
        </Drawer>
      )}
    </>
  );
});
