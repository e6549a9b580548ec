export * from './build-translated-resources.ts';
export * from './translation-loader.ts';
