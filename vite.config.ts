import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { defineConfig, type IndexHtmlTransformContext, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_ROUTES, APP_ROUTE_IDS, type RouteFacts } from './schemas/app-links.ts';
import { checkMantineStyles } from './scripts/mantine-styles.ts';
import { CATALOG_FILE, catalogsParsed } from './scripts/catalog-syntax.ts';

export const PRODUCT_NAME = 'Meetverse';
export const THEME_COLOR = '#5b3cc4';
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';
/** The build's second entry: the landing page's sign-in start, which needs none of the app's code. */
const LANDING_ENTRY = 'landing';
// The version Settings shows: the package's, and when this build was made, so two builds tell apart.
const APP_VERSION = `${(JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version} (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`;

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/** The files of the chunks `starts` picks and of every chunk they import, in the order met, but those in `skip`. */
function withImports(bundle: Bundle, starts: (chunk: Chunk) => boolean, skip: ReadonlySet<string> = new Set()): string[] {
  const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
  const files = new Set<string>();
  const add = (fileName: string) => {
    if (files.has(fileName) || skip.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) add(imported);
  };
  for (const chunk of chunks.values()) if (starts(chunk)) add(chunk.fileName);
  return [...files];
}

/** The landing entry's file and the files of every chunk it imports, the entry first. */
const landingFilesOf = (bundle: Bundle) => withImports(bundle, (chunk) => chunk.isEntry && chunk.name === LANDING_ENTRY);

/**
 * The app's scripts start from public/load-app.js, after the first paint of a page the server
 * rendered (on the visitor's first tap, key or focus, or once the page has sat idle): it paints with
 * the stylesheet alone, and on a slow network the scripts would otherwise take the bandwidth the
 * stylesheet needs. The build's module script tags become that loader's list.
 */
const scriptsAfterFirstPaint = (): Plugin => ({
  name: 'meetverse:scripts-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      const modules: string[] = [];
      // The chunks the entry imports go as scripts of their own, first: each runs in a task of its own
      // as it arrives, instead of all of them in one task once the last has come.
      const chunks: string[] = [];
      const rest = html
        .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
          chunks.push(href);
          return '';
        })
        .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_tag, src: string) => {
          modules.push(src);
          return '';
        });
      modules.unshift(...chunks);
      if (modules.length === 0) return html;
      // The landing page's sign-in start (src/landing.ts), which the loader runs first on /hi, then
      // the chunks it imports (the server asks for them all with the landing page: server/first-visit.ts).
      const landing = bundle ? landingFilesOf(bundle) : [];
      const landingAttribute = landing.length > 0 ? ` data-landing="${landing.map((file) => `/${file}`).join(' ')}"` : '';
      // The path the landing page is at, which the loader starts the landing entry on.
      const landingPath = landing.length > 0 ? ` data-landing-path="${LANDING_PATH}"` : '';
      // Some screens' files, which a page asks for a few at a time (SCREENS): 'path=file file;path=…'.
      const listed = bundle ? Object.entries(screenFilesOf(bundle)).filter(([, files]) => files.length > 0) : [];
      const screens = listed.length > 0 ? ` data-screens="${listed.map(([path, files]) => `${path}=${files.join(' ')}`).join(';')}"` : '';
      return rest.replace('</head>', `  <script defer src="/load-app.js" data-modules="${modules.join(' ')}"${landingAttribute}${landingPath}${screens}></script>\n  </head>`);
    },
  },
});

/**
 * The files of the chunks every page loads before any screen's code is asked for: the app's entry and
 * what it imports (public/load-app.js starts them all). Filled as the build writes its files.
 */
const loadedFirst = new Set<string>();
const findLoadedFirst = (): Plugin => ({
  name: 'meetverse:loaded-first',
  apply: 'build',
  // Before the build writes each dynamic import's list of files to preload (modulePreload below).
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      loadedFirst.clear();
      for (const file of withImports(bundle, (chunk) => chunk.isEntry && Boolean(chunk.facadeModuleId?.endsWith('index.html')))) loadedFirst.add(file);
    },
  },
});

const facts = (route: (typeof APP_ROUTE_IDS)[number]): RouteFacts => APP_ROUTES[route];

/** The landing page's path (schemas/app-links.ts: the route whose rendering is the landing). */
const LANDING_PATH = APP_ROUTE_IDS.find((route) => facts(route).rendered?.landing);
if (!LANDING_PATH) throw new Error('schemas/app-links.ts names no landing page');

/** Pathless layouts of src/routes: a route's file may sit in one's folder, and the layout's own file is part of its screen. */
const PATHLESS_LAYOUTS = ['_auth'];

/**
 * A route's files under src/routes, as the router's file routes place them: `{path}.tsx` or
 * `{path}/index.tsx`, at the top or in a pathless layout's folder (with the layout's own file).
 */
function routeFilesOf(route: string): string[] {
  for (const layout of ['', ...PATHLESS_LAYOUTS]) {
    const folder = layout ? `src/routes/${layout}` : 'src/routes';
    for (const file of [`${folder}${route}.tsx`, `${folder}${route}/index.tsx`]) {
      if (existsSync(new URL(`./${file}`, import.meta.url))) return layout ? [`src/routes/${layout}.tsx`, file] : [file];
    }
  }
  throw new Error(`No file of src/routes is the route ${route}`);
}

/**
 * The screens whose files a page asks for a few at a time before the router asks for them all in one
 * task (public/load-app.js, src/features/auth/screen-files.ts): the routes whose facts say so
 * (schemas/app-links.ts). By path, `*` standing for one segment, each with its route files.
 */
const SCREENS: Record<string, string[]> = Object.fromEntries(
  APP_ROUTE_IDS.filter((route) => facts(route).screenFilesListed).map((route) => [route.replace(/\$[^/]+/g, '*'), routeFilesOf(route)]),
);

/** Whether a chunk is the split part of one of these route files (the router's code splitting adds a query to the file's name). */
const isSplitPartOf = (chunk: Chunk, files: readonly string[]) => {
  const id = (chunk.facadeModuleId ?? '').replaceAll('\\', '/');
  return files.some((file) => id.includes(`/${file}?`));
};

/** Each screen's files beyond those every page loads first: its routes' chunks and all they import. */
const screenFilesOf = (bundle: Bundle): Record<string, string[]> =>
  Object.fromEntries(Object.entries(SCREENS).map(([path, files]) => [path, withImports(bundle, (chunk) => isSplitPartOf(chunk, files), loadedFirst).map((file) => `/${file}`)]));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    findLoadedFirst(),
    scriptsAfterFirstPaint(),
    checkMantineStyles(),
    catalogsParsed(),
    tanstackRouter({ target: 'react', autoCodeSplitting: true, generatedRouteTree: './src/route-tree.gen.ts' }),
    react(),
    // The page renderer the server runs (src/ssr/render-page.tsx) is no part of the installed app.
    !isSsrBuild &&
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      includeAssets: ['favicon.svg', 'logo.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: PRODUCT_NAME,
        short_name: PRODUCT_NAME,
        description: 'Ask the crowd, meet people and chat at events and in communities, even when the wifi dies.',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/hi?source=pwa',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // Sixteen languages' catalogs are not all installed: the one the member reads is kept when loaded (runtimeCaching).
        globIgnores: ['**/assets/lang-*.js'],
        navigateFallback: '/index.html',
        // The sign-in issuer and the API answer for themselves, never with the app shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/oidc\//],
        cleanupOutdatedCaches: true,
        // Web push: showing a push and opening its screen on tap (public/push-sw.js).
        importScripts: ['/push-sw.js'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        // Profile pictures (https, any host) are answered from the cache that saving an event for offline
        // fills, and kept there when seen online, so they show with the network off. The precache's
        // route comes first, so the app's own images never reach this one.
        runtimeCaching: [
          {
            // A catalog's file name carries its content's hash: the one kept answers until the app changes it.
            urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/lang-'),
            handler: 'CacheFirst',
            options: { cacheName: 'meetverse-languages', expiration: { maxEntries: 40 } }, // src/i18n/catalogs.ts
          },
          {
            urlPattern: ({ request, url }) => request.destination === 'image' && url.protocol === 'https:',
            handler: 'CacheFirst',
            options: {
              // PICTURE_CACHE of src/features/events/pack/event-pack.ts, which fills it.
              cacheName: 'meetverse-pictures', // src/lib/picture-cache.ts
              // Other hosts' pictures may come back opaque (status 0): an <img> shows them all the same.
              cacheableResponse: { statuses: [0, 200] },
              expiration: { maxEntries: 500, purgeOnQuotaError: true },
              matchOptions: { ignoreVary: true },
            },
          },
        ],
      },
    }),
  ],
  define: { __PRODUCT_NAME__: JSON.stringify(PRODUCT_NAME), __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? APP_VERSION) },
  worker: { format: 'es' },
  // The page renderer carries every package it uses: the server loads it from the build's folder,
  // wherever that is, with no node_modules beside it. Split by screen as the app is, and minified, it
  // loads in a fifth of a second.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { target: 'node20', copyPublicDir: false, minify: true }
    : {
        target: 'es2022',
        // A screen's import asks the browser for the files it needs at once (a link each), except those
        // every page has loaded already: a link costs the main thread even for a file it holds, and the
        // start of /home added 33 of them in one task, 6 for files loaded already.
        modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => !loadedFirst.has(dep))) },
        chunkSizeWarningLimit: 1200,
        // One stylesheet, in the page's head: a page the server renders paints styled before any script
        // runs, so no screen's styles may wait for its script (a first visit's cards were laid out
        // unstyled, then moved).
        cssCodeSplit: false,
        rolldownOptions: {
          input: { index: 'index.html', [LANDING_ENTRY]: 'src/landing.ts' },
          // The loader calls the landing entry's export.
          preserveEntrySignatures: 'exports-only',
          output: {
            // A language's catalog is a chunk of its own, named so the service worker caches only the one read (below).
            chunkFileNames: (chunk) => (CATALOG_FILE.test(chunk.facadeModuleId ?? '') ? 'assets/lang-[name]-[hash].js' : 'assets/[name]-[hash].js'),
            // Everything the entry imports statically goes in one chunk: on a slow network a first visit
            // to /events loaded 92 chunks before its first paint, six at a time, and took 5 s to paint
            // (Lighthouse's mobile run); in 17 chunks, 3 s. Screens stay in chunks of their own, loaded when
            // visited, so public pages still load no code of signed-in screens.
            // In chunks of about 250 KB: each is compiled and run in a task of its own after the first
            // paint, where one chunk of 1 MB held the main thread for one long task on a phone.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 2 },
                { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, tags: ['$initial'], priority: 2 },
                { name: 'storage', test: /node_modules[\\/](rxdb|dexie|rxjs|broadcast-channel|oblivious-set|unload|custom-idle-queue|array-push-at-sort-position|event-reduce-js|mingo|comlink)[\\/]/, tags: ['$initial'], priority: 2 },
                { name: 'router', test: /node_modules[\\/](@tanstack|seroval)/, tags: ['$initial'], priority: 2 },
                // The landing page's sign-in start (src/landing.ts) and what it uses, which the app uses too: a
                // chunk of their own, or that entry would load the app's whole chunk.
                { name: 'sign-in', test: /node_modules[\\/]@logto[\\/](browser|client|js)[\\/]|src[\\/](lib[\\/](analytics-held|client-config|data-block)|features[\\/]auth[\\/]sign-in-options)\.ts$|schemas[\\/]first-visit\.ts$/, priority: 3 },
                { name: 'app', test: (id) => !/src[\\/]landing\.ts$/.test(id), tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
      },
  server: { proxy: { '/api': apiTarget, '/oidc': apiTarget } },
}));
