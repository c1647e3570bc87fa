/**
 * The pre-render at build time (scripts/prerender.mjs): one public route to HTML, with the
 * CSS its MUI components need, before there is any data, and the CSS of what it shows after
 * (app/naDeData.tsx). The browser hydrates it (main.tsx).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { App } from './app/App';
import { PUBLIEK_MENU, UITGELOGD_MENU } from './app/menu';
import { NA_DE_DATA } from './app/naDeData';
import { theme } from './app/theme';
import { TitelContext } from './components/Pagina';

/** Every route a visitor can open from the menu, and '/' (the home page with the description). */
export const ROUTES = ['/', ...[...PUBLIEK_MENU, ...UITGELOGD_MENU].map((item) => item.to)];

export interface Prerender {
  html: string;
  /** <style data-emotion> tags for the head; the browser's Emotion cache adopts them. */
  styles: string;
  titel: string;
}

/**
 * Emotion's critical CSS for the HTML, as @emotion/server's extractCriticalToChunks and
 * constructStyleTagsFromChunks write it: one tag with the class rules, one per global rule.
 * The browser's default cache (key 'css') finds these tags at start and does not insert them again.
 *
 * Unlike extractCritical, the tag also names the classes that are not in the HTML, without their
 * rules: a MUI component built on another (Checkbox on SwitchBase on ButtonBase) makes a class per
 * layer, and each layer's class is merged into the next, so only the last one reaches an element.
 * Named here, the browser's Emotion does not insert the rules of the layers in between, which no
 * element uses (on /home 29 of the 55 rules it inserted while the page started).
 */
function styleTags(cache: ReturnType<typeof createCache>, html: string): string {
  const inHtml = new Set([...html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))].map((m) => m[1]));
  const ids: string[] = [];
  let css = '';
  const tags: string[] = [];
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const geregistreerd = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (!geregistreerd) {
      tags.push(`<style data-emotion="${cache.key}-global ${id}">${rules}</style>`);
    } else {
      ids.push(id);
      if (inHtml.has(id)) css += rules;
    }
  }
  return [...tags, `<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>`].join('');
}

export function render(url: string): Prerender {
  const cache = createCache({ key: 'css' });
  // Collect the rules in the cache instead of writing <style> tags into the markup.
  cache.compat = true;
  let titel = '';
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const html = renderToString(
    <TitelContext.Provider value={(t) => (titel = t)}>
      <CacheProvider value={cache}>
        <App router={Router} />
      </CacheProvider>
    </TitelContext.Provider>,
  );
  // What the page shows once its data is in: only its CSS goes into the page (app/naDeData.tsx).
  const naDeData = NA_DE_DATA[url];
  const voorbeeld = naDeData
    ? renderToString(
        <CacheProvider value={cache}>
          <ThemeProvider theme={theme}>
            <Router>{naDeData()}</Router>
          </ThemeProvider>
        </CacheProvider>,
      )
    : '';
  return { html, styles: styleTags(cache, html + voorbeeld), titel };
}
