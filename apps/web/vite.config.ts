import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadCritical } from './build/preload-critical.ts';

const lib = (name: string) => fileURLToPath(new URL(`../../libs/${name}/src/index.ts`, import.meta.url));
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), preloadCritical()],
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
