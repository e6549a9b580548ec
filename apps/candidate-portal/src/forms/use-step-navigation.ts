import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { FormStep } from './form-steps.ts';
import { clampScreenIndex } from './form-steps.ts';

// The step on screen lives in the address (?screenIndex, §2), so the browser's history and a reload follow it.

/** The query parameter holding the step on screen (§2). */
export const screenIndexParameter = 'screenIndex';

function readScreenIndex(searchParams: URLSearchParams): number | null {
  const text = searchParams.get(screenIndexParameter);
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) ? value : 0;
}

export type StepNavigation = {
  /** The position of the step on screen, within the steps. */
  readonly index: number;
  readonly step: FormStep | undefined;
  /** Opens a step; `replace` rewrites the address instead of adding to the history. */
  readonly goTo: (target: number, replace?: boolean) => void;
  /** The step's heading, focused whenever another step opens. */
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
};

/** The step on screen: the one in the address, else the one the application was saved at. */
export function useStepNavigation(steps: readonly FormStep[], savedStep: number): StepNavigation {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = readScreenIndex(searchParams);
  const index = clampScreenIndex(requested ?? savedStep, steps.length);
  const step = steps[index] ?? steps[0];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // The step is in the address from the start, so a reload opens the same step.
  useEffect(() => {
    if (requested !== index) goTo(index, true);
  }, [requested, index]);

  // A new step moves focus to its heading, so keyboard and screen-reader users start at the top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [index]);

  function goTo(target: number, replace = false) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(screenIndexParameter, String(clampScreenIndex(target, steps.length)));
        return next;
      },
      { replace },
    );
  }

  return { index, step, goTo, headingRef };
}
