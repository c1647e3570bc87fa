// After `vite build`: renders every public route to its own HTML file in dist/ (dist/home.html
// for /home, dist/index.html for /), so the page's text is in the HTML as served and shows
// before any JavaScript has run. The browser hydrates it (src/main.tsx). dist/app.html is the
// empty shell for every other route (admin screens, personal links, 404).
//
// The page's scripts start loading only after its first paint (LAADSCRIPT below). Loaded at
// once, as index.html has them, they arrive on a fast connection before the browser paints,
// and then the first paint waits for them to run: the text a visitor came for waits for 170 kB
// of JavaScript. Lighthouse's slow-4G simulation counts every script that arrived before the
// paint as blocking it, and its LCP varied between 1.1 and 2.3 s with that race.
//
// The renderer is src/entry-server.tsx, built here by Vite for Node into a temporary folder.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = join(import.meta.dirname, '..');
const dist = join(web, 'dist');
const ssrDir = mkdtempSync(join(tmpdir(), 'beurs-prerender-'));

const ROOT = /<!--root-->[\s\S]*<!--\/root-->/;
/** What Vite wrote into the head for the app: its entry script and the modules it imports. */
const SCRIPTS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;
/** The preload of the public data (index.html), with the comment that explains it. */
const DATA_PRELOAD = /\s*<!--[^>]*-->\s*<link rel="preload" href="\/api\/public"[^>]*>/;
/**
 * Once the browser reports the page's first contentful paint (the text is on the screen), the
 * tags in <template id="app-scripts"> go into the head: the data preload, the entry script and
 * its modules. A template's content is inert: the browser neither fetches nor runs it before.
 * Without paint timing, or in a background tab (no paint), the timer starts the app (once).
 * The server's Content-Security-Policy allows exactly this script by its hash (LAADSCRIPT_HASH
 * in functions/src/app/app.ts, and firebase.json): change one, change all three.
 */
const LAADSCRIPT =
  "(function(){var klaar=!1;function laad(){if(klaar)return;klaar=!0;for(var e of document.getElementById('app-scripts').content.children){var n=document.createElement(e.localName);for(var a of e.attributes)n.setAttribute(a.name,a.value);document.head.append(n)}}try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(laad)}).observe({type:'paint',buffered:!0})}catch(e){}setTimeout(laad,1000)})()";
const LAADSCRIPT_HASH = `'sha256-${createHash('sha256').update(LAADSCRIPT).digest('base64')}'`;
const NOSCRIPT = /<noscript>[\s\S]*<\/noscript>/;
const escapeHtml = (tekst) =>
  tekst.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

try {
  await build({
    root: web,
    logLevel: 'warn',
    // Everything in one bundle for Node, so MUI's packages need not resolve as Node modules.
    ssr: { noExternal: true },
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
  });
  const { render, ROUTES } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);

  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  if (!ROOT.test(template) || !NOSCRIPT.test(template)) throw new Error('index.html mist <!--root--> of <noscript>');
  const preload = template.match(DATA_PRELOAD);
  const scripts = template.match(SCRIPTS);
  if (!preload || !scripts) throw new Error('index.html mist de preload van /api/public of het script van de app');
  const firebase = readFileSync(join(web, '../firebase.json'), 'utf8');
  if (!firebase.includes(LAADSCRIPT_HASH))
    throw new Error(`De Content-Security-Policy in firebase.json staat het laadscript niet toe: ${LAADSCRIPT_HASH}`);
  writeFileSync(join(dist, 'app.html'), template);
  const appScripts = `<template id="app-scripts">${preload[0].replace(/^[\s\S]*(<link)/, '$1')}${scripts.map((t) => t.trim()).join('')}</template><script>${LAADSCRIPT}</script>`;

  for (const pad of ROUTES) {
    const { html, styles, titel } = render(pad);
    const pagina = template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(titel)}</title>`)
      .replace(DATA_PRELOAD, '')
      .replace(SCRIPTS, '')
      .replace('</head>', `${styles}</head>`)
      .replace(ROOT, () => `<div id="root" data-pad="${pad}">${html}</div>`)
      .replace(
        NOSCRIPT,
        '<noscript><p class="zonder-js">Zet JavaScript aan voor het nieuws, de datum van de beurs en de formulieren.</p></noscript>',
      )
      .replace('</body>', `${appScripts}</body>`);
    const bestand = pad === '/' ? 'index.html' : `${pad.slice(1)}.html`;
    writeFileSync(join(dist, bestand), pagina);
    console.log(`voorgerenderd: ${pad} -> dist/${bestand} (${(pagina.length / 1024).toFixed(1)} kB)`);
  }
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
