// `react` for an app rendered by Preact: preact/compat, plus what React 19 has and Preact lacks, so that
// libraries naming it still load. Calling it fails loudly instead of behaving differently.
export * from 'preact/compat';
export { default } from 'preact/compat';

/** Only react-router's data-mode RouterProvider names it; the apps' declarative router never calls it. */
export function useOptimistic(): never {
  throw new Error('useOptimistic is not available when React is rendered by Preact.');
}
