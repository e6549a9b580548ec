import type { ScreenSize } from '@shortlist/domain/constants';
import { resolveScreenSize, themeSizes } from '@shortlist/domain/constants';
import type { StoreApi } from 'zustand/vanilla';
import { createStore } from 'zustand/vanilla';

// §4: the screen-size category, recalculated on every window resize; sm until the first measure.

export type ScreenSizeState = {
  readonly screenSize: ScreenSize;
  resize(widthPx: number): void;
};

export type ScreenSizeStore = StoreApi<ScreenSizeState>;

/** Calls the listener with the window width on every resize; returns the unsubscribe function. */
export type SubscribeResize = (listener: (widthPx: number) => void) => () => void;

export function createScreenSizeStore(): ScreenSizeStore {
  return createStore<ScreenSizeState>()((set, get) => ({
    screenSize: themeSizes.defaultScreenSize,
    resize(widthPx) {
      const screenSize = resolveScreenSize(widthPx);
      if (screenSize !== get().screenSize) set({ screenSize });
    },
  }));
}

/** Keeps the store in step with the window; returns the unsubscribe function. */
export function watchScreenSize(store: ScreenSizeStore, subscribeResize: SubscribeResize): () => void {
  return subscribeResize((widthPx) => store.getState().resize(widthPx));
}

/** The browser's resize events, for the apps (tests inject their own). */
export function subscribeWindowResize(listener: (widthPx: number) => void): () => void {
  const onResize = () => listener(window.innerWidth);
  onResize();
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}
