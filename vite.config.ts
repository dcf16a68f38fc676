import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export const PRODUCT_NAME = 'Meetverse';
export const THEME_COLOR = '#5b3cc4';
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';
// The version Settings shows: the package's, and when this build was made, so two builds tell apart.
const APP_VERSION = `${(JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version} (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`;

/**
 * The app's scripts start from public/load-app.js, after the first paint of a page the server
 * rendered: it paints with the stylesheet alone, and on a slow network the scripts would otherwise
 * take the bandwidth the stylesheet needs. The build's module script tags become that loader's list.
 */
const scriptsAfterFirstPaint = (): Plugin => ({
  name: 'meetverse:scripts-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
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
      return rest.replace('</head>', `  <script defer src="/load-app.js" data-modules="${modules.join(' ')}"></script>\n  </head>`);
    },
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    scriptsAfterFirstPaint(),
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
        navigateFallback: '/index.html',
        // The sign-in issuer and the API answer for themselves, never with the app shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/oidc\//],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        // Profile pictures (https, any host) are answered from the cache that saving an event for offline
        // fills, and kept there when seen online, so they show with the network off. The precache's
        // route comes first, so the app's own images never reach this one.
        runtimeCaching: [
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
        chunkSizeWarningLimit: 1200,
        // One stylesheet, in the page's head: a page the server renders paints styled before any script
        // runs, so no screen's styles may wait for its script (a first visit's cards were laid out
        // unstyled, then moved).
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
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
                { name: 'app', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
      },
  server: { proxy: { '/api': apiTarget, '/oidc': apiTarget } },
}));
