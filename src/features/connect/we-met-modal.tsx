import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { map } from 'rxjs';
import type { UserDoc } from '../../../schemas/user.schema';
import { Avatar } from '../../components/avatar/avatar';
import { toast } from '../../components/toasts/toast';
import { useLiveQuery } from '../../db/use-live-query';
import { defineMessages } from '../../i18n/define-messages';
import { useLocaleProfile } from '../../lib/locale-context';
import { formatDay } from '../../lib/locale';
import { useOverlayOnDemand } from '../../lib/use-overlay-on-demand';
import classes from './connect.module.css';
import { ownDirection } from '../../i18n/own-direction';
import { GrowingTextarea } from '../../components/growing-textarea/growing-textarea';

const messages = defineMessages({
  someone: { id: 'connect.weMet.someone', defaultMessage: 'this member' },
  noteSaved: { id: 'connect.weMet.noteSaved', defaultMessage: 'Note saved' },
  noteSavedWhere: { id: 'connect.weMet.noteSavedWhere', defaultMessage: 'Where you met {name}.' },
  noteRemoved: { id: 'connect.weMet.noteRemoved', defaultMessage: 'Note removed' },
  takenBack: { id: 'connect.weMet.takenBack', defaultMessage: 'Meeting with {name} taken back' },
  takenBackDetail: { id: 'connect.weMet.takenBackDetail', defaultMessage: 'It is no longer among your meetings.' },
  titleAlready: { id: 'connect.weMet.titleAlready', defaultMessage: 'You already met {name}' },
  titleNew: { id: 'connect.weMet.titleNew', defaultMessage: 'You met {name}' },
  close: { id: 'connect.weMet.close', defaultMessage: 'Close' },
  noteLabel: { id: 'connect.weMet.noteLabel', defaultMessage: 'Where did you meet?' },
  noteDescription: { id: 'connect.weMet.noteDescription', defaultMessage: 'Optional, up to {max} characters' },
  notePlaceholder: { id: 'connect.weMet.notePlaceholder', defaultMessage: 'At the coffee stand after the keynote' },
  undo: { id: 'connect.weMet.undo', defaultMessage: 'Undo' },
  done: { id: 'connect.weMet.done', defaultMessage: 'Done' },
  savedOnline: { id: 'connect.weMet.savedOnline', defaultMessage: 'Saved to your meetings. {name} will see it too.' },
  savedOffline: {
    id: 'connect.weMet.savedOffline',
    defaultMessage: 'Saved to your meetings on this device: it is sent when you are back online. {name} will see it too.',
  },
  metToday: { id: 'connect.weMet.metToday', defaultMessage: 'You met today: it is among your meetings already.' },
  metOn: { id: 'connect.weMet.metOn', defaultMessage: 'You met on {day}: it is among your meetings already.' },
  metBefore: { id: 'connect.weMet.metBefore', defaultMessage: 'You met before: it is among your meetings already.' },
});

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
  const intl = useIntl();
  const { data: other } = useUser(state?.otherId);
  const name = other?.full_name || intl.formatMessage(messages.someone);
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
      toast.success(intl.formatMessage(note ? messages.noteSaved : messages.noteRemoved), {
        description: note ? intl.formatMessage(messages.noteSavedWhere, { name }) : undefined,
      });
    }
    setDraft(null);
    props.onClose();
  };

  const undo = async () => {
    if (!state || saving) return;
    setSaving('undo');
    const result = await props.onUndo(state.meetingId).finally(() => setSaving(null));
    if (!result.stored) return;
    toast.info(intl.formatMessage(messages.takenBack, { name }), { description: intl.formatMessage(messages.takenBackDetail) });
    setDraft(null);
    props.onClose();
  };

  if (!overlay.drawn) return null;
  return (
    <Modal
      opened={overlay.opened}
      onClose={() => void done()}
      centered
      title={intl.formatMessage(state?.isNew === false ? messages.titleAlready : messages.titleNew, { name: ownDirection(name) })}
      closeButtonProps={{ 'aria-label': intl.formatMessage(messages.close) }}
      classNames={{ title: classes.modalTitle }}
    >
      {state && (
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <Avatar name={other?.full_name} src={other?.profile_picture} size="lg" />
            <MetWhen isNew={state.isNew} at={props.meeting?.at} name={name} />
          </Group>
          <GrowingTextarea
            label={intl.formatMessage(messages.noteLabel)}
            description={intl.formatMessage(messages.noteDescription, { max: props.noteMax })}
            placeholder={intl.formatMessage(messages.notePlaceholder)}
            value={text}
            onChange={(event) => setDraft({ meetingId: state.meetingId, text: event.currentTarget.value })}
            maxLength={props.noteMax}
            minRows={2}
            maxRows={5}
          />
          <Group justify="space-between" gap="xs">
            {state.isNew ? (
              <Button variant="subtle" color="red" onClick={() => void undo()} loading={saving === 'undo'} disabled={saving === 'note'}>
                {intl.formatMessage(messages.undo)}
              </Button>
            ) : (
              <span />
            )}
            <Button onClick={() => void done()} loading={saving === 'note'} disabled={saving === 'undo'}>
              {intl.formatMessage(messages.done)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function MetWhen({ isNew, at, name }: { isNew: boolean; at: string | undefined; name: string }) {
  const intl = useIntl();
  const profile = useLocaleProfile();
  if (isNew) return <Text size="sm">{intl.formatMessage(navigator.onLine ? messages.savedOnline : messages.savedOffline, { name: ownDirection(name) })}</Text>;
  const day = at ? formatDay(at, profile) : '';
  // Today is said as a word of the sentence, not as the day's name.
  const message = !day ? messages.metBefore : day === formatDay(new Date(), profile) ? messages.metToday : messages.metOn;
  return (
    <Text size="sm" data-testid="met-when">
      {intl.formatMessage(message, { day })}
    </Text>
  );
}
