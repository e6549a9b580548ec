import { delays } from '@shortlist/domain/constants';
import type { ComponentType } from 'react';
import { lazy, Suspense } from 'react';
import { loadChunk } from './chunk-load-error.ts';
import { DelayedSpinner } from './DelayedSpinner.tsx';

export type LazyScreenOptions = {
  /** Time the chunk may take before it counts as timed out (§9: 120 s). */
  timeoutMs?: number;
  /** Wait before the spinner (§2: 300 ms). */
  spinnerDelayMs?: number;
};

type ScreenModule<Props> = Record<string, ComponentType<Props> | unknown>;

/** The one component a screen module exports: its default export, else its first `...Screen` export. */
function pickScreen<Props>(module: ScreenModule<Props>): ComponentType<Props> {
  const named = Object.entries(module).find(([name]) => name.endsWith('Screen'))?.[1];
  const screen = module.default ?? named;
  if (typeof screen !== 'function' && (typeof screen !== 'object' || screen === null)) {
    throw new TypeError('A lazy screen module must export a default or a `...Screen` component.');
  }
  return screen as ComponentType<Props>;
}

/**
 * A screen loaded on first render (§2): the spinner shows after 300 ms; a chunk that is missing or takes
 * over 120 s throws a ChunkLoadError, which the app frame's crash boundary shows as the crash screen.
 */
// biome-ignore lint/suspicious/noExplicitAny: screens take any props; the caller's module types them.
export function lazyScreen<Props extends object = any>(
  load: () => Promise<ScreenModule<Props>>,
  { timeoutMs = delays.chunkLoadTimeout, spinnerDelayMs = delays.lazySpinner }: LazyScreenOptions = {},
): ComponentType<Props> {
  const Screen = lazy(async () => ({ default: pickScreen(await loadChunk(load, timeoutMs)) }));
  function LazyScreen(props: Props) {
    return (
      <Suspense fallback={<DelayedSpinner delayMs={spinnerDelayMs} />}>
        <Screen {...props} />
      </Suspense>
    );
  }
  return LazyScreen;
}
