import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadingScreen } from '../../../components/loading-screen/loading-screen';
import { defineMessages } from '../../../i18n/define-messages';
import { getDatabase } from '../../../db/database';
import { countWritesAtRisk, totalAtRisk, type WritesAtRisk } from '../../../db/writes-at-risk';
import { hasUnsavedEventDraft } from '../../../lib/event-draft';
import { hasUnsavedDraft } from '../../../lib/question-draft';
import { flushWrites, useSyncValue } from '../../../lib/sync-client';
import { logoutCancelTarget } from '../logout-return';
import { LogoutCancelledError, logOut } from '../sign-out';
import { LogoutWarning, type LogoutRisk } from './logout-warning';

export { LogoutWarning };

// Sending gives up after the API's request timeout, 30 s, and says so.
const SEND_TIMEOUT_MS = 30_000;
const RECOUNT_MS = 1_000;

const messages = defineMessages({
  notAllSent: { id: 'auth.logout.notAllSent', defaultMessage: 'Not everything could be sent yet. Try again, or log out anyway.' },
});

async function writesAtRisk(): Promise<WritesAtRisk | null> {
  try {
    return await countWritesAtRisk(await getDatabase());
  } catch (error) {
    console.warn('Could not count unsent writes', error);
    return null;
  }
}

const atRisk = (risk: LogoutRisk) => risk.draft || Boolean(risk.eventDraft) || risk.writes === null || totalAtRisk(risk.writes) > 0;

/**
 * Logging out, asking first whenever it would delete what the member wrote: an unsaved draft,
 * writes the server does not have yet, edits that lost a conflict. 'Send first' pushes the waiting writes
 * and logs out once they are stored. `logout()` rejects with `LogoutCancelledError` on Cancel.
 */
export function useLogout(): { logout: () => Promise<void>; dialog: ReactNode } {
  const [risk, setRisk] = useState<LogoutRisk | null>(null);
  const [sending, setSending] = useState(false);
  const intl = useIntl();
  // Set when sending stopped with writes still waiting.
  const [sendProblem, setSendProblem] = useState(false);
  const decision = useRef<{ resolve: () => void; reject: (error: Error) => void } | null>(null);
  const online = useSyncValue((sync) => sync.online);

  const logout = useCallback(async () => {
    const found = { writes: await writesAtRisk(), draft: hasUnsavedDraft(), eventDraft: hasUnsavedEventDraft() };
    if (atRisk(found)) {
      setSendProblem(false);
      setRisk(found);
      await new Promise<void>((resolve, reject) => {
        decision.current = { resolve, reject };
      });
    }
    await logOut();
  }, []);

  const close = (outcome: 'confirm' | 'cancel') => {
    const pending = decision.current;
    decision.current = null;
    setRisk(null);
    setSending(false);
    if (outcome === 'confirm') pending?.resolve();
    else pending?.reject(new LogoutCancelledError());
  };

  // While the dialog is open its counts stay true: writes sent in the meantime leave the count.
  const opened = risk !== null;
  useEffect(() => {
    if (!opened) return undefined;
    const timer = setInterval(() => {
      void writesAtRisk().then((writes) => setRisk((current) => (current ? { ...current, writes } : current)));
    }, RECOUNT_MS);
    return () => clearInterval(timer);
  }, [opened]);

  // Sending ends when nothing waits any more: then the logout goes ahead unless something else is at risk.
  useEffect(() => {
    if (!sending || !risk?.writes) return undefined;
    if (risk.writes.pending === 0) {
      setSending(false);
      if (!atRisk(risk)) close('confirm');
      return undefined;
    }
    const timer = setTimeout(() => {
      setSending(false);
      setSendProblem(true);
    }, SEND_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [sending, risk]);

  const dialog = (
    <LogoutWarning
      risk={risk}
      online={online}
      sending={sending}
      sendProblem={sendProblem ? intl.formatMessage(messages.notAllSent) : null}
      onCancel={() => close('cancel')}
      onConfirm={() => close('confirm')}
      onSendFirst={() => {
        setSendProblem(false);
        setSending(true);
        void flushWrites().catch((error: unknown) => console.warn('Could not start sending', error));
      }}
    />
  );
  return { logout, dialog };
}

/**
 * /logout: logs out, or goes back where the member was when they keep their work: the page named in
 * `from`, the page of the app they came from, the router's previous page, and only then home.
 */
export function LogoutFlow({ from }: { from?: string | undefined }) {
  const router = useRouter();
  const { logout, dialog } = useLogout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout().catch((error: unknown) => {
      if (!(error instanceof LogoutCancelledError)) throw error;
      const back = logoutCancelTarget({ from, referrer: document.referrer, origin: location.origin });
      if (back) void router.navigate({ href: back, replace: true });
      else if (router.history.canGoBack()) router.history.back();
      else void router.navigate({ to: '/home', replace: true });
    });
  }, [logout, router, from]);

  return (
    <>
      <LoadingScreen context="general" fullScreen />
      {dialog}
    </>
  );
}
