// @vitest-environment happy-dom
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { languageOf, SOURCE_LANGUAGE, type Language } from '../../schemas/languages';
import { SIGN_IN } from '../../schemas/sign-in-words';
import { say } from '../i18n';
import { escapeHtml, parseSignInForm, renderMessagePage, renderSignInPage, SIGN_IN_CSP } from './sign-in-page';

const english = languageOf(SOURCE_LANGUAGE) as Language;
const german = languageOf('de') as Language;
const arabic = languageOf('ar') as Language;

describe('the sign-in form', () => {
  it.each([
    [{ email: ' Ada@Example.COM ', name: ' Ada ' }, { ok: true, email: 'ada@example.com', name: 'Ada' }],
    [{ email: 'ada@example.com', name: '' }, { ok: true, email: 'ada@example.com', name: null }],
    [{ email: 'ada@example.com' }, { ok: true, email: 'ada@example.com', name: null }],
  ])('accepts %j', (fields, expected) => {
    expect(parseSignInForm(fields)).toEqual(expected);
  });

  it.each([
    [{}, 'email', 'Enter your email address.'],
    [{ email: '   ' }, 'email', 'Enter your email address.'],
    [{ email: ['a@b.co'] }, 'email', 'Enter your email address.'],
    [{ email: 'ada' }, 'email', 'Enter an email address like name@example.com.'],
    [{ email: 'ada@example' }, 'email', 'Enter an email address like name@example.com.'],
    [{ email: 'a b@example.com' }, 'email', 'Enter an email address like name@example.com.'],
    [{ email: 'ada@exa..mple.com' }, 'email', 'Enter an email address like name@example.com.'],
    [{ email: 'ada\u0001@example.com' }, 'email', 'Enter an email address like name@example.com.'],
    [{ email: `${'a'.repeat(243)}@example.com` }, 'email', 'The email address is too long (at most 254 characters).'],
    [{ email: 'ada@example.com', name: 'n'.repeat(101) }, 'name', 'The name is too long (at most 100 characters).'],
    [{ email: 'ada@example.com', name: 'Ada\u0000' }, 'name', 'The name contains characters that cannot be used.'],
  ])('refuses %j with a message about the %s', (fields, field, error) => {
    const input = parseSignInForm(fields);
    expect(input).toMatchObject({ ok: false, field });
    if (input.ok) return;
    expect(say('en-US', input.problem.words, input.problem.values)).toBe(error);
  });

  it('says what is wrong in the language of the page', () => {
    const input = parseSignInForm({ email: 'ada@example.com', name: 'n'.repeat(101) });
    if (input.ok) throw new Error('accepted');
    const html = renderSignInPage({ language: german, action: '/oidc/interaction/u', form: input.form, problem: input.problem, field: input.field });
    expect(html).toContain('<p class="error" id="form-error" role="alert">Der Name ist zu lang (höchstens 100 Zeichen).</p>');
  });

  it('escapes every character that could break out of HTML or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('marks the field in error and ties the message to it', () => {
    const html = renderSignInPage({ language: english, action: '/oidc/interaction/u', form: { email: 'a@b.co', name: 'x' }, problem: { words: SIGN_IN.nameTooLong, values: { max: 100 } }, field: 'name' });
    expect(html).toMatch(/<input id="name"[^>]*aria-invalid="true" aria-describedby="form-error name-hint"/);
    expect(html).not.toMatch(/<input id="email"[^>]*aria-invalid/);
    expect(html).toContain('<p class="error" id="form-error" role="alert">The name is too long (at most 100 characters).</p>');
  });

  it('sends the form once, however often Sign in is pressed, and again after coming back to the page', () => {
    const html = renderSignInPage({ language: english, action: '/oidc/interaction/u', form: { email: '', name: '' } });
    document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
    new Function(document.querySelector('script')?.textContent ?? '')();
    const form = document.querySelector('form') as HTMLFormElement;
    const press = () => form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect([press(), press(), press()]).toEqual([true, false, false]);
    expect(form.querySelector('button')?.getAttribute('aria-disabled')).toBe('true');
    window.dispatchEvent(new Event('pageshow'));
    expect([press(), press()]).toEqual([true, false]);
  });
});

describe('the sign-in page', () => {
  it('is written in English, left to right, for an English reader', () => {
    const html = renderSignInPage({ language: english, action: '/oidc/interaction/u', form: { email: '', name: '' } });
    expect(html).toContain('<html lang="en-US" dir="ltr">');
    expect(html).toContain('<button type="submit">Sign in</button>');
  });

  it('is written in German for a German reader, every word of it', () => {
    const html = renderSignInPage({ language: german, action: '/oidc/interaction/u', form: { email: '', name: '' } });
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain('<title>Bei Meetverse anmelden</title>');
    expect(html).toContain('<label for="email">E-Mail</label>');
    expect(html).toContain('<p class="hint field-hint" id="name-hint">Optional</p>');
    expect(html).toContain('<button type="submit">Anmelden</button>');
    for (const words of [SIGN_IN.about, SIGN_IN.newHere, SIGN_IN.title]) expect(html).not.toContain(words.defaultMessage);
  });

  it('mirrors for Arabic, right to left, with the email kept left to right', () => {
    const html = renderSignInPage({ language: arabic, action: '/oidc/interaction/u', form: { email: '', name: '' } });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toMatch(/<input id="email"[^>]* dir="ltr"/);
    expect(html).not.toContain(SIGN_IN.title.defaultMessage);
  });

  it('writes the pages around the sign-in in the reader\'s language too', () => {
    const html = renderMessagePage(german, { words: SIGN_IN.expiredTitle }, { words: SIGN_IN.expired });
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain('<h1>Anmeldung abgelaufen</h1>');
  });

  it('says in a line what Meetverse is, under its heading', () => {
    const html = renderSignInPage({ language: english, action: '/oidc/interaction/u', form: { email: '', name: '' } });
    expect(html).toMatch(/<h1>Sign in to Meetverse<\/h1>\n<p class="about">Meetverse is the app for the people at an event: ask the crowd, react, check in, meet people and chat, even offline at the venue\.<\/p>/);
  });

  const inline = (html: string, tag: 'style' | 'script') => [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1] ?? '');
  const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('runs only its own style and script under its content security policy', () => {
    const html = renderSignInPage({ language: english, action: '/oidc/interaction/u', form: { email: '', name: '' } });
    const [style] = inline(html, 'style');
    const [script] = inline(html, 'script');
    expect(SIGN_IN_CSP).toContain(`style-src ${hashOf(style ?? '')};`);
    expect(SIGN_IN_CSP).toContain(`script-src ${hashOf(script ?? '')};`);
    expect(SIGN_IN_CSP).not.toContain('unsafe-inline');
    expect(inline(renderMessagePage(english, { words: SIGN_IN.signedOutTitle }, { words: SIGN_IN.signedOut }), 'style')).toEqual([style]);
    // The same style and script whatever the language: the policy's hashes hold for every page.
    const arabicPage = renderSignInPage({ language: arabic, action: '/oidc/interaction/u', form: { email: '', name: '' } });
    expect(inline(arabicPage, 'style')).toEqual([style]);
    expect(inline(arabicPage, 'script')).toEqual([script]);
  });

  it("shows the app's logo and name above the form, the logo allowed by the policy", () => {
    const html = renderSignInPage({ language: english, action: '/oidc/interaction/u', form: { email: '', name: '' } });
    expect(html).toMatch(/<header class="brand"><img src="\/logo.svg" alt="" width="64" height="64"><span>Meetverse<\/span><\/header>\s*<main>/);
    expect(SIGN_IN_CSP).toContain("img-src 'self'");
  });

  it('follows the system dark mode in the app violet, in the system font stack', () => {
    const html = renderSignInPage({ language: english, action: '/oidc/interaction/u', form: { email: '', name: '' } });
    expect(html).toContain('@media (prefers-color-scheme:dark)');
    expect(html).toContain('--primary:#6741d9');
    expect(html).toContain('system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif');
  });
});
