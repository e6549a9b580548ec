/** Loads another app's page afresh (a full navigation, not the router's): how the shell leaves for the admin console. */
export function loadPage(path: string): void {
  window.location.assign(path);
}
