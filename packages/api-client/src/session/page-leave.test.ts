import { describe, expect, it } from 'vitest';
import { watchPageLeave } from './page-leave.ts';

describe('watchPageLeave', () => {
  it('says the page is being left from beforeunload or pagehide until the page is shown again', () => {
    const page = new EventTarget() as unknown as Window;
    const isLeaving = watchPageLeave(page);
    expect(isLeaving()).toBe(false);
    page.dispatchEvent(new Event('beforeunload'));
    expect(isLeaving()).toBe(true);
    page.dispatchEvent(new Event('pageshow'));
    expect(isLeaving()).toBe(false);
    page.dispatchEvent(new Event('pagehide'));
    expect(isLeaving()).toBe(true);
  });

  it('never says so where there is no page (a server, a test)', () => {
    expect(watchPageLeave(undefined)()).toBe(false);
  });
});
