import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../../scripts/precompress.ts';
import { preloadCritical } from './build/preload-critical.ts';

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

export default defineConfig({
  plugins: [react(), preloadCritical(), precompressed()],
  // Generated images land in public/media and are copied to dist as they are.
  publicDir: 'public',
  resolve: {
    alias: {
      '@prana/domain': lib('domain'),
      '@prana/catalogue': lib('catalogue'),
      '@prana/contracts': lib('contracts'),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps stay on disk for debugging; the api and nginx do not serve them in production.
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/ical': { target: api, changeOrigin: false },
      '/socket.io': { target: api, ws: true, changeOrigin: false },
    },
  },
});
