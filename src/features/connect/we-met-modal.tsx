import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { map } from 'rxjs';
import type { UserDoc } from '../../../schemas/user.schema';
import { Avatar } from '../../components/avatar/avatar';
import { toast } from '../../components/toasts/toast';
import { useLiveQuery } from '../../db/use-live-query';
import { useLocaleProfile } from '../../lib/locale-context';
import { formatDay } from '../../lib/locale';
import { useOverlayOnDemand } from '../../lib/use-overlay-on-demand';
import classes from './connect.module.css';

/** The meeting the modal is about: just recorded, or found again when the two had met already. */
export type WeMetState = { meetingId: string; otherId: string; isNew: boolean };

/** What a write answered: whether it was stored on this device (when not, the member was told why). */
type Written = { stored: boolean };

export type WeMetModalProps = {
  /** The meeting on show; null while the modal is closed. */
  state: WeMetState | null;
  /** The meeting as stored on this device, once read: when it was first recorded and its note. */
  meeting: { at: string; note?: string | undefined } | undefined;
  /** Longest note the meeting keeps. */
  noteMax: number;
  onUndo: (meetingId: string) => Promise<Written>;
  onNote: (meetingId: string, note: string) => Promise<Written>;
  onClose: () => void;
};

function useUser(id: string | undefined) {
  return useLiveQuery((db) => db.users.findOne(id ?? '').$.pipe(map((doc) => (doc ? (doc.toJSON() as UserDoc) : null))), [id]);
}

/**
 * 'You met Grace Hopper': shown over the other member's profile once a meeting is recorded, offline
 * too. The member may add where they met (saved on Done, or on closing), or take back a meeting just
 * recorded by mistake; each action says what it did.
 */
export function WeMetModal(props: WeMetModalProps) {
  const { state } = props;
  const { data: other } = useUser(state?.otherId);
  const name = other?.full_name || 'this member';
  const [saving, setSaving] = useState<'note' | 'undo' | null>(null);
  const [draft, setDraft] = useState<{ meetingId: string; text: string } | null>(null);
  const stored = props.meeting?.note ?? '';
  // Untouched, the field shows the note already stored (met before, or noted on another device).
  const text = draft && draft.meetingId === state?.meetingId ? draft.text : stored;
  const overlay = useOverlayOnDemand(state !== null);

  const done = async () => {
    if (!state || saving) return;
    const note = text.trim();
    if (note !== stored.trim()) {
      setSaving('note');
      const result = await props.onNote(state.meetingId, note).finally(() => setSaving(null));
      if (!result.stored) return;
      toast.success(note ? 'Note saved' : 'Note removed', { description: note ? `Where you met ${name}.` : undefined });
    }
    setDraft(null);
    props.onClose();
  };

  const undo = async () => {
    if (!state || saving) return;
    setSaving('undo');
    const result = await props.onUndo(state.meetingId).finally(() => setSaving(null));
    if (!result.stored) return;
    toast.info(`Meeting with ${name} taken back`, { description: 'It is no longer among your meetings.' });
    setDraft(null);
    props.onClose();
  };

  if (!overlay.drawn) return null;
  return (
    <Modal
      opened={overlay.opened}
      onClose={() => void done()}
      centered
      title={state?.isNew === false ? `You already met ${name}` : `You met ${name}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
      classNames={{ title: classes.modalTitle }}
    >
      {state && (
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <Avatar name={other?.full_name} src={other?.profile_picture} size="lg" />
            <MetWhen isNew={state.isNew} at={props.meeting?.at} name={name} />
          </Group>
          <Textarea
            label="Where did you meet?"
            description={`Optional, up to ${props.noteMax} characters`}
            placeholder="At the coffee stand after the keynote"
            value={text}
            onChange={(event) => setDraft({ meetingId: state.meetingId, text: event.currentTarget.value })}
            maxLength={props.noteMax}
            autosize
            minRows={2}
            maxRows={5}
          />
          <Group justify="space-between" gap="xs">
            {state.isNew ? (
              <Button variant="subtle" color="red" onClick={() => void undo()} loading={saving === 'undo'} disabled={saving === 'note'}>
                Undo
              </Button>
            ) : (
              <span />
            )}
            <Button onClick={() => void done()} loading={saving === 'note'} disabled={saving === 'undo'}>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function MetWhen({ isNew, at, name }: { isNew: boolean; at: string | undefined; name: string }) {
  const profile = useLocaleProfile();
  if (isNew) {
    return (
      <Text size="sm">
        Saved to your meetings{navigator.onLine ? '' : ' on this device: it is sent when you are back online'}. {name} will see it too.
      </Text>
    );
  }
  const day = at ? formatDay(at, profile) : '';
  const when = day === 'Today' ? 'today' : day ? `on ${day}` : 'before';
  return <Text size="sm" data-testid="met-when">You met {when}: it is among your meetings already.</Text>;
}
