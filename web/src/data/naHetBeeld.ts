/**
 * Work that must not stand between a scan and the frame that shows it (keeping the till's open
 * receipt, sending a desk's step): once the frame is drawn and the device is idle, and at the
 * latest after `uiterlijkMs`. On a slow phone a scanner's next code is typed right after the
 * frame; work queued as a plain task then would delay those keystrokes and the next line.
 */
export function naHetBeeld(werk: () => void, uiterlijkMs = 250) {
  requestAnimationFrame(() => {
    // A browser without idle callbacks (Safari before 18): a task after the frame.
    if ('requestIdleCallback' in window) requestIdleCallback(werk, { timeout: uiterlijkMs });
    else setTimeout(werk);
  });
}
