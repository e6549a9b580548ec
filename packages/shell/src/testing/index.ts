// @shortlist/shell/testing: render an app's screen inside the real shell and router, for the apps' tests.
export * from './render-screen.tsx';
export * from './signed-in.tsx';
export * from './test-router.tsx';
