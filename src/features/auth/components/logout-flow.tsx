import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { LoadingScreen } from '../../../components/loading-screen/loading-screen';
import { hasUnsavedDraft } from '../../../lib/question-draft';
import { LogoutCancelledError, logOut } from '../sign-out';

/** SPEC 2: the logout-warning dialog. */
export function LogoutWarning({ opened, onCancel, onConfirm }: { opened: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Modal opened={opened} onClose={onCancel} title="You have an unsaved draft" centered>
      <Text>You have an unsaved question draft. Logging out will delete this draft. Do you want to continue?</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>Cancel</Button>
        <Button color="red" onClick={onConfirm}>Logout anyway</Button>
      </Group>
    </Modal>
  );
}

/**
 * Logging out with the draft check of SPEC 4: `logout()` asks first when a draft would be lost and
 * rejects with the cancelled-logout error (SPEC 8) when the member cancels.
 */
export function useLogout(): { logout: () => Promise<void>; dialog: ReactNode } {
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ resolve: () => void; reject: (error: Error) => void } | null>(null);

  const logout = useCallback(async () => {
    if (hasUnsavedDraft()) {
      await new Promise<void>((resolve, reject) => setPending({ resolve, reject }));
    }
    await logOut(() => void navigate({ to: '/', replace: true }));
  }, [navigate]);

  const dialog = (
    <LogoutWarning
      opened={pending !== null}
      onCancel={() => {
        pending?.reject(new LogoutCancelledError());
        setPending(null);
      }}
      onConfirm={() => {
        pending?.resolve();
        setPending(null);
      }}
    />
  );
  return { logout, dialog };
}

/** /logout: logs out, or goes back where the member was when they keep their draft. */
export function LogoutFlow() {
  const router = useRouter();
  const navigate = useNavigate();
  const { logout, dialog } = useLogout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout().catch((error: unknown) => {
      if (!(error instanceof LogoutCancelledError)) throw error;
      if (router.history.canGoBack()) router.history.back();
      else void navigate({ to: '/home', replace: true });
    });
  }, [logout, navigate, router]);

  return (
    <>
      <LoadingScreen context="general" fullScreen />
      {dialog}
    </>
  );
}
