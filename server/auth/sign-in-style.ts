/**
 * The issuer's pages in the app's theme: Mantine violet (white text on violet 8, 6.3:1, and on
 * violet 7 when dark, 5.6:1), the app's system font stack, medium radius, and borders that keep 3:1
 * against their background. Dark follows the system setting.
 */
export const PAGE_STYLE = `
:root{color-scheme:light dark;--primary:#6741d9;--primary-hover:#5f3dc4;--brand:#5b3cc4;--text:#212529;--dimmed:#495057;--page:#f8f9fa;--card:#fff;--card-border:#dee2e6;--input-bg:#fff;--input-border:#868e96;--focus:#6741d9;--error:#c92a2a;--error-bg:#fff5f5;--error-border:#ffc9c9}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1.5rem;padding:2rem 1rem;font:1rem/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--text);background:var(--page);-webkit-font-smoothing:antialiased}
.brand{display:flex;flex-direction:column;align-items:center;gap:.5rem;margin:0}
.brand img{display:block;width:4rem;height:4rem}
.brand span{font-size:1.75rem;font-weight:700;line-height:1.2;letter-spacing:-.01em;color:var(--brand)}
main{width:100%;max-width:24rem;padding:1.5rem;background:var(--card);border:1px solid var(--card-border);border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.05),0 10px 15px -5px rgba(0,0,0,.05),0 7px 7px -5px rgba(0,0,0,.04)}
h1{margin:0 0 .5rem;font-size:1.375rem;line-height:1.3;font-weight:700}
p{margin:0 0 1rem}
main>:last-child{margin-bottom:0}
.hint{font-size:.875rem;color:var(--dimmed)}
label{display:block;margin:1rem 0 .25rem;font-size:.875rem;font-weight:500}
.field-hint{margin:-.125rem 0 .375rem;font-size:.75rem}
input{display:block;width:100%;height:2.625rem;padding:0 .875rem;font:inherit;color:inherit;background:var(--input-bg);border:1px solid var(--input-border);border-radius:.5rem;transition:border-color .1s}
input:focus{outline:0;border-color:var(--focus);box-shadow:0 0 0 1px var(--focus)}
input[aria-invalid=true]{border-color:var(--error)}
input[aria-invalid=true]:focus{box-shadow:0 0 0 1px var(--error)}
button{display:block;width:100%;height:2.625rem;margin-top:1.5rem;padding:0 1.125rem;font:inherit;font-weight:600;color:#fff;background:var(--primary);border:1px solid transparent;border-radius:.5rem;cursor:pointer;transition:background-color .1s}
button:hover{background:var(--primary-hover)}
button:active{transform:translateY(1px)}
button:focus-visible{outline:2px solid var(--focus);outline-offset:2px}
button[aria-disabled=true]{cursor:progress;opacity:.75;transform:none}
.error{padding:.75rem 1rem;font-size:.875rem;color:var(--error);background:var(--error-bg);border:1px solid var(--error-border);border-radius:.5rem}
@media (min-width:40em){main{padding:2rem}}
@media (prefers-color-scheme:dark){:root{--primary:#7048e8;--primary-hover:#6741d9;--brand:#b197fc;--text:#c9c9c9;--dimmed:#b8b8b8;--page:#1f1f1f;--card:#242424;--card-border:#424242;--input-bg:#2e2e2e;--input-border:#828282;--focus:#9775fa;--error:#ffa8a8;--error-bg:#3b2020;--error-border:#862e2e}main{box-shadow:none}}
`;
