import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    // The empty shell for every route that is not pre-rendered (scripts/prerender.mjs writes the
    // same file again). Emitted here, inside the build, so the till's service worker precaches it.
    {
      name: 'app-shell',
      enforce: 'post',
      generateBundle(_, bundle) {
        const index = bundle['index.html'];
        if (index?.type === 'asset') this.emitFile({ type: 'asset', fileName: 'app.html', source: index.source });
      },
    },
    // The desks' offline cache (src/app/serviceWorker.ts registers it, scope /kassa, /inleveren or
    // /ophalen on a desk's device only).
    VitePWA({
      injectRegister: false,
      manifest: false,
      filename: 'sw.js',
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,wasm}'],
        // The barcode reader's wasm is about 1 MB; it must be there when the network is not.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        navigateFallback: '/app.html',
        navigateFallbackAllowlist: [/^\/kassa(\/|$)/, /^\/inleveren$/, /^\/ophalen$/],
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The first visit is controlled at once; a new release waits until the desk's page is
        // closed, so a running till never loses the chunks it was built with.
        clientsClaim: true,
        skipWaiting: false,
      },
    }),
  ],
  resolve: {
    alias: {
      // Business rules live once, in the backend's domain folder; the web app imports them.
      '@backend': fileURLToPath(new URL('../functions/src', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // The backend code the web app uses is the areas' pure rules and kern/ (a rule of
      // .dependency-cruiser.cjs: no I/O, nothing at load but constants), reached through each
      // area's entry (domein/index.ts). Declared free of side effects, a module of an entry that a
      // page does not use stays out of that page's download, as if imported one by one.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]functions[\\/]src[\\/]/.test(id) },
      output: {
        // A public page loads what it runs in three files, React, MUI and the site (with
        // main.tsx), plus Rolldown's helpers. '$initial' is every module src/main.tsx imports
        // statically, directly or not: the lazy admin screens and the till are dynamic imports,
        // so what only they use stays out of the visitor's download. Without the 'site' group,
        // Rolldown splits every module a lazy chunk shares with the site into a small chunk of
        // its own (Button, Skeleton, OutlinedInput...): more requests, each with ~1 kB of headers.
        // React and MUI in chunks of their own keep their hash across releases of the app, so a
        // returning visitor's browser keeps them cached. (main.tsx's top-level await, in
        // app/pauze.ts, makes Vite write each of the four as a module script of its own.)
        codeSplitting: {
          groups: [
            {
              name: 'react',
              priority: 3,
              tags: ['$initial'],
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            {
              name: 'mui',
              priority: 2,
              tags: ['$initial'],
              test: /node_modules[\\/]/,
            },
            { name: 'site', priority: 1, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
