import { useMemo } from 'react';
import { ConnectOverlay } from '../../features/connect/connect-overlay';
import { WeMetModal } from '../../features/connect/we-met-modal';
import { MEETING_NOTE_MAX } from '../../../schemas/interaction.schema';
import { useMeetingWith, useMeetingWrites } from '../../features/meetings/meetings';
import { closeWeMetModal, openWeMetModal, useWeMetModal } from '../../features/meetings/we-met-modal-store';
import { useMember } from '../../member/member-store';

/**
 * Connect's QR view and the 'we met' modal, over every screen of a signed-in member: the screens
 * layer joins the two features, which never import each other.
 */
export function ConnectLayer() {
  const member = useMember();
  const writes = useMeetingWrites();
  const modal = useWeMetModal();
  const { data: meeting } = useMeetingWith(member.id, modal?.otherId);
  const meetings = useMemo(() => ({ record: writes.record, onRecorded: openWeMetModal }), [writes]);
  return (
    <>
      <ConnectOverlay {...meetings} />
      <WeMetModal state={modal} meeting={meeting} noteMax={MEETING_NOTE_MAX} onUndo={writes.undo} onNote={writes.note} onClose={closeWeMetModal} />
    </>
  );
}
