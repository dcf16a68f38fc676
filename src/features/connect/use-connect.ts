import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { getDatabase } from '../../db/database';
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

/** What the member is told after a lookup, or the members to choose from. */
export type ConnectOutcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'message'; tone: 'error' | 'info'; text: string; hint?: string | undefined }
  | { kind: 'choose'; members: FoundMember[]; how: ConnectHow };

export const OWN_CODE = 'That is your own code';
export const NO_MEMBER_WITH_CODE = 'No member with that code on this device';
export const NO_MEMBER_WITH_PROFILE = 'That member is not on this device yet';
export const OFFLINE_HINT = 'You are offline: once you connect, their profile may sync to this device. Try again then.';
export const ONLINE_HINT = 'Check the code with them: profiles sync to this device while you are online.';

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
          setOutcome({ kind: 'message', tone: 'info', text: OWN_CODE, hint: 'Scan or type the code of the person you met.' });
        } else if (lookup.kind === 'none') {
          const text = target.kind === 'code' ? NO_MEMBER_WITH_CODE : NO_MEMBER_WITH_PROFILE;
          setOutcome({ kind: 'message', tone: 'error', text, hint: navigator.onLine ? ONLINE_HINT : OFFLINE_HINT });
        } else if (lookup.members.length > 1) {
          setOutcome({ kind: 'choose', members: lookup.members, how });
        } else if (lookup.members[0]) {
          await connect(lookup.members[0], how);
        }
      } catch (error) {
        console.error('Looking up a member failed', error);
        setOutcome({ kind: 'message', tone: 'error', text: 'The profiles on this device could not be read', hint: 'Try again.' });
      } finally {
        busy.current = false;
      }
    },
    [connect, selfId],
  );

  const tell = useCallback((text: string, hint?: string) => setOutcome({ kind: 'message', tone: 'error', text, hint }), []);
  const clear = useCallback(() => setOutcome({ kind: 'idle' }), []);
  return { outcome, find, connect, tell, clear, busy };
}
