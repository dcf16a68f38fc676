// The colour scheme before the first paint, as Mantine's ColorSchemeScript sets it: the member's
// stored choice, else the device's. A file of its own, since the content security policy allows no
// inline script.
try {
  var stored = window.localStorage.getItem('mantine-color-scheme-value');
  var scheme = stored === 'light' || stored === 'dark' ? stored : window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
} catch {
  // No storage (a private window, say): Mantine picks the scheme once it starts.
}
