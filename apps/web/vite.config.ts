import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type LogLevel, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from '../../scripts/precompress.ts';
import { CHUNK_OUTPUT } from './build/chunk-groups.ts';
import { lazyImportPreloads, preloadCritical } from './build/preload-critical.ts';

/**
 * React Router 7 exports only its development build (remix-run/react-router#12532): a build takes
 * the production one beside it, which drops the dev warnings.
 */
const reactRouterProduction = (entry: 'index.mjs' | 'dom-export.mjs') =>
  join(dirname(createRequire(import.meta.url).resolve('react-router')), '..', 'production', entry);

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** Four characters naming a style sheet, the same on every machine (its path under apps/web). */
const fileHash = (file: string) => createHash('sha256').update(relative(webRoot, file.split('?')[0]!)).digest('base64url').slice(0, 4);

/** `npm start` builds with PRANA_BUILD_LOG=warn: its output is progress, the result and problems. */
const BUILD_LOG = (process.env.PRANA_BUILD_LOG as LogLevel | undefined) ?? 'info';

const lib = (name: string) => fileURLToPath(new URL(`../../libs/${name}/src/index.ts`, import.meta.url));
const api = 'http://localhost:3000';

/** After the bundle is written: brotli and gzip copies of every text asset (scripts/precompress.ts). */
function precompressed(): Plugin {
  let outDir = '';
  return {
    name: 'prana-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    async closeBundle() {
      const { files, bytes, brotliBytes } = await precompress(outDir);
      this.info(`precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB → ${(brotliBytes / 1024).toFixed(0)} KB brotli`);
    },
  };
}

/** The Node build has no service worker: the app's registration module is an empty one there (it never runs in Node). */
function noServiceWorker(): Plugin {
  const stub = '\0prana-no-service-worker';
  return {
    name: 'prana-no-service-worker',
    resolveId: (id) => (id === 'virtual:pwa-register' ? stub : undefined),
    load: (id) => (id === stub ? 'export const registerSW = () => async () => undefined;' : undefined),
  };
}

/** The Node build of the public pages' renderer (src/app/prerender.tsx): no worker, no compressed copies. */
const SSR_BUILD = { outDir: 'build-ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false } as const;
/** The renderer carries the packages it uses: the api runs it where only the api's own are installed. */
const SSR_BUNDLED = { noExternal: true } as const;

export default defineConfig(({ command, isSsrBuild }) => ({
  logLevel: BUILD_LOG,
  plugins: isSsrBuild ? [react(), noServiceWorker()] : [
    react(),
    preloadCritical(),
    // The installable app: our own service worker (sw/sw.ts: precache, offline shell,
    // push), registered lazily by lib/offline/service-worker.ts, so Workbox stays out of the main bundle.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/app',
        name: 'Prana · Villas in Ubud',
        short_name: 'Prana',
        description: 'Your stay at Prana in Ubud: requests, dining, transport and your bill, online or not.',
        start_url: '/app',
        scope: '/',
        display: 'standalone',
        theme_color: '#2f4a3a',
        background_color: '#faf7f2',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The shell and this build's code, styles and fonts; photographs are cached as they are seen.
        globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}', 'favicon.svg', 'icons/*.png'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // The worker is a build of its own: it speaks as quietly as the app's.
        buildPlugins: { vite: [{ name: 'prana-sw-log-level', config: () => ({ logLevel: BUILD_LOG }) }] },
      },
    }),
    // Last: compresses what the others wrote, the service worker and manifest included.
    precompressed(),
  ],
  // Generated images land in public/media and are copied to dist as they are.
  publicDir: 'public',
  // A class's own name and a hash of its file's path (the default adds the line it is on): every
  // page's code carries the names it uses, so they stay short. The browser and Node builds share it (hydration).
  css: { modules: { generateScopedName: (name: string, file: string) => `_${name}_${fileHash(file)}` } },
  resolve: {
    alias: [
      { find: '@prana/domain', replacement: lib('domain') },
      { find: '@prana/catalogue', replacement: lib('catalogue') },
      { find: '@prana/contracts', replacement: lib('contracts') },
      { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./build/use-sync-external-store-shim.ts', import.meta.url)) },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  ssr: isSsrBuild ? SSR_BUNDLED : undefined,
  build: isSsrBuild ? SSR_BUILD : {
    outDir: 'dist',
    // dist/.vite/manifest.json: which files hold each module's code and styles, for the built pages' HTML (build/prerender-pages.ts).
    manifest: true,
    emptyOutDir: true,
    // Maps stay on disk for debugging; the api and nginx do not serve them in production.
    sourcemap: true,
    // Every browser the app supports preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false, resolveDependencies: lazyImportPreloads },
    rolldownOptions: {
      output: CHUNK_OUTPUT,
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/ical': { target: api, changeOrigin: false },
      '/socket.io': { target: api, ws: true, changeOrigin: false },
    },
  },
}));
