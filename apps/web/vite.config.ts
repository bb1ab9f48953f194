import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The sources whose chunks the service worker precaches (docs/offline.md): the shell (the entry
 * and what it imports), the signed-in layout and the modules' screen maps, home, and
 * the teacher's screens (ring day, a student's page with its progress, the teacher log, my work
 * sheet). Other chunks are kept by the worker once fetched online.
 */
const PRECACHED_SOURCES = [
  /app\/layouts\/DefaultLayout\.tsx$/,
  /app\/routes\/app-routes\.ts$/,
  /modules\/[^/]+\/screens\.ts$/,
  /app\/pages\/DashboardPage\.tsx$/,
  /app\/offline\/OfflineHost\.tsx$/,
  /modules\/rings\/RingDayScreen\.tsx$/,
  /modules\/students\/StudentPageScreen\.tsx$/,
  /modules\/staff\/(TeacherLogScreen|MySheetScreen)\.tsx$/,
];

/**
 * Picks the built files to precache from the bundle graph: every chunk holding one of
 * PRECACHED_SOURCES (or the entry), the chunks they import statically, and their CSS. The list
 * feeds the service worker's manifest (manifestTransforms below), written after the bundle.
 */
function precacheSelection(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'qc-precache-selection',
    apply: 'build',
    generateBundle(_options, bundle) {
      files.clear();
      const add = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || files.has(fileName)) return;
        files.add(fileName);
        if (chunk.type !== 'chunk') return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const dep of chunk.imports) add(dep);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const wanted =
          chunk.isEntry ||
          chunk.moduleIds.some((id) => PRECACHED_SOURCES.some((re) => re.test(id)));
        if (wanted) add(chunk.fileName);
      }
    },
  };
  return { plugin, files };
}

const precache = precacheSelection();
/** The fonts the shell shows (Arabic, and Latin without its extended sets). */
const SHELL_FONT = /(-arabic-|-latin-\d)[^/]*\.woff2$/;

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
    precache.plugin,
    // The service worker (src/sw.ts): registered by the signed-in shell only, lazily
    // (app/offline/sw-register.ts), never by the sign-in page's JavaScript. The manifests are
    // files of their own in public/, one per language (boot.js links the stored language's).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        globIgnores: ['**/node_modules/**', 'sw.js'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter(
              (e) =>
                !e.url.startsWith('assets/') || precache.files.has(e.url) || SHELL_FONT.test(e.url),
            ),
            warnings: [],
          }),
        ],
      },
    }),
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
      // The sign-in page and the public site's assets are the server's (no React on them).
      '^/login(\\?.*)?$': 'http://127.0.0.1:3000',
      '/site-assets': 'http://127.0.0.1:3000',
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
