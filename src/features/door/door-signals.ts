/**
 * What door staff hear and feel after a scan, so they need not look: one short high tone for checked
 * in, two mid tones for already in, one long low tone for refused; vibrations of the same rhythm
 * where the phone vibrates (navigator.vibrate).
 */
export type Signal = 'checked_in' | 'already' | 'refused';

const TONES: Record<Signal, { hz: number; ms: number }[]> = {
  checked_in: [{ hz: 1046, ms: 130 }],
  already: [{ hz: 660, ms: 110 }, { hz: 660, ms: 110 }],
  refused: [{ hz: 196, ms: 450 }],
};

const VIBRATIONS: Record<Signal, number[]> = {
  checked_in: [90],
  already: [90, 90, 90],
  refused: [400, 120, 400],
};

const GAP_MS = 90;
let context: AudioContext | undefined;

function play(signal: Signal): void {
  const Context = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  context ??= new Context();
  const audio = context;
  if (audio.state === 'suspended') void audio.resume().catch(() => {});
  let start = audio.currentTime + 0.01;
  for (const tone of TONES[signal]) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = signal === 'refused' ? 'square' : 'sine';
    oscillator.frequency.value = tone.hz;
    const end = start + tone.ms / 1000;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.25, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(end + 0.02);
    start = end + GAP_MS / 1000;
  }
}

/** Plays the signal's tones and vibration; a phone without sound or vibration stays silent. */
export function signal(signal: Signal): void {
  try {
    play(signal);
  } catch (error) {
    console.warn('No sound for the door', error);
  }
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATIONS[signal]);
}
