/**
 * The till's service worker (vite-plugin-pwa, Workbox): it precaches the built app (scripts,
 * styles, the app shell app.html, the barcode reader's wasm) and answers navigations to /kassa
 * with the cached app.html, so a desk reloads and restarts without a network. Registered only by the
 * till, with scope /kassa: the public pages, the admin screens, /api and the live stream
 * (SSE) are never controlled by it, and it caches no API answer.
 */
import { Workbox } from 'workbox-window';

export function registreerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  void new Workbox('/sw.js', { scope: '/kassa' }).register().catch(() => undefined);
}
