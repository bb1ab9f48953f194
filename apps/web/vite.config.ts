import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web app: one entry (the shell), every screen and every layout a lazy chunk of its own.
 * In development the API and realtime are proxied to the server on port 3000.
 */
export default defineConfig({
  plugins: [react()],
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
