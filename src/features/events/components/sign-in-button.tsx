import { Button, type ButtonProps } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../../../components/toasts/toast';
import { defineMessages } from '../../../i18n/define-messages';
import { useEarlyTap } from '../../../lib/server-markup';

export type SignInButtonProps = ButtonProps & {
  children: ReactNode;
  /** Starts sign-in at the issuer, keeping where to come back to; the page leaves when it works. */
  signIn: () => Promise<void>;
};

const messages = defineMessages({
  offlineTitle: { id: 'events.signIn.offline.title', defaultMessage: 'You need a connection to sign in' },
  offlineText: { id: 'events.signIn.offline.text', defaultMessage: 'Connect to the internet and try again. Events you have seen still work offline.' },
  failed: { id: 'events.signIn.failed', defaultMessage: 'Sign-in could not start' },
});

/**
 * For a guest: starts sign-in from where they are. Without a connection the issuer cannot be reached,
 * and the button says so instead of spinning.
 */
export function SignInButton({ signIn, children, ...props }: SignInButtonProps) {
  const intl = useIntl();
  const [starting, setStarting] = useState(false);
  const start = async () => {
    if (!navigator.onLine) {
      toast.warning(intl.formatMessage(messages.offlineTitle), { description: intl.formatMessage(messages.offlineText) });
      return;
    }
    setStarting(true);
    try {
      await signIn();
    } catch (error) {
      setStarting(false);
      toast.error(intl.formatMessage(messages.failed), { description: error instanceof Error ? error.message : String(error) });
    }
  };
  const button = useRef<HTMLButtonElement>(null);
  // Tapped on the server's page before the app had taken it over: it starts now.
  useEarlyTap(button, () => void start());
  return (
    <Button ref={button} leftSection={<IconLogin2 size={16} aria-hidden="true" />} loading={starting} onClick={() => void start()} {...props}>
      {children}
    </Button>
  );
}
