import { createHash } from 'node:crypto';
import type { Language } from '../../schemas/languages';
import { SIGN_IN } from '../../schemas/sign-in-words';
import type { WordValues, Words } from '../../schemas/words';
import { say } from '../i18n';
import { PAGE_STYLE } from './sign-in-style';

export const EMAIL_MAX = 254;
export const NAME_MAX = 100;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const CONTROL = /[\u0000-\u001f\u007f]/;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);

/** Words for the visitor, written in their language when the page is. */
export type SignInWords = { words: Words; values?: WordValues };

export type SignInForm = { email: string; name: string };
type Field = 'email' | 'name';
export type SignInInput = { ok: true; email: string; name: string | null } | { ok: false; problem: SignInWords; field: Field; form: SignInForm };

/** Reads the posted form; every problem is a message for the person, never a thrown error. */
export function parseSignInForm(fields: Record<string, unknown>): SignInInput {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const form = { email: text(fields.email), name: text(fields.name) };
  const fail = (field: Field, words: Words, values?: WordValues): SignInInput => ({
    ok: false,
    problem: values ? { words, values } : { words },
    field,
    form: { email: form.email.slice(0, EMAIL_MAX), name: form.name.slice(0, NAME_MAX) },
  });
  if (!form.email) return fail('email', SIGN_IN.emailMissing);
  if (form.email.length > EMAIL_MAX) return fail('email', SIGN_IN.emailTooLong, { max: EMAIL_MAX });
  if (!EMAIL.test(form.email) || CONTROL.test(form.email)) return fail('email', SIGN_IN.emailInvalid);
  if (form.name.length > NAME_MAX) return fail('name', SIGN_IN.nameTooLong, { max: NAME_MAX });
  if (CONTROL.test(form.name)) return fail('name', SIGN_IN.nameUnusable);
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

function layout(language: Language, title: string, body: string, tail = '') {
  return `<!doctype html>
<html lang="${escapeHtml(language.tag)}" dir="${language.dir}">
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

export function renderSignInPage(options: { language: Language; action: string; form: SignInForm; problem?: SignInWords | undefined; field?: Field | undefined }) {
  const { language, action, form, problem, field = 'email' } = options;
  const t = (words: Words, values?: WordValues) => escapeHtml(say(language.tag, words, values));
  const invalid = (name: Field) => (problem && field === name ? ' aria-invalid="true"' : '');
  const described = (name: Field, hint?: string) => {
    const ids = [problem && field === name ? 'form-error' : '', hint ?? ''].filter(Boolean).join(' ');
    return ids ? ` aria-describedby="${ids}"` : '';
  };
  return layout(
    language,
    say(language.tag, SIGN_IN.title),
    `<h1>${t(SIGN_IN.title)}</h1>
<p class="about">${t(SIGN_IN.about)}</p>
<p class="hint">${t(SIGN_IN.newHere)}</p>
${problem ? `<p class="error" id="form-error" role="alert">${t(problem.words, problem.values)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">${t(SIGN_IN.email)}</label>
<input id="email" name="email" type="email" required dir="ltr" maxlength="${EMAIL_MAX}" autocomplete="email" autofocus value="${escapeHtml(form.email)}"${invalid('email')}${described('email')}>
<label for="name">${t(SIGN_IN.name)}</label>
<p class="hint field-hint" id="name-hint">${t(SIGN_IN.optional)}</p>
<input id="name" name="name" type="text" dir="auto" maxlength="${NAME_MAX}" autocomplete="name" value="${escapeHtml(form.name)}"${invalid('name')}${described('name', 'name-hint')}>
<button type="submit">${t(SIGN_IN.submit)}</button>
</form>`,
    `\n<script>${SEND_ONCE}</script>`,
  );
}

/** A page that only tells something: a title and a sentence, and a detail for whoever helps (a code). */
export function renderMessagePage(language: Language, title: SignInWords, message: SignInWords, detail?: string) {
  const heading = say(language.tag, title.words, title.values);
  const text = say(language.tag, message.words, message.values);
  const more = detail ? `\n<p class="hint" dir="ltr">${escapeHtml(detail)}</p>` : '';
  return layout(language, heading, `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(text)}</p>${more}`);
}

const LOGOUT_SUBMIT = `document.getElementById('op.logoutForm').requestSubmit(document.querySelector('button[name=logout]'))`;

/** The logout page's own style and script, by hash: the app's policy, which allows no inline script, would stop it. */
export const LOGOUT_CSP = `default-src 'none'; style-src ${sha256(PAGE_STYLE)}; script-src ${sha256(LOGOUT_SUBMIT)}; img-src 'self'; frame-ancestors 'none'; base-uri 'none'`;

/** RP-initiated logout: the provider's confirmation form, sent on at once (the button is there without JavaScript). */
export function renderLogoutPage(language: Language, form: string) {
  const t = (words: Words) => escapeHtml(say(language.tag, words));
  return layout(
    language,
    say(language.tag, SIGN_IN.signingOutTitle),
    `<h1>${t(SIGN_IN.signingOutTitle)}</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${t(SIGN_IN.signOut)}</button>
<script>${LOGOUT_SUBMIT}</script>`,
  );
}
