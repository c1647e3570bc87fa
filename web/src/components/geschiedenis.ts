import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

/** The browser's history as react-router's routers use it. */
export type Geschiedenis = ReturnType<typeof createBrowserHistory>;

/** A screen that may hold a navigation back (components/beheer/Wijzigingen.tsx, unsaved changes). */
export interface Tegenhouder {
  /** Whether leaving the path `van` for the path `naar` must wait for the user's answer. */
  houdtTegen(van: string, naar: string): boolean;
  /** A navigation is held back: `verder` completes it; without that call it does not happen. */
  tegengehouden(verder: () => void): void;
}

let tegenhouder: Tegenhouder | null = null;

/** Holds back the navigations `t` chooses until it says otherwise; returns its removal. */
export function houdTegen(t: Tegenhouder): () => void {
  tegenhouder = t;
  return () => {
    if (tegenhouder === t) tegenhouder = null;
  };
}

/**
 * The browser's history with a question before leaving, as react-router's `useBlocker` offers
 * only on a data router: a data router (createBrowserRouter) brings its loaders, actions and
 * fetchers along, about 17 kB gzipped more in every visitor's download, for one admin dialog.
 * Links and `navigate` (push, replace) wait for the answer; the browser's back and forward
 * buttons have already moved when the page hears of them, so they are undone at once and
 * redone when the user says to leave, as react-router's blocker does.
 */
export function bewaakteGeschiedenis(): Geschiedenis {
  const binnen = createBrowserHistory({ v5Compat: true });
  /** The path react-router shows: the page a held-back navigation would leave. */
  let huidig = binnen.location.pathname;
  /** The pop that undoes a held-back back or forward, which react-router never saw. */
  let negeerPop = false;
  /** The pop that redoes it after 'leave': let through. */
  let laatPopDoor = false;

  const houdtTegen = (naar: string) => tegenhouder?.houdtTegen(huidig, naar) ?? false;

  return {
    get action() {
      return binnen.action;
    },
    get location() {
      return binnen.location;
    },
    createHref: (to) => binnen.createHref(to),
    createURL: (to) => binnen.createURL(to),
    encodeLocation: (to) => binnen.encodeLocation(to),
    go: (n) => binnen.go(n),
    push(to, state) {
      if (houdtTegen(binnen.createURL(to).pathname)) tegenhouder?.tegengehouden(() => binnen.push(to, state));
      else binnen.push(to, state);
    },
    replace(to, state) {
      if (houdtTegen(binnen.createURL(to).pathname)) tegenhouder?.tegengehouden(() => binnen.replace(to, state));
      else binnen.replace(to, state);
    },
    listen(luisteraar) {
      return binnen.listen((update) => {
        if (update.action === 'POP') {
          if (negeerPop) {
            negeerPop = false;
            return;
          }
          const { delta } = update;
          if (laatPopDoor) laatPopDoor = false;
          else if (delta && houdtTegen(update.location.pathname)) {
            negeerPop = true;
            binnen.go(-delta);
            tegenhouder?.tegengehouden(() => {
              laatPopDoor = true;
              binnen.go(delta);
            });
            return;
          }
        }
        huidig = update.location.pathname;
        luisteraar(update);
      });
    },
  };
}
