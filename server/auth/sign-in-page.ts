import { createHash } from 'node:crypto';
import { PAGE_STYLE } from './sign-in-style';

export const EMAIL_MAX = 254;
export const NAME_MAX = 100;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const CONTROL = /[\u0000-\u001f\u007f]/;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);

export type SignInForm = { email: string; name: string };
type Field = 'email' | 'name';
export type SignInInput = { ok: true; email: string; name: string | null } | { ok: false; error: string; field: Field; form: SignInForm };

/** Reads the posted form; every problem is a message for the person, never a thrown error. */
export function parseSignInForm(fields: Record<string, unknown>): SignInInput {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const form = { email: text(fields.email), name: text(fields.name) };
  const fail = (field: Field, error: string): SignInInput => ({
    ok: false,
    error,
    field,
    form: { email: form.email.slice(0, EMAIL_MAX), name: form.name.slice(0, NAME_MAX) },
  });
  if (!form.email) return fail('email', 'Enter your email address.');
  if (form.email.length > EMAIL_MAX) return fail('email', `The email address is too long (at most ${EMAIL_MAX} characters).`);
  if (!EMAIL.test(form.email) || CONTROL.test(form.email)) return fail('email', 'Enter an email address like name@example.com.');
  if (form.name.length > NAME_MAX) return fail('name', `The name is too long (at most ${NAME_MAX} characters).`);
  if (CONTROL.test(form.name)) return fail('name', 'The name contains characters that cannot be used.');
  return { ok: true, email: form.email.toLowerCase(), name: form.name || null };
}

/**
 * The form is sent once: a second press while the first is on its way would reach an interaction
 * the first one already finished, and the browser would drop the sign-in for a 'Sign-in expired' page.
 * Coming back to the page (back button) makes it sendable again.
 */
const SEND_ONCE = `(function(){var form=document.querySelector('form');if(!form)return;var button=form.querySelector('button');form.addEventListener('submit',function(event){if(form.dataset.sent){event.preventDefault();return}form.dataset.sent='1';button.setAttribute('aria-disabled','true')});addEventListener('pageshow',function(){delete form.dataset.sent;button.removeAttribute('aria-disabled')})})()`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Nothing but the page's own style and script, and images of this origin (the logo). */
export const SIGN_IN_CSP = `default-src 'none'; style-src ${sha256(PAGE_STYLE)}; script-src ${sha256(SEND_ONCE)}; img-src 'self'; frame-ancestors 'none'; base-uri 'none'`;

function layout(title: string, body: string, tail = '') {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<meta name="theme-color" content="#5b3cc4">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<header class="brand"><img src="/logo.svg" alt="" width="64" height="64"><span>Meetverse</span></header>
<main>
${body}
</main>${tail}
</body>
</html>`;
}

/** What Meetverse is, in one line, for someone who arrives at its sign-in page first. */
export const ABOUT_MEETVERSE =
  'Meetverse is the app for the people at an event: ask the crowd, react, check in, meet people and chat, even offline at the venue.';

export function renderSignInPage(options: { action: string; form: SignInForm; error?: string; field?: Field }) {
  const { action, form, error, field = 'email' } = options;
  const invalid = (name: Field) => (error && field === name ? ' aria-invalid="true"' : '');
  const described = (name: Field, hint?: string) => {
    const ids = [error && field === name ? 'form-error' : '', hint ?? ''].filter(Boolean).join(' ');
    return ids ? ` aria-describedby="${ids}"` : '';
  };
  return layout(
    'Sign in to Meetverse',
    `<h1>Sign in to Meetverse</h1>
<p class="about">${ABOUT_MEETVERSE}</p>
<p class="hint">New here? An email you have not used before creates your account.</p>
${error ? `<p class="error" id="form-error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" required maxlength="${EMAIL_MAX}" autocomplete="email" autofocus value="${escapeHtml(form.email)}"${invalid('email')}${described('email')}>
<label for="name">Name</label>
<p class="hint field-hint" id="name-hint">Optional</p>
<input id="name" name="name" type="text" maxlength="${NAME_MAX}" autocomplete="name" value="${escapeHtml(form.name)}"${invalid('name')}${described('name', 'name-hint')}>
<button type="submit">Sign in</button>
</form>`,
    `\n<script>${SEND_ONCE}</script>`,
  );
}

export function renderMessagePage(title: string, message: string) {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}

const LOGOUT_SUBMIT = `document.getElementById('op.logoutForm').requestSubmit(document.querySelector('button[name=logout]'))`;

/** The logout page's own style and script, by hash: the app's policy, which allows no inline script, would stop it. */
export const LOGOUT_CSP = `default-src 'none'; style-src ${sha256(PAGE_STYLE)}; script-src ${sha256(LOGOUT_SUBMIT)}; img-src 'self'; frame-ancestors 'none'; base-uri 'none'`;

/** RP-initiated logout: the provider's confirmation form, sent on at once (the button is there without JavaScript). */
export function renderLogoutPage(form: string) {
  return layout(
    'Signing out of Meetverse',
    `<h1>Signing out of Meetverse</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<script>${LOGOUT_SUBMIT}</script>`,
  );
}
