import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { getDatabase } from '../../db/database';
import { defineMessages } from '../../i18n/define-messages';
import { profileLink } from '../../lib/paths';
import { findMembers, type FoundMember } from './find-members';
import type { ConnectTarget } from './scanned-text';

/** How a meeting came about: the camera read their QR code, or their code was typed. */
export type ConnectHow = 'scan' | 'code';

/** What recording a meeting answers: stored on this device (new, or the one the two already had), or not (the member was told). */
export type RecordResult = { stored: true; value: { id: string; isNew: boolean } } | { stored: false };

/** The meeting just recorded, for the 'we met' modal. */
export type RecordedMeeting = { meetingId: string; otherId: string; isNew: boolean };

export type ConnectMeetings = {
  /** Records the meeting on this device at once, offline too. */
  record: (otherId: string, how: ConnectHow) => Promise<RecordResult>;
  /** Shows what was recorded, over the other member's profile. */
  onRecorded: (meeting: RecordedMeeting) => void;
};

/** What the member is told after a lookup (its words in the language on screen when drawn), or the members to choose from. */
export type ConnectOutcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'message'; tone: 'error' | 'info'; text: MessageDescriptor; hint?: MessageDescriptor | undefined }
  | { kind: 'choose'; members: FoundMember[]; how: ConnectHow };

const messages = defineMessages({
  ownCode: { id: 'connect.lookup.ownCode', defaultMessage: 'That is your own code' },
  ownCodeHint: { id: 'connect.lookup.ownCodeHint', defaultMessage: 'Scan or type the code of the person you met.' },
  noMemberWithCode: { id: 'connect.lookup.noMemberWithCode', defaultMessage: 'No member with that code on this device' },
  noMemberWithProfile: { id: 'connect.lookup.noMemberWithProfile', defaultMessage: 'That member is not on this device yet' },
  offlineHint: { id: 'connect.lookup.offlineHint', defaultMessage: 'You are offline: once you connect, their profile may sync to this device. Try again then.' },
  onlineHint: { id: 'connect.lookup.onlineHint', defaultMessage: 'Check the code with them: profiles sync to this device while you are online.' },
  unreadable: { id: 'connect.lookup.unreadable', defaultMessage: 'The profiles on this device could not be read' },
  tryAgain: { id: 'connect.lookup.tryAgain', defaultMessage: 'Try again.' },
});

/**
 * Finds the member a scanned or typed target names on this device, records the meeting, goes to
 * their profile and hands the meeting to the 'we met' modal. Offline it works the same.
 */
export function useConnect(selfId: string, meetings: ConnectMeetings) {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<ConnectOutcome>({ kind: 'idle' });
  const busy = useRef(false);

  const connect = useCallback(
    async (member: FoundMember, how: ConnectHow) => {
      busy.current = true;
      setOutcome({ kind: 'busy' });
      try {
        const result = await meetings.record(member.id, how);
        // A write that could not be stored was already explained in a toast; the member may try again.
        if (!result.stored) {
          setOutcome({ kind: 'idle' });
          return;
        }
        // The QR view was a passing view: their profile takes its place in the history.
        await navigate({ ...profileLink(member), replace: true });
        meetings.onRecorded({ meetingId: result.value.id, otherId: member.id, isNew: result.value.isNew });
      } finally {
        busy.current = false;
      }
    },
    [meetings, navigate],
  );

  const find = useCallback(
    async (target: ConnectTarget, how: ConnectHow) => {
      if (busy.current) return;
      busy.current = true;
      setOutcome({ kind: 'busy' });
      try {
        const lookup = await findMembers(await getDatabase(), target, selfId);
        busy.current = false;
        if (lookup.kind === 'self') {
          setOutcome({ kind: 'message', tone: 'info', text: messages.ownCode, hint: messages.ownCodeHint });
        } else if (lookup.kind === 'none') {
          const text = target.kind === 'code' ? messages.noMemberWithCode : messages.noMemberWithProfile;
          setOutcome({ kind: 'message', tone: 'error', text, hint: navigator.onLine ? messages.onlineHint : messages.offlineHint });
        } else if (lookup.members.length > 1) {
          setOutcome({ kind: 'choose', members: lookup.members, how });
        } else if (lookup.members[0]) {
          await connect(lookup.members[0], how);
        }
      } catch (error) {
        console.error('Looking up a member failed', error);
        setOutcome({ kind: 'message', tone: 'error', text: messages.unreadable, hint: messages.tryAgain });
      } finally {
        busy.current = false;
      }
    },
    [connect, selfId],
  );

  const tell = useCallback((text: MessageDescriptor, hint?: MessageDescriptor) => setOutcome({ kind: 'message', tone: 'error', text, hint }), []);
  const clear = useCallback(() => setOutcome({ kind: 'idle' }), []);
  return { outcome, find, connect, tell, clear, busy };
}
