/**
 * Which components render for one action, counted in the built app as React DevTools does:
 * a minimal `__REACT_DEVTOOLS_GLOBAL_HOOK__`, installed before the app loads, hears every
 * commit (React calls it in production builds too) and walks the committed tree. A component
 * rendered if it mounted or did work in this commit (React's PerformedWork flag); a subtree that
 * React skipped entirely keeps its old children and is not walked. Nothing in the app changes
 * for this: a test-only observer.
 */
import type { BrowserContext, Page } from '@playwright/test';

export interface Render {
  /** React's kind of component: MUI's and Emotion's components are forwardRef, ours are plain or memo. */
  soort: 'functie' | 'klasse' | 'forwardRef' | 'memo';
  /** data-testid of the first element the component renders, if any. */
  testid: string | null;
}

/** In the page, before any script: the hook, counting only while `__telRenders` is true. */
function installeerHaak() {
  const w = window as unknown as { __renders: Render[][]; __telRenders: boolean; [k: string]: unknown };
  w.__renders = [];
  w.__telRenders = false;
  interface Vezel {
    tag: number;
    flags: number;
    alternate: Vezel | null;
    child: Vezel | null;
    sibling: Vezel | null;
    stateNode: unknown;
  }
  const SOORT: Record<number, Render['soort']> = {
    0: 'functie',
    1: 'klasse',
    11: 'forwardRef',
    14: 'memo',
    15: 'memo',
  };
  const PERFORMED_WORK = 1;
  const HOST_COMPONENT = 5;
  const eersteElement = (v: Vezel): Element | null => {
    for (let x = v.child; x; x = x.child) if (x.tag === HOST_COMPONENT) return x.stateNode as Element;
    return null;
  };
  const bezoek = (eerste: Vezel | null, uit: Render[]) => {
    for (let v = eerste; v; v = v.sibling) {
      const soort = SOORT[v.tag];
      if (soort && (v.alternate === null || (v.flags & PERFORMED_WORK) !== 0)) {
        uit.push({ soort, testid: eersteElement(v)?.getAttribute('data-testid') ?? null });
      }
      // The same children as before: React skipped this subtree.
      if (v.child && !(v.alternate && v.alternate.child === v.child)) bezoek(v.child, uit);
    }
  };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberRoot(_id: number, root: { current: Vezel }) {
      if (!w.__telRenders) return;
      const uit: Render[] = [];
      bezoek(root.current.child, uit);
      w.__renders.push(uit);
    },
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
  };
}

/** For pages opened in this context afterwards. */
export async function telRenders(context: BrowserContext): Promise<void> {
  await context.addInitScript(installeerHaak);
}

/**
 * The commits of one Enter (the code typed first, outside the count), until `klaar` holds and
 * the frame after it was drawn: per commit, the components that rendered.
 */
export async function rendersVanEnter(page: Page, code: string, klaar: () => Promise<void>): Promise<Render[][]> {
  await page.keyboard.type(code);
  return rendersTijdens(page, async () => {
    await page.keyboard.press('Enter');
    await klaar();
  });
}

/** The commits made while `wat` runs, whatever causes them (a timer, a network answer): per commit, what rendered. */
export async function rendersTijdens(page: Page, wat: () => Promise<void>): Promise<Render[][]> {
  await page.evaluate(() => {
    const w = window as unknown as { __renders: Render[][]; __telRenders: boolean };
    w.__renders = [];
    w.__telRenders = true;
  });
  await wat();
  return page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
    const w = window as unknown as { __renders: Render[][]; __telRenders: boolean };
    w.__telRenders = false;
    return w.__renders;
  });
}
