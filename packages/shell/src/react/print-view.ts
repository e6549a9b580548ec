/**
 * A print view never shows the cookie banner (§2).
 * Decision: the spec names no print routes, so a path ending in /print or a `print` query marks one.
 */
export function isPrintView({ pathname, search }: { pathname: string; search: string }): boolean {
  return /\/print\/?$/.test(pathname) || new URLSearchParams(search).has('print');
}
