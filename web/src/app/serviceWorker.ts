/**
 * The desks' service worker (vite-plugin-pwa, Workbox): it precaches the built app (scripts,
 * styles, the app shell app.html, the barcode reader's wasm) and answers navigations to the
 * desk's page with the cached app.html, so a till (/kassa) or a drop-off or pick-up desk
 * (/inleveren, /ophalen) reloads and restarts without a network. Registered only by a desk's
 * device, with its page as scope: the public pages, the admin screens, /api and the live stream
 * (SSE) are never controlled by it, and it caches no API answer.
 */
import { Workbox } from 'workbox-window';

export type DeskPagina = '/kassa' | '/inleveren' | '/ophalen';

export function registreerServiceWorker(scope: DeskPagina) {
  if (!('serviceWorker' in navigator)) return;
  void new Workbox('/sw.js', { scope }).register().catch(() => undefined);
}
