import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * The web app: one entry (the shell), every screen and every layout a lazy chunk of its own.
 * In development the API and realtime are proxied to the server on port 3000.
 *
 * The build writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file (scripts,
 * styles, index.html) over 1 KB, which the server sends to a browser that accepts them
 * (`preCompressed` in apps/server/src/http/web.ts): the first visit downloads about a quarter of
 * the bytes, which a phone on a slow connection feels. Brotli at its highest quality costs time
 * once, at the build, never per request.
 */
export default defineConfig({
  plugins: [
    react(),
    compression({
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
        }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/socket.io': { target: 'http://127.0.0.1:3000', ws: true },
    },
  },
  build: {
    target: 'es2022',
    manifest: true,
    chunkSizeWarningLimit: 900,
    sourcemap: false,
  },
});
