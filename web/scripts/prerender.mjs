// After `vite build`: renders every public route to its own HTML file in dist/ (dist/home.html
// for /home, dist/index.html for /), so the page's text is in the HTML as served and shows
// before any JavaScript has run. The browser hydrates it (src/main.tsx). dist/app.html is the
// empty shell for every other route (admin screens, personal links, 404).
//
// The renderer is src/entry-server.tsx, built here by Vite for Node into a temporary folder.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = join(import.meta.dirname, '..');
const dist = join(web, 'dist');
const ssrDir = mkdtempSync(join(tmpdir(), 'beurs-prerender-'));

const ROOT = /<!--root-->[\s\S]*<!--\/root-->/;
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
  writeFileSync(join(dist, 'app.html'), template);

  for (const pad of ROUTES) {
    const { html, styles, titel } = render(pad);
    const pagina = template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(titel)}</title>`)
      .replace('</head>', `${styles}</head>`)
      .replace(ROOT, () => `<div id="root" data-pad="${pad}">${html}</div>`)
      .replace(
        NOSCRIPT,
        '<noscript>Zet JavaScript aan voor het nieuws, de datum van de beurs en de formulieren.</noscript>',
      );
    const bestand = pad === '/' ? 'index.html' : `${pad.slice(1)}.html`;
    writeFileSync(join(dist, bestand), pagina);
    console.log(`voorgerenderd: ${pad} -> dist/${bestand} (${(pagina.length / 1024).toFixed(1)} kB)`);
  }
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
