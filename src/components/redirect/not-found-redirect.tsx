import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';
import { toast } from '../toasts/toast';
import { Redirect } from './redirect';

const messages = defineMessages({
  noPage: { id: 'components.notFound.noPage', defaultMessage: 'There is no page at {path}' },
});

/** A path longer than this is cut in the message, so a pasted address does not fill the screen. */
const SHOWN_PATH_MAX = 60;
/** Long enough to be read after the redirects (/hi, then a member's /home) have run. */
export const NOT_FOUND_TOAST_MS = 8000;

/** 'There is no page at /xyz': what a member is told on arrival where an unknown path sent them. */
export function notFoundMessage(path: string, intl: IntlShape = appIntl()): string {
  const shown = path.length > SHOWN_PATH_MAX ? `${path.slice(0, SHOWN_PATH_MAX - 1)}…` : path;
  return intl.formatMessage(messages.noPage, { path: shown });
}

/**
 * An unknown path: the redirect the product rules give (to /hi, which sends a member home), and a toast
 * that says so, which stays on the screen the member lands on. Shown once, however often it renders.
 */
export function NotFoundRedirect({ to }: { to: string }) {
  const intl = useIntl();
  const path = useLocation({ select: (location) => location.pathname });
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toast.warning(notFoundMessage(path, intl), { id: 'not-found', duration: NOT_FOUND_TOAST_MS });
  }, [path, intl]);
  return <Redirect to={to} />;
}
