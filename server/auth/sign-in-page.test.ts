import { describe, expect, it } from 'vitest';
import { escapeHtml, parseSignInForm, renderSignInPage } from './sign-in-page';

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
});
