import type { defaultNamespace } from './namespaces.ts';
import type { EnResources } from './resources/en/index.ts';

// Types every `t` call against the English resources, so a missing key fails `tsc` in every app.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: EnResources;
  }
}

/** Re-exported by the entry point so importing the package brings the key types along. */
export type TypedResources = EnResources;
