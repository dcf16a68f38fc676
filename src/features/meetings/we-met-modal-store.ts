import { useSyncExternalStore } from 'react';

/** What the 'we met' modal shows: the meeting just recorded (or found again) with another member. */
export type WeMetModalState = {
  meetingId: string;
  otherId: string;
  /** False when the two had met already: nothing new to take back. */
  isNew: boolean;
};

let current: WeMetModalState | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Opens the modal over whatever screen the member is on (the other member's profile, after a scan). */
export function openWeMetModal(state: WeMetModalState): void {
  current = state;
  emit();
}

export function closeWeMetModal(): void {
  if (!current) return;
  current = null;
  emit();
}

/** The modal's state, or null while it is closed. */
export function useWeMetModal(): WeMetModalState | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
