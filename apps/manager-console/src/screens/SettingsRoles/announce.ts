import { visuallyHidden } from '../../app/controls.css.ts';

// One polite live region for the builder's button moves, so a screen reader hears where an item went.

let region: HTMLElement | null = null;

export function announce(message: string) {
  if (!region?.isConnected) {
    region = document.createElement('div');
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.className = visuallyHidden;
    document.body.append(region);
  }
  region.textContent = message;
}
