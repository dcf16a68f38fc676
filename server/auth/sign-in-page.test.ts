// @vitest-environment happy-dom
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { escapeHtml, parseSignInForm, renderMessagePage, renderSignInPage, SIGN_IN_CSP } from './sign-in-page';

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
    expect(parseSignInForm(fields)).toMatchObject({ ok: false, field, error });
  });

  it('escapes every character that could break out of HTML or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('marks the field in error and ties the message to it', () => {
    const html = renderSignInPage({ action: '/oidc/interaction/u', form: { email: 'a@b.co', name: 'x' }, error: 'Too long', field: 'name' });
    expect(html).toMatch(/<input id="name"[^>]*aria-invalid="true" aria-describedby="form-error name-hint"/);
    expect(html).not.toMatch(/<input id="email"[^>]*aria-invalid/);
    expect(html).toContain('<p class="error" id="form-error" role="alert">Too long</p>');
  });

  it('sends the form once, however often Sign in is pressed, and again after coming back to the page', () => {
    const html = renderSignInPage({ action: '/oidc/interaction/u', form: { email: '', name: '' } });
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
  it('says in a line what Meetverse is, under its heading', () => {
    const html = renderSignInPage({ action: '/oidc/interaction/u', form: { email: '', name: '' } });
    expect(html).toMatch(/<h1>Sign in to Meetverse<\/h1>\n<p class="about">Meetverse is the app for the people at an event: ask the crowd, react, check in, meet people and chat, even offline at the venue\.<\/p>/);
  });

  const inline = (html: string, tag: 'style' | 'script') => [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1] ?? '');
  const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('runs only its own style and script under its content security policy', () => {
    const html = renderSignInPage({ action: '/oidc/interaction/u', form: { email: '', name: '' } });
    const [style] = inline(html, 'style');
    const [script] = inline(html, 'script');
    expect(SIGN_IN_CSP).toContain(`style-src ${hashOf(style ?? '')};`);
    expect(SIGN_IN_CSP).toContain(`script-src ${hashOf(script ?? '')};`);
    expect(SIGN_IN_CSP).not.toContain('unsafe-inline');
    expect(inline(renderMessagePage('Signed out', 'Bye'), 'style')).toEqual([style]);
  });

  it("shows the app's logo and name above the form, the logo allowed by the policy", () => {
    const html = renderSignInPage({ action: '/oidc/interaction/u', form: { email: '', name: '' } });
    expect(html).toMatch(/<header class="brand"><img src="\/logo.svg" alt="" width="64" height="64"><span>Meetverse<\/span><\/header>\s*<main>/);
    expect(SIGN_IN_CSP).toContain("img-src 'self'");
  });

  it('follows the system dark mode in the app violet, in the system font stack', () => {
    const html = renderSignInPage({ action: '/oidc/interaction/u', form: { email: '', name: '' } });
    expect(html).toContain('@media (prefers-color-scheme:dark)');
    expect(html).toContain('--primary:#6741d9');
    expect(html).toContain('system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif');
  });
});
