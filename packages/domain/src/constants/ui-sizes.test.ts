import { describe, expect, it } from 'vitest';
import {
  cookieBannerMaxHeight,
  pillOptionWidth,
  schedulerPreviewDays,
  spinnerDefaultSize,
} from './ui-sizes.ts';

describe('screen part sizes', () => {
  it('keeps the spec values', () => {
    expect(schedulerPreviewDays).toBe(5);
    expect(spinnerDefaultSize).toBe(50);
    expect(pillOptionWidth).toBe(108);
    expect(cookieBannerMaxHeight).toBe(200);
  });
});
