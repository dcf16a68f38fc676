import fs from 'node:fs';
import path from 'node:path';

/**
 * The protected screens as path patterns, for the page loader (public/load-app.js): a visitor with no
 * session on the device who opens one of them goes to sign-in from the loader, with the sign-in
 * client's code alone, instead of loading and starting the whole app only for its sign-in gate to
 * send them there.
 *
 * Every protected route's file sits under the pathless layout `src/routes/_auth` (its gate is that
 * layout's), so the patterns are read from those files, the way the router's file routes name them:
 * `$name` is one segment (`*` here), a file named `$` the rest of the path (`**`), `index` the folder
 * itself, and a file or folder whose name starts with `-` is no route.
 * src/routes/-components/sign-in-first.test.ts checks them against the router's own screens.
 */
export function signInFirstPatterns(routesDir: string, layout = '_auth'): string[] {
  const root = path.join(routesDir, layout);
  const patterns: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('-')) continue;
      if (entry.isDirectory()) {
        walk(path.join(dir, entry.name), [...segments, entry.name]);
        continue;
      }
      if (!entry.name.endsWith('.tsx') || /\.test\.tsx$/.test(entry.name)) continue;
      const name = entry.name.slice(0, -'.tsx'.length);
      const parts = name === 'index' ? segments : [...segments, name];
      patterns.push(`/${parts.map((part) => (part === '$' ? '**' : part.startsWith('$') ? '*' : part)).join('/')}`);
    }
  };
  walk(root, []);
  return patterns;
}

/**
 * Whether `pathname` is a path of `pattern`: `*` is one segment of any name, `**` (last) the rest of
 * the path, however long, none too. A trailing slash counts for nothing. The loader matches the same way.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const parts = pathname.replace(/(.)\/+$/, '$1').split('/');
  const wanted = pattern.split('/');
  for (let i = 0; i < wanted.length; i++) {
    if (wanted[i] === '**') return true;
    if (i >= parts.length) return false;
    if (wanted[i] === '*' ? parts[i] === '' : wanted[i] !== parts[i]) return false;
  }
  return parts.length === wanted.length;
}
