import { Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import classes from './camera-scanner.module.css';

const messages = defineMessages({
  preview: { id: 'components.cameraScanner.preview', defaultMessage: 'Camera preview' },
  starting: { id: 'components.cameraScanner.starting', defaultMessage: 'Starting the camera' },
  startingText: { id: 'components.cameraScanner.startingText', defaultMessage: 'Starting the camera…' },
});

export type CameraState = 'starting' | 'scanning' | 'unavailable';

export type CameraScannerProps = {
  /** Called with the text of each QR code the camera reads (the same code again only after a pause). */
  onText: (text: string) => void;
  /** The camera was refused, is absent or failed: the screen offers the typed code instead. */
  onUnavailable: () => void;
  /** Pauses reading (while a read code is looked up), leaving the preview on. */
  paused?: boolean;
};

// The same code held in front of the camera is read many times a second: once is enough.
const SAME_TEXT_QUIET_MS = 2500;

/**
 * The camera's preview with a frame to aim the code into, read by `qr-scanner` (loaded on first use,
 * its worker served from the app's own origin like every other chunk). The camera stops when this
 * leaves the screen.
 */
export function CameraScanner({ onText, onUnavailable, paused = false }: CameraScannerProps) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const callbacks = useRef({ onText, onUnavailable, paused });
  callbacks.current = { onText, onUnavailable, paused };

  useEffect(() => {
    let stopped = false;
    let scanner: { stop(): void; destroy(): void } | undefined;
    let last = { text: '', at: 0 };
    const unavailable = () => {
      if (stopped) return;
      setState('unavailable');
      callbacks.current.onUnavailable();
    };
    if (!video.current || !navigator.mediaDevices?.getUserMedia) {
      unavailable();
      return;
    }
    const element = video.current;
    void import('qr-scanner')
      .then(async ({ default: QrScanner }) => {
        if (stopped) return;
        const instance = new QrScanner(
          element,
          (result) => {
            if (callbacks.current.paused) return;
            const now = Date.now();
            if (result.data === last.text && now - last.at < SAME_TEXT_QUIET_MS) return;
            last = { text: result.data, at: now };
            callbacks.current.onText(result.data);
          },
          {
            returnDetailedScanResult: true,
            preferredCamera: 'environment',
            maxScansPerSecond: 8,
            highlightScanRegion: true,
            ...(frame.current ? { overlay: frame.current } : {}),
            // Frames without a code are the normal case while aiming.
            onDecodeError: () => {},
          },
        );
        scanner = instance;
        await instance.start();
        if (!stopped) setState('scanning');
      })
      .catch((error: unknown) => {
        console.warn('The camera could not start', error);
        unavailable();
      });
    return () => {
      stopped = true;
      scanner?.stop();
      scanner?.destroy();
    };
  }, []);

  if (state === 'unavailable') return null;
  return (
    <div className={classes.camera} data-testid="camera-preview" data-state={state}>
      <video ref={video} className={classes.video} muted playsInline aria-label={intl.formatMessage(messages.preview)} />
      <div ref={frame} className={classes.frame} aria-hidden="true" />
      {state === 'starting' && (
        <div className={classes.cameraStatus}>
          <Loader size="sm" color="white" aria-label={intl.formatMessage(messages.starting)} />
          <Text size="sm" c="white">{intl.formatMessage(messages.startingText)}</Text>
        </div>
      )}
    </div>
  );
}
