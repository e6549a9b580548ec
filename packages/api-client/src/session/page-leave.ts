/**
 * Whether the page is being left. A browser cancels the page's calls when it navigates away, and a cancelled
 * call looks like a network error; ending the session then (§8) would sign the user out of the page they are
 * going to. Decision: from `beforeunload`/`pagehide` until `pageshow`, a call without a reply ends nothing.
 */
export function watchPageLeave(
  target: Pick<Window, 'addEventListener'> | undefined = globalThis.window,
): () => boolean {
  let leaving = false;
  if (target) {
    target.addEventListener('beforeunload', () => {
      leaving = true;
    });
    target.addEventListener('pagehide', () => {
      leaving = true;
    });
    // A page restored from the back-forward cache is in use again.
    target.addEventListener('pageshow', () => {
      leaving = false;
    });
  }
  return () => leaving;
}
