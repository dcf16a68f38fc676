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

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;color:#1a1b1e;background:#f1f3f5}
main{width:min(100% - 2rem,24rem);padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{margin:0 0 1.5rem;font-size:1.5rem}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
.hint{margin:0 0 1rem;color:#495057}
.field-hint{margin:0 0 .25rem;font-size:.875rem}
input{width:100%;padding:.6rem .75rem;font:inherit;border:1px solid #868e96;border-radius:8px}
input:focus-visible,button:focus-visible{outline:3px solid #4263eb;outline-offset:2px}
button{width:100%;margin-top:1.5rem;padding:.7rem;font:inherit;font-weight:600;color:#fff;background:#3b5bdb;border:0;border-radius:8px;cursor:pointer}
.error{margin:0 0 1rem;padding:.75rem;color:#a61e1e;background:#fff5f5;border:1px solid #ffc9c9;border-radius:8px}
@media (prefers-color-scheme:dark){body{color:#e9ecef;background:#1a1b1e}main{background:#25262b}.hint{color:#adb5bd}input{color:inherit;background:#1a1b1e}.error{color:#ffa8a8;background:#2c1a1a;border-color:#862e2e}}
`;

function layout(title: string, body: string, head = '') {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

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
  );
}

export function renderMessagePage(title: string, message: string) {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}

/** RP-initiated logout: the provider's confirmation form, sent on at once (the button is there without JavaScript). */
export function renderLogoutPage(form: string) {
  return layout(
    'Signing out of Meetverse',
    `<h1>Signing out of Meetverse</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<script>document.getElementById('op.logoutForm').requestSubmit(document.querySelector('button[name=logout]'))</script>`,
  );
}
