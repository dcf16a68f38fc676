import { parseAppLink } from '../../../schemas/app-links';
import { parseMemberCode } from '../../../schemas/member-code';

/** Whom a scanned or typed text names: a member's profile by slug or id, or a member's short code. */
export type ConnectTarget = { kind: 'profile'; slugOrId: string } | { kind: 'code'; code: string };

/**
 * What a QR code read by the camera names, or null when it is not a Meetverse profile: a profile link
 * of this app's own origin (`https://app/profile/{slug or id}`), or a member's code as printed under
 * their QR code. Links to other sites, other pages of the app and any other text are refused.
 */
export function readScannedText(text: string, origin: string): ConnectTarget | null {
  const trimmed = text.trim();
  const code = parseMemberCode(trimmed);
  if (code) return { kind: 'code', code };
  const url = URL.parse(trimmed);
  if (!url || url.origin !== origin) return null;
  const page = parseAppLink(url.pathname, { trailingSlash: true });
  return page?.route === '/profile/$slugOrId' ? { kind: 'profile', slugOrId: page.params.slugOrId } : null;
}
