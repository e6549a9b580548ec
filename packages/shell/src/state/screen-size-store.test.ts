import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScreenSizeStore, subscribeWindowResize, watchScreenSize } from './screen-size-store.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createScreenSizeStore', () => {
  it('starts as sm', () => {
    expect(createScreenSizeStore().getState().screenSize).toBe('sm');
  });

  it('recomputes the category on every resize', () => {
    const store = createScreenSizeStore();
    let resize: (width: number) => void = () => {};
    const unsubscribe = vi.fn();
    const stop = watchScreenSize(store, (listener) => {
      resize = listener;
      return unsubscribe;
    });
    resize(1250);
    expect(store.getState().screenSize).toBe('lg');
    resize(400);
    expect(store.getState().screenSize).toBe('xs');
    resize(1600);
    expect(store.getState().screenSize).toBe('xl');
    stop();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('notifies subscribers only when the category changes', () => {
    const store = createScreenSizeStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().resize(700);
    store.getState().resize(900);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('subscribeWindowResize', () => {
  it("reports the window's width at once and on each resize event, until unsubscribed", () => {
    const fakeWindow = Object.assign(new EventTarget(), { innerWidth: 1000 });
    vi.stubGlobal('window', fakeWindow);
    const widths: number[] = [];
    const stop = subscribeWindowResize((width) => widths.push(width));
    fakeWindow.innerWidth = 320;
    fakeWindow.dispatchEvent(new Event('resize'));
    stop();
    fakeWindow.dispatchEvent(new Event('resize'));
    expect(widths).toEqual([1000, 320]);
  });
});
